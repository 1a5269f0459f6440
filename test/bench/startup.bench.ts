import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import buildCompiledIfStale from '../support/build-compiled.js';
import { PROJECT_ROOT } from '../../src/core/project-root.js';
import type { Bench, BenchFigure } from './bench-harness.js';

const ROUNDS = 21;
/** Issue 16: `citeqa --help` starts within 3× of a bare `node -e 0`. */
const GOAL_RATIO = 3;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

// What bin.js runs when dist/ is stale: the TypeScript sources through tsx (before issue 16, every start did this).
const FROM_SOURCES = `import { register } from 'tsx/esm/api'; register();
const { main } = await import(${JSON.stringify(join(PROJECT_ROOT, 'src/cli/main.ts'))});
process.exitCode = await main(['node', 'citeqa', ...process.argv.slice(1)]);`;

const STARTS: { name: string; args: string[] }[] = [
  { name: 'node -e 0 (a bare Node start)', args: ['-e', '0'] },
  { name: 'citeqa --help (src/cli/bin.js, compiled dist/)', args: [join(PROJECT_ROOT, 'src/cli/bin.js'), '--help'] },
  { name: 'citeqa --help from the TypeScript sources (tsx)', args: ['--input-type=module', '-e', FROM_SOURCES, '--', '--help'] },
];

function timeStart(args: string[]): number {
  const start = performance.now();
  const result = spawnSync(process.execPath, args, { cwd: PROJECT_ROOT, encoding: 'utf8' });
  const ms = performance.now() - start;
  if (result.status !== 0) throw new Error(`node ${args.slice(0, 2).join(' ')} exited ${result.status}: ${result.stderr.trim()}`);
  return ms;
}

/**
 * Start-up time of the CLI against a bare Node start, all measured in one run: the starts are interleaved round by
 * round so that load from other processes falls on each alike, and the median of each is kept.
 */
const bench: Bench = async () => {
  buildCompiledIfStale();
  const times = STARTS.map(() => [] as number[]);
  for (let round = 0; round <= ROUNDS; round++) {
    STARTS.forEach((start, i) => {
      const ms = timeStart(start.args);
      if (round > 0) times[i]!.push(ms); // round 0 warms the file cache
    });
  }
  const [node, compiled, sources] = times.map(median) as [number, number, number];
  const figures: BenchFigure[] = [
    { name: STARTS[0]!.name, count: 1, unit: 'starts', seconds: node / 1000, note: `median of ${ROUNDS} interleaved starts` },
    { name: STARTS[1]!.name, count: 1, unit: 'starts', seconds: compiled / 1000, note: `${(compiled / node).toFixed(2)}× node -e 0 (goal ≤ ${GOAL_RATIO}×)` },
    { name: STARTS[2]!.name, count: 1, unit: 'starts', seconds: sources / 1000, note: `${(sources / node).toFixed(2)}× node -e 0; what runs while dist/ is stale` },
  ];
  return figures;
};

export default bench;
