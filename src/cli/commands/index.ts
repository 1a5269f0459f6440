import type { Command } from 'commander';
import { registerAgreementCommand } from './agreement-command.js';
import { registerConfigCommand } from './config-command.js';
import { registerEvalCommand } from './eval-command.js';
import { registerReportCommand } from './report-command.js';
import { registerReproduceCommand } from './reproduce-command.js';
import { registerRunCommand } from './run-command.js';
import { registerSweepCommand } from './sweep-command.js';
import { registerIndexCommand } from './index-command.js';
import { registerSearchCommand } from './search-command.js';
import { registerGenerateCommand } from './generate-command.js';
import { registerRetrieveCommand } from './retrieve-command.js';
import { registerAskCommand } from './ask-command.js';
import { registerCaqaCommand } from './caqa-command.js';
import { registerClaimsCommand } from './claims-command.js';
import { registerServeCommand } from './serve-command.js';
import { registerKgCommand } from './kg-command.js';

/** One registrar per command file; `citeqa --help` lists exactly these. */
export const commands: ((program: Command) => void)[] = [registerAgreementCommand, registerConfigCommand, registerEvalCommand, registerIndexCommand, registerSearchCommand, registerGenerateCommand, registerRetrieveCommand, registerAskCommand, registerRunCommand, registerSweepCommand, registerReportCommand, registerReproduceCommand, registerCaqaCommand, registerClaimsCommand, registerServeCommand, registerKgCommand];
