import type { Command } from 'commander';
import type { CiteqaConfig } from '../config/config.js';

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

function rootOf(command: Command): Command {
  let node = command;
  while (node.parent) node = node.parent;
  return node;
}
