import type { Command } from 'commander';
import { loadConfig, type CiteqaConfig } from '../config/config.js';

/** Loads the configuration named by the top-level `--config` option (or the defaults). */
export function configFrom(command: Command): CiteqaConfig {
  const root = command.parent ? rootOf(command) : command;
  const { config } = root.opts<{ config?: string }>();
  return loadConfig({ file: config });
}

function rootOf(command: Command): Command {
  let node = command;
  while (node.parent) node = node.parent;
  return node;
}
