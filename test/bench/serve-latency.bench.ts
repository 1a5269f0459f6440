import { performance } from 'node:perf_hooks';
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../src/config/config.js';
import { answer } from '../../src/pipeline/answer.js';
import { createServeApp } from '../../src/server/serve-app.js';
import type { Bench, BenchFigure } from './bench-harness.js';

const QUESTION = 'Who was the father of Marie Curie, and what was her favourite food?';
const ASKS = 20;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Ask latency, warm, median of 20: through `citeqa serve` over HTTP on 127.0.0.1, beside the pipeline call the CLI
 * makes in-process (`citeqa ask` also pays Node's start-up and module loading, which a warm server does not).
 */
const bench: Bench = async () => {
  const config = loadConfig();
  const request = { kg: { sources: [] }, passages: {} };
  const direct: number[] = [];
  await answer(QUESTION, 'both', request, config);
  for (let i = 0; i < ASKS; i++) {
    const start = performance.now();
    await answer(QUESTION, 'both', request, config);
    direct.push(performance.now() - start);
  }
  const app = createServeApp({ config });
  const server: ServerType = await new Promise((done) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => done(started));
  });
  const { port } = server.address() as AddressInfo;
  const ask = () => fetch(`http://127.0.0.1:${port}/api/ask`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ question: QUESTION, source: 'both' }) }).then((response) => response.json());
  await ask();
  const served: number[] = [];
  for (let i = 0; i < ASKS; i++) {
    const start = performance.now();
    await ask();
    served.push(performance.now() - start);
  }
  server.close();
  const figures: BenchFigure[] = [
    { name: 'ask, pipeline in-process (what citeqa ask runs), warm median', count: 1, unit: 'asks', seconds: median(direct) / 1000, note: `median of ${ASKS}, --source both, bundled corpus` },
    { name: 'ask through citeqa serve over HTTP, warm median', count: 1, unit: 'asks', seconds: median(served) / 1000, note: `median of ${ASKS}; includes finding the supporting sentence of each passage citation` },
  ];
  return figures;
};

export default bench;
