import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../src/config/config.js';

export interface CliResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

const BIN = join(PROJECT_ROOT, 'src/cli/bin.js');

/** Runs the real `citeqa` executable in a child process, as a user would. */
export function runCli(args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv; input?: string; nodeOptions?: string[] } = {}): CliResult {
  const result = spawnSync(process.execPath, [...(options.nodeOptions ?? []), BIN, ...args], {
    cwd: options.cwd ?? PROJECT_ROOT,
    env: { ...process.env, ...options.env },
    input: options.input,
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
