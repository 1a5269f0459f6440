import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/config/config.js';
import { loadKnowledgeGraph } from '../../retrievers/kg/load-knowledge-graph.js';
import { useFakeOpenAIServer } from '../support/use-fake-openai-server.js';
import { runMain } from '../support/run-main.js';
import { type CliResult } from '../support/run-cli.js';

const MINI = join(PROJECT_ROOT, 'test/fixtures/kg/mini-entities.jsonl');
const MINI_BIOKALMA = join(PROJECT_ROOT, 'test/fixtures/kg/mini-biokalma.json');
// No model configured unless a test sets one.
const OFFLINE = { CITEQA_LLM_BASE_URL: '', CITEQA_LLM_MODEL: '', OPENAI_API_KEY: '', CITEQA_CACHE_DIR: mkdtempSync(join(tmpdir(), 'citeqa-cache-')) };

describe('citeqa retrieve', () => {
  it('prints mentions, scored candidates and chosen subgraphs, ties flagged', async () => {
    const result = await runMain(['retrieve', 'Who was Max Stern?', '--kg', MINI], { env: OFFLINE });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Candidates for "Max Stern" [TIE, all scores zero]:');
    expect(result.stdout).toMatch(/\* Q9100005 {2}Max Stern {2}score 0/);
    expect(result.stdout).toContain('    occupation: astronomer');
  });

  it('gives the retrieval as JSON', async () => {
    const result = await runMain(['retrieve', "Who was ada quill's father?", '--kg', MINI, '--json'], { env: OFFLINE });
    const retrieval = JSON.parse(result.stdout);
    expect(retrieval.entities.map((e: { qid: string }) => e.qid)).toEqual(['Q9100001']);
    expect(retrieval.mentions[0]).toMatchObject({ text: 'ada quill', type: 'person', source: 'gazetteer' });
  });

  it('runs a whole BioKaLMA file, one JSON line per question', async () => {
    const result = await runMain(['retrieve', '--questions', MINI_BIOKALMA, '--kg', MINI_BIOKALMA, '--json'], { env: OFFLINE });
    expect(result.status).toBe(0);
    const lines = result.stdout.trim().split('\n').map((line) => JSON.parse(line));
    // The dataset also lists Byron Quill for the first question, but the question does not name him.
    expect(lines.map((line) => line.entities)).toEqual([['Q9100001'], ['Q9100001'], []]);
    expect(Object.keys(lines[0])).toEqual(['question', 'mentions', 'entities']);
    expect(result.stderr).toMatch(/retrieved 3 questions in [\d.]+ s; 1 with no entity; re-ranker ties: 0/);
  });

  it('explains a missing question or KG file in one line', async () => {
    const noQuestion = await runMain(['retrieve'], { env: OFFLINE });
    expect(noQuestion.status).toBe(2);
    expect(noQuestion.stderr).toBe('citeqa: retrieve: give a question or --questions <file>\n');
    const noFile = await runMain(['retrieve', 'Who?', '--kg', 'nowhere.jsonl'], { env: OFFLINE });
    expect(noFile.status).toBe(2);
    expect(noFile.stderr.split('\n')[0]).toBe('citeqa: nowhere.jsonl: no such file or directory');
  });
});

describe('citeqa ask --source kg', () => {
  it('answers offline from the bundled KG: every citation is a bundled triple, [NA] where the KG lacks the fact', async () => {
    const result = await runMain(['ask', 'Who was the father of Marie Curie, and what was her favourite food?', '--source', 'kg', '--json'], { env: OFFLINE });
    expect(result.status).toBe(0);
    const answer = JSON.parse(result.stdout);
    expect(answer.strategy).toBe('extractive-kg');
    const triples = answer.resolvedCitations.filter((c: { kind: string }) => c.kind === 'triple');
    expect(triples.length).toBeGreaterThan(0);
    const bundled = await loadKnowledgeGraph('bundled');
    for (const triple of triples) {
      const card = await bundled.oneHop(triple.qid);
      expect(card?.properties[triple.property]).toContain(triple.value);
    }
    expect(triples.map((t: { property: string }) => t.property)).toContain('father');
    expect(answer.statements.at(-1)).toEqual({
      text: 'Nothing in the knowledge graph answers "what was her favourite food".',
      citations: [{ kind: 'na' }],
    });
  });

  it('prints the answer, then each citation resolved to its triple', async () => {
    const result = await runMain(['ask', "Who was Ada Quill's father and what was her favourite food?", '--source', 'kg', '--kg', MINI], { env: OFFLINE });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("Ada Quill's father is Byron Quill [Q9100001, father: Byron Quill].");
    expect(result.stdout).toContain('[Q9100001] Ada Quill — father: Byron Quill  ✓ in KG');
    expect(result.stdout).toContain('[NA] needs knowledge the sources do not provide');
    expect(result.stdout).toContain('Strategy: extractive-kg (extractive, no LLM');
  });

  it('refuses kalma without a configured model, naming the setting', async () => {
    const result = await runMain(['ask', 'Who was Ada Quill?', '--source', 'kg', '--kg', MINI, '--strategy', 'kalma'], { env: OFFLINE });
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/^citeqa: config llm\./);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('names an unknown source', async () => {
    const result = await runMain(['ask', 'Who?', '--source', 'tea-leaves'], { env: OFFLINE });
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/^citeqa: --source: unknown source "tea-leaves"; known: .*kg/);
  });
});

describe('citeqa ask --strategy kalma over the fake OpenAI-compatible server', () => {
  const server = useFakeOpenAIServer();

  it('sends the KG in the prompt and checks the reply', async () => {
    server.chat.enqueue('Her father was Byron Quill [Q9100001, father: Byron Quill]. He taught her chess [NA]');
    // Asynchronous child: the fake server lives in this process and must keep answering while the CLI runs.
    const result = await runMain(['ask', "Who was Ada Quill's father?", '--source', 'kg', '--kg', MINI, '--strategy', 'kalma', '--temperature', '0.1', '--seed', '3'], {
      env: { ...OFFLINE, CITEQA_LLM_BASE_URL: server.baseURL, CITEQA_LLM_MODEL: 'fake-gpt', CITEQA_CACHE_DIR: mkdtempSync(join(tmpdir(), 'citeqa-cache-')) },
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('[Q9100001] Ada Quill — father: Byron Quill  ✓ in KG');
    expect(result.stdout).toContain('[NA]');
    const [request] = server.requestsTo('/chat/completions');
    expect(request!.body.temperature).toBe(0.1);
    expect(request!.body.seed).toBe(3);
    expect(request!.body.messages[3].content).toContain('{name: Ada Quill, instance of: human');
  });
});

describe('citeqa kg dump', () => {
  it('writes N-Triples that load back as the same graph, and refuses to overwrite them', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'citeqa-dump-')), 'mini.nt');
    const dumped = await runMain(['kg', 'dump', '--kg', MINI, '--out', out], { env: OFFLINE });
    expect(dumped.stderr).toBe('');
    expect(dumped.stdout).toMatch(/^wrote \d+ triples to /);
    const [original, reloaded] = [await loadKnowledgeGraph(MINI), await loadKnowledgeGraph(out)];
    const byQid = (a: { qid: string }, b: { qid: string }) => a.qid.localeCompare(b.qid);
    const originals = (await original.listEntities!()).sort(byQid);
    expect(originals.length).toBeGreaterThan(3);
    expect((await reloaded.listEntities!()).sort(byQid)).toEqual(originals);
    for (const { qid } of originals) expect(await reloaded.oneHop(qid)).toEqual(await original.oneHop(qid));

    const again = await runMain(['kg', 'dump', '--kg', MINI, '--out', out], { env: OFFLINE });
    expect(again.status).toBe(2);
    expect(again.stderr).toBe(`citeqa: ${out}: exists; pass --force to replace it\n`);
  });

  it('refuses a SPARQL endpoint and a missing folder in one line', async () => {
    const remote = await runMain(['kg', 'dump', '--kg', 'http://127.0.0.1:9/sparql', '--out', join(tmpdir(), 'never.nt')], { env: OFFLINE });
    expect(remote.stderr).toBe('citeqa: http://127.0.0.1:9/sparql: a SPARQL endpoint is dumped by its own server; kg dump reads local sources\n');
    const missing = await runMain(['kg', 'dump', '--out', '/no/such/folder/x.nt'], { env: OFFLINE });
    expect(missing.stderr).toBe('citeqa: /no/such/folder/x.nt: its folder /no/such/folder does not exist\n');
  });
});
