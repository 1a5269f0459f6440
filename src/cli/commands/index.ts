import type { Command } from 'commander';
import { registerConfigCommand } from './config-command.js';
import { registerIndexCommand } from './index-command.js';
import { registerSearchCommand } from './search-command.js';

/** One registrar per command file; `citeqa --help` lists exactly these. */
export const commands: ((program: Command) => void)[] = [registerConfigCommand, registerIndexCommand, registerSearchCommand];
