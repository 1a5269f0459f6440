/**
 * Answers the bundled corpus's kg and none questions through the KG pipeline exactly as
 * `citeqa ask "<q>" --source kg` does (bundled KG, extractive-kg, USE-lite embedder) and scores them:
 *   npx tsx eval/kg-retrieval/measure-kg-answers.ts [questions.jsonl] [--kg <source>]… [--split tune|test] [--details]
 * `--split` keeps the questions of one half of the bundled questions (their `split` field); README figures use `test`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { PROJECT_ROOT } from '../../src/config/config.js';
import { answerFromKg } from '../../src/pipeline/kg-pipeline.js';
import { createUseLiteEmbedder } from '../../retrievers/dense/use-lite-embedder.js';
import { measureKgAnswers, type CorpusQuestion } from './kg-answer-measures.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { kg: { type: 'string', multiple: true }, split: { type: 'string' }, details: { type: 'boolean', default: false } },
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
const shown = values.details ? report : { ...report, outcomes: report.outcomes.filter((o) => !o.ok) };
process.stdout.write(`${JSON.stringify(shown, null, 2)}\n`);
