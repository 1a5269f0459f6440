import { fork, type ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PROJECT_ROOT } from '../../src/config/config.js';
import { runMain } from '../support/run-main.js';
import type { Bench, BenchFigure } from './bench-harness.js';

const here = dirname(fileURLToPath(import.meta.url));
const DELAY_MS = 50;
/** Items of a run: enough that the window is mostly steady state, not the first calls' warm-up. */
const ITEMS = 1200;
/** Items of each sweep setting (SNIPPET makes six calls per item). */
const SWEEP_ITEMS = 400;
const GOAL = 0.95;

interface EndpointStats {
  calls: number;
  windowMs: number;
  maxInFlight: number;
  delayMs: number;
  /** Sum over calls of the time from arrival to reply, as the endpoint measured it. */
  heldMs: number;
}

function startEndpoint(): Promise<{ child: ChildProcess; baseURL: string }> {
  const child = fork(join(here, 'fake-endpoint-process.ts'), [], { execArgv: ['--import', 'tsx'], env: { ...process.env, FAKE_DELAY_MS: String(DELAY_MS) } });
  return new Promise((resolve) => child.once('message', (message: { baseURL: string }) => resolve({ child, baseURL: message.baseURL })));
}

function ask(child: ChildProcess, what: 'stats' | 'reset'): Promise<EndpointStats | undefined> {
  if (what === 'reset') {
    child.send('reset');
    return Promise.resolve(undefined);
  }
  return new Promise((resolve) => {
    child.once('message', (message: EndpointStats) => resolve(message));
    child.send('stats');
  });
}

/** ALCE-format items, each with five 100-word passages from the bundled corpus: answering needs no retrieval. */
function syntheticAlceFile(dir: string, items: number): string {
  const passages = readFileSync(join(PROJECT_ROOT, 'corpora/biographies/passages.jsonl'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as { title: string; text: string });
  const data = Array.from({ length: items }, (_, i) => ({
    id: `bench-${i}`,
    question: `Which facts does passage set ${i} give about ${passages[i % passages.length]!.title}?`,
    answer: passages[i % passages.length]!.title,
    docs: Array.from({ length: 5 }, (_, j) => passages[(i + j) % passages.length]!),
  }));
  const file = join(dir, `bench-alce-${items}.json`);
  writeFileSync(file, JSON.stringify({ data }));
  return file;
}

/**
 * The ceiling this machine allows: a client that does nothing but send a chat request of a run's size and wait for
 * the reply, over keep-alive connections, `concurrency` at a time. What it loses to the ideal is the endpoint's and
 * the loopback's, not CiteQA's.
 */
async function bareClient(baseURL: string, concurrency: number, calls: number, body: string): Promise<void> {
  const agent = new Agent({ keepAlive: true });
  const one = () =>
    new Promise<void>((resolve, reject) => {
      const call = request(`${baseURL}/chat/completions`, { method: 'POST', agent, headers: { 'content-type': 'application/json' } }, (reply) => {
        reply.resume();
        reply.once('end', resolve);
      });
      call.once('error', reject);
      call.end(body);
    });
  let left = calls;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (left-- > 0) await one();
  }));
  agent.destroy();
}

/**
 * How busy CiteQA keeps a model endpoint: the endpoint (its own process) answers every call after a fixed 50 ms,
 * so with c calls in flight the ideal is c / 50 ms. The figure is calls per second over the window from the
 * endpoint's first call to its last reply, and the note gives its share of the ideal beside the goal, with what
 * bears on it from outside CiteQA: how long the endpoint really held a call (its timer fires late on a busy machine)
 * and the machine's load average while the figure was taken (the endpoint and CiteQA share its cores with whatever
 * else runs).
 */
const bench: Bench = async () => {
  const dir = mkdtempSync(join(tmpdir(), 'citeqa-run-bench-'));
  const data = syntheticAlceFile(dir, ITEMS);
  const sweepData = syntheticAlceFile(dir, SWEEP_ITEMS);
  const { child, baseURL } = await startEndpoint();
  const env = { CITEQA_LLM_BASE_URL: baseURL, CITEQA_LLM_MODEL: 'bench-model', OPENAI_API_KEY: 'bench', CITEQA_CACHE_DIR: join(dir, 'cache') };
  const figures: BenchFigure[] = [];
  const measureWith = async (name: string, concurrency: number, args: string[] | 'bare', note: string) => {
    await ask(child, 'reset');
    if (args === 'bare') {
      const prompt = readFileSync(data, 'utf8').slice(0, 4000);
      await bareClient(baseURL, concurrency, ITEMS, JSON.stringify({ model: 'bench-model', messages: [{ role: 'user', content: prompt }] }));
    } else {
      const result = await runMain(args, { env: { ...env, CITEQA_CONCURRENCY: String(concurrency), CITEQA_CACHE_DIR: join(dir, `cache-${figures.length}`) } });
      if (result.status !== 0) throw new Error(`${name}: ${result.stderr.trim()}`);
    }
    const stats = (await ask(child, 'stats'))!;
    const ideal = concurrency / (stats.delayMs / 1000);
    const rate = stats.calls / (stats.windowMs / 1000);
    const load = loadavg()[0]!;
    figures.push({
      name,
      count: stats.calls,
      unit: 'calls',
      seconds: stats.windowMs / 1000,
      note:
        `${(rate / ideal * 100).toFixed(1)}% of the ideal ${ideal} calls/s${args === 'bare' ? '' : ` (goal ≥ ${GOAL * 100}%)`}; most in flight ${stats.maxInFlight}/${concurrency}; ` +
        `the endpoint held a call ${(stats.heldMs / stats.calls).toFixed(1)} ms on average; 1-min load average ${load.toFixed(1)}; ${note}`,
    });
  };
  try {
    await measureWith('bare HTTP client, concurrency 16 (the ceiling)', 16, 'bare', `${ITEMS} chat requests of a run's size, nothing else done: what the endpoint and loopback leave on this machine`);
    for (const concurrency of [4, 16]) {
      await measureWith(`run, concurrency ${concurrency}`, concurrency, ['run', '--data', data, '--strategy', 'vanilla', '--out', join(dir, `run-${concurrency}`)], `${ITEMS} ALCE items, VANILLA, ${DELAY_MS} ms per call`);
    }
    await measureWith('sweep of 3 strategies, concurrency 16', 16, ['sweep', 'strategies', '--strategies', 'vanilla,closedbook,snippet', '--data', sweepData, '--out', join(dir, 'sweep')], `${SWEEP_ITEMS} items × 3 settings; the window spans every setting (scoring waits until all have answered)`);
  } finally {
    child.kill();
  }
  return figures;
};

export default bench;
