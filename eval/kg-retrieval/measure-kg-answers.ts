/**
 * Answers the bundled corpus's kg and none questions through the KG pipeline exactly as
 * `citeqa ask "<q>" --source kg` does (bundled KG, extractive-kg, USE-lite embedder) and scores them:
 *   npx tsx eval/kg-retrieval/measure-kg-answers.ts [questions.jsonl] [--kg <source>]… [--split tune|test] [--details] [--show-test]
 * `--split` keeps the questions of one half of the bundled questions (their `split` field); README figures use `test`.
 * The test half's questions and answers are not printed, only counted, unless `--show-test`: rules are tuned on the
 * tuning half, and reading test-half misses one by one would tune them on the test half too.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { PROJECT_ROOT } from '../../src/config/config.js';
import { answerFromKg } from '../../src/pipeline/kg-pipeline.js';
import { createUseLiteEmbedder } from '../../retrievers/dense/use-lite-embedder.js';
import { listedOutcomes, measureKgAnswers, type CorpusQuestion } from './kg-answer-measures.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    kg: { type: 'string', multiple: true },
    split: { type: 'string' },
    details: { type: 'boolean', default: false },
    'show-test': { type: 'boolean', default: false },
  },
});
const file = positionals[0] ?? join(PROJECT_ROOT, 'corpora/biographies/questions.jsonl');
const questions = readFileSync(file, 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as CorpusQuestion & { split?: string })
  .filter((item) => values.split === undefined || item.split === values.split);
const embedder = createUseLiteEmbedder();
const report = await measureKgAnswers(questions, async (question) => {
  const { answer } = await answerFromKg(question, { kgSources: values.kg ?? [], strategy: 'extractive-kg', deps: { embedder } });
  return answer.text;
});
const testIds = new Set(questions.filter((item) => item.split === 'test').map((item) => item.id));
const { outcomes, testOutcomesWithheld } = listedOutcomes(report.outcomes, { details: values.details, showTest: values['show-test'], testIds });
const shown = { ...report, outcomes, ...(testOutcomesWithheld > 0 ? { testOutcomesWithheld } : {}) };
process.stdout.write(`${JSON.stringify(shown, null, 2)}\n`);
