import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { BUNDLED_PASSAGES } from '../../corpora/index.js';
import { mauveText } from '../../eval/metrics/alce/mauve.js';
import { createOpenAIEmbedder } from '../../retrievers/dense/openai-embedder.js';
import { createUseLiteEmbedder } from '../../retrievers/dense/use-lite-embedder.js';
import { passageEmbeddingText } from '../../retrievers/dense/dense-index.js';
import { chunkDocuments, readDocumentsJsonl } from '../../retrievers/passages/chunk-documents.js';
import { openPassageIndex } from '../../retrievers/passages/passage-index.js';
import { PROJECT_ROOT, loadConfig } from '../../src/config/config.js';
import { startFakeOpenAIServer } from '../support/fake-openai-server.js';
import { runMain } from '../support/run-main.js';
import { measure, type Bench, type BenchFigure } from './bench-harness.js';
import { syntheticAsqaItems } from './synthetic-answers.js';

const LATENCY_MS = 20;
const CONCURRENCY = 8;
const BATCH = 64;
const QUERIES = 10_000;
/** The one-request-per-query loop is timed on fewer queries: at 20 ms each, 10,000 would take over 3 minutes. */
const OLD_QUERIES = 1_000;
/** ALCE items scored twice; `CITEQA_BENCH_EVAL_ITEMS=1000` for a larger run (the first eval then takes minutes). */
const EVAL_ITEMS = Number(process.env.CITEQA_BENCH_EVAL_ITEMS ?? 200);

const meets = (value: number, goal: number) => (value >= goal ? 'met' : 'NOT met');

/**
 * Embedding throughput against its goals (issue 16): USE-lite texts/s; an embeddings endpoint at a fixed 20 ms
 * latency with concurrency 8 (texts/s against the ideal of 8 × 64 texts per 20 ms, and requests in flight against the
 * limit); `citeqa search --queries` on 10,000 queries against the loop it replaced (one awaited retrieve per query);
 * and a second `citeqa eval` with MAUVE over the same file against the first (features then come from the disk cache).
 */
const bench: Bench = async () => {
  const figures: BenchFigure[] = [];

  // USE-lite on the bundled passages (the baseline: 185 passages in 10.8 s, 17 passages/s) and on
  // MAUVE-length texts (question + answer, 100 words).
  const useLite = createUseLiteEmbedder();
  const passages = chunkDocuments(await readDocumentsJsonl(BUNDLED_PASSAGES));
  const passageTexts = passages.map(passageEmbeddingText);
  const useFigure = await measure('USE-lite: embed the bundled passages', 'texts', passageTexts.length, () => useLite.embed(passageTexts), {
    warmup: () => useLite.embed(['warm-up']),
  });
  useFigure.note = `goal ≥ 17 texts/s (the issue's baseline, on a quiet machine): ${meets(useFigure.count / useFigure.seconds, 17)}`;
  figures.push(useFigure);
  const mauveTexts = syntheticAsqaItems(128, 77).map((item) => mauveText(item.question, item.output));
  figures.push(await measure('USE-lite: embed MAUVE-length texts (~100 words)', 'texts', mauveTexts.length, () => useLite.embed(mauveTexts), { note: 'no goal; the cost grows with text length' }));

  const server = await startFakeOpenAIServer({ embeddingDimensions: 64, latencyMs: LATENCY_MS });
  const work = await mkdtemp(join(tmpdir(), 'citeqa-embed-bench-'));
  try {
    // The endpoint alone: one call of 10,240 distinct texts, first with no latency (what this machine's CPU allows
    // the client and the fake server together), then at 20 ms, where batching and concurrency must hide the wait.
    const ideal = (CONCURRENCY * BATCH) / (LATENCY_MS / 1000);
    const texts = Array.from({ length: 160 * BATCH }, (_, index) => `text number ${index} about topic ${index % 101}`);
    const endpointRun = async (latencyMs: number) => {
      server.reset();
      server.embeddings.latencyMs = latencyMs;
      const endpoint = await createOpenAIEmbedder({ baseURL: server.baseURL, model: 'bench', dimension: 64, batchSize: BATCH, concurrency: CONCURRENCY });
      return measure(`endpoint at ${latencyMs} ms latency: embed ${texts.length.toLocaleString('en-US')} texts`, 'texts', texts.length, () => endpoint.embed(texts));
    };
    const ceiling = await endpointRun(0);
    ceiling.note = 'the CPU ceiling here: client and fake server share this process';
    figures.push(ceiling);
    const endpointFigure = await endpointRun(LATENCY_MS);
    const hidden = endpointFigure.seconds > 0 ? ceiling.seconds / endpointFigure.seconds : 0;
    endpointFigure.note =
      `${(100 * hidden).toFixed(0)}% of the 0 ms rate (goal ≥ 80%, latency hidden: ${meets(hidden, 0.8)}); ` +
      `${(100 * (endpointFigure.count / endpointFigure.seconds / ideal)).toFixed(0)}% of the latency-bound ideal ${ideal.toLocaleString('en-US')} texts/s; in flight ${server.embeddings.maxInFlight}/${CONCURRENCY}`;
    figures.push(endpointFigure);
    server.embeddings.latencyMs = LATENCY_MS;

    // An index over 2,000 documents, then 10,000 queries through `citeqa search --queries`.
    const docs = join(work, 'docs.jsonl');
    await writeFile(docs, Array.from({ length: 2_000 }, (_, i) => JSON.stringify({ id: `d${i}`, title: `Topic ${i}`, text: `passage ${i} about subject ${i % 97} and term${i}` })).join('\n'));
    const questions = Array.from({ length: QUERIES }, (_, i) => ({ id: `q${i}`, question: `what about subject ${i % 97} and term${i}` }));
    await writeFile(join(work, 'queries.jsonl'), questions.map((line) => JSON.stringify(line)).join('\n'));
    const env = (cache: string) => ({ CITEQA_EMBEDDINGS_BASE_URL: server.baseURL, CITEQA_EMBEDDINGS_MODEL: 'bench', CITEQA_CACHE_DIR: join(work, cache), CITEQA_CONCURRENCY: String(CONCURRENCY) });
    server.reset();
    server.embeddings.latencyMs = LATENCY_MS;
    const indexFigure = await measure('citeqa index --embedder openai (2,000 passages)', 'passages', 2_000, async () => {
      const built = await runMain(['index', docs, '--out', join(work, 'idx'), '--embedder', 'openai'], { env: env('index-cache') });
      if (built.status !== 0) throw new Error(`index failed: ${built.stderr}`);
    });
    indexFigure.note = `in flight ${server.embeddings.maxInFlight}/${CONCURRENCY} (goal: the limit, ${meets(server.embeddings.maxInFlight, CONCURRENCY)})`;
    figures.push(indexFigure);

    // The loop `search --queries` ran before: one awaited retrieve per query, a request each.
    server.reset();
    const index = await openPassageIndex(join(work, 'idx'), { config: loadConfig({ env: env('old-cache'), cwd: PROJECT_ROOT }) });
    const old = await measure(`search: one awaited retrieve per query (the old loop), ${OLD_QUERIES.toLocaleString('en-US')} queries`, 'queries', OLD_QUERIES, async () => {
      for (const { question } of questions.slice(0, OLD_QUERIES)) await index.retrieve(question, 5);
    });
    old.note = `${server.requestsTo('/embeddings').length} requests, in flight ${server.embeddings.maxInFlight}/${CONCURRENCY}`;
    figures.push(old);

    server.reset();
    const started = performance.now();
    const searched = await runMain(['search', '--queries', join(work, 'queries.jsonl'), '--index', join(work, 'idx')], { env: env('new-cache') });
    const seconds = (performance.now() - started) / 1000;
    if (searched.status !== 0) throw new Error(`search failed: ${searched.stderr}`);
    const speedUp = QUERIES / seconds / (old.count / old.seconds);
    figures.push({
      name: `citeqa search --queries, ${QUERIES.toLocaleString('en-US')} queries`,
      count: QUERIES,
      unit: 'queries',
      seconds,
      note:
        `${speedUp.toFixed(1)}× the old loop (goal ≥ 10×: ${meets(speedUp, 10)}); ${server.requestsTo('/embeddings').length} requests, ` +
        `in flight ${server.embeddings.maxInFlight}/${CONCURRENCY} (goal: the limit, ${meets(server.embeddings.maxInFlight, CONCURRENCY)})`,
    });

    // A first and a second `citeqa eval` with MAUVE on USE-lite, each its own process (nothing shared in memory).
    const evalFile = join(work, 'alce.json');
    await writeFile(evalFile, JSON.stringify({ data: syntheticAsqaItems(EVAL_ITEMS, 31) }));
    const runEvalProcess = async () => {
      const started = performance.now();
      await promisify(execFile)(process.execPath, [join(PROJECT_ROOT, 'src/cli/bin.js'), 'eval', evalFile, '--suite', 'alce', '--json'], {
        env: { ...process.env, CITEQA_CACHE_DIR: join(work, 'eval-cache') },
        maxBuffer: 64 * 1024 * 1024,
      });
      return (performance.now() - started) / 1000;
    };
    const first = await runEvalProcess();
    const second = await runEvalProcess();
    figures.push({ name: `citeqa eval with MAUVE (USE-lite), ${EVAL_ITEMS} ALCE items, first run`, count: EVAL_ITEMS, unit: 'items', seconds: first, note: `${2 * EVAL_ITEMS} texts embedded, process start included` });
    figures.push({
      name: 'the same eval again (MAUVE features from the disk cache)',
      count: EVAL_ITEMS,
      unit: 'items',
      seconds: second,
      note: `${(first / second).toFixed(1)}× the first (goal ≥ 10×: ${meets(first / second, 10)})`,
    });
  } finally {
    await server.close();
    await rm(work, { recursive: true, force: true });
  }
  return figures;
};

export default bench;
