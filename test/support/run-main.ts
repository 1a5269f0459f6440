import { PROJECT_ROOT } from '../../src/config/config.js';
import { main } from '../../src/cli/main.js';
import type { CliResult } from './run-cli.js';

type Write = typeof process.stdout.write;

function capture(stream: NodeJS.WriteStream, sink: string[]): () => void {
  const original = stream.write;
  stream.write = ((chunk: string | Uint8Array, encoding?: unknown, callback?: unknown) => {
    sink.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    const done = typeof encoding === 'function' ? encoding : callback;
    if (typeof done === 'function') done();
    return true;
  }) as Write;
  return () => {
    stream.write = original;
  };
}

let running = false;

/**
 * Runs `citeqa <args>` in this process through `main(argv)`, with stdout and stderr captured and the environment
 * and working directory set for the call only — as a user's shell would run it, without paying for a new Node
 * process and TypeScript transpiling on every call. Calls must not overlap: the streams and the environment are
 * the process's own.
 */
export async function runMain(args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): Promise<CliResult> {
  if (running) throw new Error('runMain calls must not overlap');
  running = true;
  const stdout: string[] = [];
  const stderr: string[] = [];
  const savedEnv = { ...process.env };
  const savedCwd = process.cwd();
  for (const [key, value] of Object.entries(options.env ?? {})) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  process.chdir(options.cwd ?? PROJECT_ROOT);
  const restoreOut = capture(process.stdout, stdout);
  const restoreErr = capture(process.stderr, stderr);
  try {
    const status = await main([process.execPath, 'citeqa', ...args]);
    return { status, stdout: stdout.join(''), stderr: stderr.join('') };
  } finally {
    restoreOut();
    restoreErr();
    process.chdir(savedCwd);
    for (const key of Object.keys(process.env)) if (!(key in savedEnv)) delete process.env[key];
    Object.assign(process.env, savedEnv);
    running = false;
  }
}
