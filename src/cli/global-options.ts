import type { Command } from 'commander';
import type { CiteqaConfig } from '../config/config.js';
import type { Progress } from '../core/progress.js';

/**
 * Loads the configuration named by the top-level `--config` option (or the defaults). The config module (and zod,
 * a third of start-up) is imported here, when a command runs, so that `citeqa --help` does not load it.
 */
export async function configFrom(command: Command): Promise<CiteqaConfig> {
  const root = command.parent ? rootOf(command) : command;
  const { config } = root.opts<{ config?: string }>();
  const { loadConfig } = await import('../config/config.js');
  return loadConfig({ file: config });
}

/**
 * Progress bars on stderr for long steps, unless stderr is not a terminal or the top-level `--quiet` is given
 * (cli-progress is imported here, when a command runs, not for `citeqa --help`).
 */
export async function progressFrom(command: Command): Promise<Progress> {
  const { quiet } = rootOf(command).opts<{ quiet?: boolean }>();
  const { terminalProgress } = await import('./terminal-progress.js');
  return terminalProgress({ quiet: quiet === true });
}

/**
 * Where answering commands (`run`, `sweep`, `reproduce`) draw their progress: stderr, or with `--quiet` stderr as if
 * it were no terminal — no bars, only the closing summary line a log gets.
 */
export function answeringProgressStream(command: Command): NodeJS.WriteStream {
  const { quiet } = rootOf(command).opts<{ quiet?: boolean }>();
  if (!quiet) return process.stderr;
  return new Proxy(process.stderr, { get: (target, key) => (key === 'isTTY' ? false : Reflect.get(target, key, target)) });
}

function rootOf(command: Command): Command {
  let node = command;
  while (node.parent) node = node.parent;
  return node;
}
