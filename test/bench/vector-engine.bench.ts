import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Bench, BenchFigure } from './bench-harness.js';

/**
 * HNSW (hnswlib, in memory) beside LanceDB (IVF-PQ on disk) on the same synthetic vectors: build vectors/s and
 * peak RSS of the build's own process, recall@10 against exact search, and p50/p99 latency of top-10 queries,
 * each with the acceptance goal beside it. The vectors are 512-d noisy mixtures of real USE-lite embeddings and,
 * as the worst case, i.i.d. Gaussian (test/bench/synthetic-vectors.ts).
 *
 * Size and engines from the environment: CITEQA_BENCH_VECTORS (default 100000), CITEQA_BENCH_ENGINES
 * (hnsw,lancedb), CITEQA_BENCH_DISTRIBUTIONS (mixture,gaussian), CITEQA_BENCH_QUERIES (200). The README's 1M
 * figures come from this bench with CITEQA_BENCH_VECTORS=1000000 CITEQA_BENCH_ENGINES=lancedb.
 */
const GOAL = { peakGiB: 4, recall: 0.9, p50Ms: 20 };
const WORKER = fileURLToPath(new URL('./vector-engine-worker.ts', import.meta.url));
const GIB = 1024 ** 3;

interface WorkerFigures {
  seconds: number;
  maxRssBytes: number;
  appendSeconds?: number;
  indexSeconds?: number;
  index?: object | null;
  setting?: object;
  recall?: number;
  p50Ms?: number;
  p99Ms?: number;
  queries?: number;
}

/** Runs one worker step in its own Node process (so its peak RSS is its own) and returns its JSON line. */
export function runWorker(args: string[]): Promise<WorkerFigures> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', WORKER, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      const line = stdout.trim().split('\n').at(-1);
      if (code !== 0 || !line) reject(new Error(`vector-engine-worker ${args.join(' ')} exited ${code}: ${stderr.trim().split('\n').slice(-3).join(' | ')}`));
      else resolve(JSON.parse(line) as WorkerFigures);
    });
  });
}

const list = (name: string, fallback: string) => (process.env[name] ?? fallback).split(',').map((item) => item.trim()).filter(Boolean);
const gib = (bytes: number) => `${(bytes / GIB).toFixed(2)} GiB`;
const mark = (ok: boolean) => (ok ? 'meets' : 'MISSES');

const bench: Bench = async () => {
  const count = Number(process.env.CITEQA_BENCH_VECTORS ?? 100_000);
  const queries = process.env.CITEQA_BENCH_QUERIES ?? '200';
  const engines = list('CITEQA_BENCH_ENGINES', 'hnsw,lancedb');
  const distributions = list('CITEQA_BENCH_DISTRIBUTIONS', 'mixture,gaussian');
  const size = `${count.toLocaleString('en-US')} × 512-d`;
  const figures: BenchFigure[] = [];
  const root = mkdtempSync(join(tmpdir(), 'citeqa-vector-bench-'));
  try {
    for (const distribution of distributions) {
      const truth = join(root, `truth-${distribution}.json`);
      await runWorker(['truth', '--distribution', distribution, '--count', String(count), '--queries', queries, '--out', truth]);
      for (const engine of engines) {
        const dir = join(root, `${engine}-${distribution}`);
        const built = await runWorker(['build', '--engine', engine, '--distribution', distribution, '--count', String(count), '--dir', dir]);
        const phases = built.indexSeconds === undefined ? '' : `; append ${built.appendSeconds!.toFixed(0)} s + IVF-PQ ${built.indexSeconds.toFixed(0)} s ${JSON.stringify(built.index)}`;
        figures.push({
          name: `${engine} build, ${distribution} ${size}`,
          count,
          unit: 'vectors',
          seconds: built.seconds,
          note: `peak RSS ${gib(built.maxRssBytes)} (goal < ${GOAL.peakGiB} GiB at 1M: ${mark(built.maxRssBytes < GOAL.peakGiB * GIB)})${phases}`,
        });
        const searched = await runWorker(['query', '--engine', engine, '--dir', dir, '--truth', truth]);
        const recallOk = searched.recall! >= GOAL.recall;
        const latencyOk = searched.p50Ms! < GOAL.p50Ms;
        figures.push({
          name: `${engine} top-10 query, ${distribution} ${size}`,
          count: searched.queries!,
          unit: 'queries',
          seconds: searched.seconds,
          note:
            `recall@10 vs exact ${searched.recall!.toFixed(3)} (goal ≥ ${GOAL.recall}: ${mark(recallOk)}), ` +
            `p50 ${searched.p50Ms!.toFixed(1)} ms (goal < ${GOAL.p50Ms} ms: ${mark(latencyOk)}), p99 ${searched.p99Ms!.toFixed(1)} ms, ` +
            `query peak RSS ${gib(searched.maxRssBytes)}, ${JSON.stringify(searched.setting)}`,
        });
        rmSync(dir, { recursive: true, force: true });
      }
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
  return figures;
};

export default bench;
