import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import hnswlib from 'hnswlib-node';
import { DEFAULT_HNSW } from '../../retrievers/dense/dense-index.js';
import {
  defaultIvfSearch,
  openVectorTableSearcher,
  openVectorTableWriter,
  type IvfPqParameters,
} from '../../retrievers/dense/lance/lance-vector-table.js';
import { exactTopKStreaming, SyntheticVectors, type SyntheticDistribution } from './synthetic-vectors.js';

/**
 * One step of the vector-engine bench in its own process, so its peak RSS is its own:
 *   build  --engine hnsw|lancedb --distribution mixture|gaussian --count N --dir D
 *   truth  --distribution … --count N --queries Q --out truth.json
 *   query  --engine … --dir D --truth truth.json
 * Prints one JSON line with the figures. A LanceDB build resumes from the rows already in D.
 */
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    engine: { type: 'string', default: 'lancedb' },
    distribution: { type: 'string', default: 'mixture' },
    count: { type: 'string', default: '100000' },
    queries: { type: 'string', default: '200' },
    batch: { type: 'string', default: '10000' },
    dir: { type: 'string' },
    out: { type: 'string' },
    truth: { type: 'string' },
    'stop-after-batches': { type: 'string' },
  },
});
const mode = positionals[0];
const count = Number(values.count);
const distribution = values.distribution as SyntheticDistribution;
const maxRss = () => process.resourceUsage().maxRSS * 1024;
const emit = (figures: object) => process.stdout.write(`${JSON.stringify({ ...figures, maxRssBytes: maxRss() })}\n`);

async function build(): Promise<void> {
  const dir = values.dir!;
  mkdirSync(dir, { recursive: true });
  const vectors = await SyntheticVectors.create(distribution);
  const batch = Number(values.batch);
  const started = performance.now();
  if (values.engine === 'hnsw') {
    const graph = new hnswlib.HierarchicalNSW('cosine', vectors.dimension);
    graph.initIndex({ maxElements: count, m: DEFAULT_HNSW.m, efConstruction: DEFAULT_HNSW.efConstruction, randomSeed: DEFAULT_HNSW.randomSeed });
    for (let start = 0; start < count; start += batch) {
      const size = Math.min(batch, count - start);
      const flat = vectors.batch(start, size);
      for (let i = 0; i < size; i += 1) graph.addPoint(Array.from(flat.subarray(i * vectors.dimension, (i + 1) * vectors.dimension)), start + i);
    }
    graph.writeIndexSync(join(dir, 'hnsw.bin'));
    emit({ engine: 'hnsw', count, seconds: (performance.now() - started) / 1000, built: count });
    return;
  }
  const writer = await openVectorTableWriter(dir, vectors.dimension);
  const resumedFrom = writer.rows;
  let batches = 0;
  for (let start = writer.rows; start < count; start += batch) {
    const size = Math.min(batch, count - start);
    const flat = vectors.batch(start, size);
    await writer.append(
      Array.from({ length: size }, (_, i) => ({ id: String(start + i), title: '', text: '', vector: flat.subarray(i * vectors.dimension, (i + 1) * vectors.dimension) })),
    );
    batches += 1;
    if (values['stop-after-batches'] && batches >= Number(values['stop-after-batches'])) {
      emit({ engine: 'lancedb', count, stoppedAt: writer.rows, seconds: (performance.now() - started) / 1000 });
      return;
    }
  }
  const appended = performance.now();
  const index: IvfPqParameters | null = (await writer.hasIndex()) ? JSON.parse(readFileSync(join(dir, 'bench-index.json'), 'utf8')) : await writer.buildIndex();
  writeFileSync(join(dir, 'bench-index.json'), JSON.stringify(index));
  const done = performance.now();
  emit({
    engine: 'lancedb',
    count,
    resumedFrom,
    built: count - resumedFrom,
    seconds: (done - started) / 1000,
    appendSeconds: (appended - started) / 1000,
    indexSeconds: (done - appended) / 1000,
    index,
  });
}

async function truth(): Promise<void> {
  const vectors = await SyntheticVectors.create(distribution);
  const queries = vectors.queries(Number(values.queries));
  const started = performance.now();
  const ids = exactTopKStreaming(vectors, count, queries, 10);
  writeFileSync(values.out!, JSON.stringify({ distribution, count, ids }));
  emit({ seconds: (performance.now() - started) / 1000 });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

async function query(): Promise<void> {
  const dir = values.dir!;
  const expected = JSON.parse(readFileSync(values.truth!, 'utf8')) as { distribution: SyntheticDistribution; count: number; ids: number[][] };
  const vectors = await SyntheticVectors.create(expected.distribution);
  const queries = vectors.queries(expected.ids.length);
  let search: (vector: Float32Array) => Promise<number[]>;
  let setting: object;
  if (values.engine === 'hnsw') {
    const graph = new hnswlib.HierarchicalNSW('cosine', vectors.dimension);
    graph.readIndexSync(join(dir, 'hnsw.bin'));
    graph.setEf(DEFAULT_HNSW.efSearch);
    setting = { efSearch: DEFAULT_HNSW.efSearch };
    search = async (vector) => graph.searchKnn(Array.from(vector), 10).neighbors;
  } else {
    const index = JSON.parse(readFileSync(join(dir, 'bench-index.json'), 'utf8')) as IvfPqParameters | null;
    const parameters = index ? defaultIvfSearch(index) : null;
    setting = parameters ?? { exact: true };
    const searcher = await openVectorTableSearcher(dir, parameters);
    search = async (vector) => (await searcher.searchVector(vector, 10)).map((hit) => Number(hit.id));
  }
  // Warm-up: the first queries page the index in; steady-state latency is what a server sees.
  for (const vector of queries.slice(0, 10)) await search(vector);
  const latencies: number[] = [];
  const found: number[][] = [];
  for (const vector of queries) {
    const started = performance.now();
    found.push(await search(vector));
    latencies.push(performance.now() - started);
  }
  const { recallAtK } = await import('./synthetic-vectors.js');
  latencies.sort((a, b) => a - b);
  emit({ engine: values.engine, setting, seconds: latencies.reduce((sum, ms) => sum + ms, 0) / 1000, recall: recallAtK(found, expected.ids), p50Ms: percentile(latencies, 0.5), p99Ms: percentile(latencies, 0.99), queries: queries.length });
}

if (mode === 'build') await build();
else if (mode === 'truth') await truth();
else if (mode === 'query') await query();
else {
  process.stderr.write('usage: vector-engine-worker.ts build|truth|query …\n');
  process.exitCode = 2;
}
