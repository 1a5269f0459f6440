import type { Command } from 'commander';
import { registerCaqaBuildCommand } from './caqa-build-command.js';
import { registerCaqaEvaluateCommand } from './caqa-evaluate-command.js';
import { registerCaqaTrainCommand } from './caqa-train-command.js';

/** `citeqa caqa …`: CAQA's attribution benchmark built from a KG, and the evaluators measured on it. */
export function registerCaqaCommand(program: Command): void {
  const caqa = program.command('caqa').description('CAQA: build attribution benchmarks from a knowledge graph and measure attribution evaluators on them');
  registerCaqaBuildCommand(caqa);
  registerCaqaEvaluateCommand(caqa);
  registerCaqaTrainCommand(caqa);
}
