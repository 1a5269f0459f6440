import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { embeddingInputs, hashedWordVector } from '../support/hashed-word-vectors.js';
import { useFakeOpenAIServer } from '../support/use-fake-openai-server.js';
import { runMain } from '../support/run-main.js';

const miniDocs = new URL('../fixtures/passages/mini-docs.jsonl', import.meta.url).pathname;
const DIMENSION = 256;

describe('citeqa index --engine langchain --vector-store', () => {
  const server = useFakeOpenAIServer({ embeddingDimensions: DIMENSION });
  beforeEach(() => {
    server.reset();
    server.embeddings.setHandler((body) => embeddingInputs(body).map((text) => hashedWordVector(text, DIMENSION)));
  });

  async function setUp(store: object) {
    const dir = await mkdtemp(join(tmpdir(), 'citeqa-cli-lcstore-'));
    const config = join(dir, 'store.json');
    await writeFile(config, JSON.stringify(store));
    const env = { CITEQA_EMBEDDINGS_BASE_URL: server.baseURL, CITEQA_EMBEDDINGS_MODEL: 'emb-test', CITEQA_CACHE_DIR: join(dir, 'cache') };
    return { dir, config, env };
  }

  it("fills LangChain's MemoryVectorStore from the documents and searches it in the same process", async () => {
    const { dir, config, env } = await setUp({
      format: 'citeqa-langchain-store',
      module: '@langchain/classic/vectorstores/memory',
      export: 'MemoryVectorStore',
      options: {},
      embedder: 'openai',
    });
    const out = join(dir, 'idx');
    const built = await runMain(['index', miniDocs, '--out', out, '--engine', 'langchain', '--vector-store', config], { env });
    expect(built.stderr).toBe('');
    expect(built.stdout).toContain(`indexed 5 documents as 5 passages (LangChain vector store, openai:emb-test ${DIMENSION}-d)`);
    // The store embedded title and text, as the other dense kinds do.
    expect(server.requestsTo('/embeddings').flatMap((request) => embeddingInputs(request.body as never))).toContain(
      'Grace Hopper. Grace Hopper was an American computer scientist and rear admiral in the United States Navy. She developed one of the first compilers and helped create the COBOL programming language.',
    );
    const searched = await runMain(['search', 'Grace Hopper COBOL compilers', '--index', out, '-k', '2', '--json'], { env });
    expect(searched.status).toBe(0);
    const line = JSON.parse(searched.stdout);
    expect(line.hits).toHaveLength(2);
    expect(line.hits[0]).toMatchObject({ id: 'hopper#0', title: 'Grace Hopper' });
    expect(line.hits[0].score).toBeGreaterThan(line.hits[1].score);
    const text = await runMain(['search', 'Grace Hopper COBOL compilers', '--index', out, '-k', '1'], { env });
    // The passage text is shown without the title the store embedded with it.
    expect(text.stdout).toContain('hopper#0');
    expect(text.stdout).toContain('   Grace Hopper was an American computer scientist');
  });

  it('names a module it cannot load, or an export that is no vector store, in one line', async () => {
    const missing = await setUp({ format: 'citeqa-langchain-store', module: '@langchain/not-installed', export: 'X', embedder: 'openai' });
    const bad = await runMain(['index', miniDocs, '--out', join(missing.dir, 'i'), '--engine', 'langchain', '--vector-store', missing.config], { env: missing.env });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain(`${missing.config}: cannot load module "@langchain/not-installed"`);
    const wrong = await setUp({ format: 'citeqa-langchain-store', module: '@langchain/classic/vectorstores/memory', export: 'Nope', embedder: 'openai' });
    const notAClass = await runMain(['index', miniDocs, '--out', join(wrong.dir, 'i'), '--engine', 'langchain', '--vector-store', wrong.config], { env: wrong.env });
    expect(notAClass.status).toBe(2);
    expect(notAClass.stderr).toContain('module "@langchain/classic/vectorstores/memory" exports no class "Nope"');
    const noStore = await runMain(['index', miniDocs, '--out', join(wrong.dir, 'j'), '--engine', 'langchain'], { env: wrong.env });
    expect(noStore.stderr).toContain('--vector-store: is required with --engine langchain');
  });
});
