import type { Command } from 'commander';
import { registerAgreementCommand } from './agreement-command.js';
import { registerConfigCommand } from './config-command.js';
import { registerReportCommand } from './report-command.js';
import { registerReproduceCommand } from './reproduce-command.js';
import { registerRunCommand } from './run-command.js';
import { registerSweepCommand } from './sweep-command.js';
import { registerIndexCommand } from './index-command.js';
import { registerSearchCommand } from './search-command.js';
import { registerRetrieveCommand } from './retrieve-command.js';

/** One registrar per command file; `citeqa --help` lists exactly these. */
export const commands: ((program: Command) => void)[] = [registerAgreementCommand, registerConfigCommand, registerIndexCommand, registerSearchCommand, registerRetrieveCommand, registerRunCommand, registerSweepCommand, registerReportCommand, registerReproduceCommand];
