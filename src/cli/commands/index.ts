import type { Command } from 'commander';
import { registerConfigCommand } from './config-command.js';

/** One registrar per command file; `citeqa --help` lists exactly these. */
export const commands: ((program: Command) => void)[] = [registerConfigCommand];
