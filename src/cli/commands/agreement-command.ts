import type { Command } from 'commander';
import { choices } from '../registry-choices.js';
import { judgeRegistry } from '../../judges/judge-registry.js';
import { configFrom } from '../global-options.js';

interface AgreementOptions {
  judge: string;
  json?: boolean;
}

export function registerAgreementCommand(program: Command): void {
  program
    .command('agreement')
    .description("compare a judge's citation recall/precision decisions with ALCE's human labels (and the file's TRUE-11B scores)")
    .argument('<file>', "ALCE human citation-evaluation JSON ({dataset: {run: {qid: {sentences, automatic_*}}}})")
    .option('--judge <name>', `entailment judge: ${choices(judgeRegistry, '<trained judge>.json')}`, 'lexical')
    .option('--json', 'print one JSON object {n_sentences, n_citations, judge, stored, runs}')
    .action(async (file: string, options: AgreementOptions, command: Command) => {
      const config = await configFrom(command);
      const [{ judgeFromConfig }, { computeAgreement, agreementJson }, { formatAgreement }] = await Promise.all([
        import('../../pipeline/dependencies.js'),
        import('../../../eval/judges/agreement/compute-agreement.js'),
        import('../../../eval/judges/agreement/format-agreement.js'),
      ]);
      const judge = await judgeFromConfig(options.judge, config);
      const report = await computeAgreement(file, judge);
      process.stdout.write(options.json ? `${JSON.stringify(agreementJson(report))}\n` : formatAgreement(file, report));
    });
}
