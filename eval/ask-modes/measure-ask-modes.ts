/**
 * Answers every bundled question the way `citeqa ask` does with each `--source` (kg, passages, both; offline
 * defaults: extractive-kg, extractive over the cached BM25 index) and scores the answers by where the corpus says
 * each question is answerable:
 *   kg / passages / both questions — the share whose answer contains every gold answer (SQuAD-normalised);
 *   none questions — the share that say [NA], and the share that say nothing but [NA];
 *   every cell — how many sentences cite passages (what the passages added), in total.
 * `--split tune|test` keeps the questions of one half (eval/ask-modes/question-split.ts).
 *   npx tsx eval/ask-modes/measure-ask-modes.ts [--sources kg,passages,both] [--split tune|test] [--details]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, PROJECT_ROOT } from '../../src/config/config.js';
import { answer as answerQuestion } from '../../src/pipeline/answer.js';
import { containsAnswer, type CorpusQuestion } from '../kg-retrieval/kg-answer-measures.js';
import { splitOfQuestion, type SplittableQuestion } from './question-split.js';

const { values } = parseArgs({
  options: { sources: { type: 'string', default: 'kg,passages,both' }, split: { type: 'string' }, details: { type: 'boolean', default: false } },
});
const jsonLines = <T>(file: string): T[] =>
  readFileSync(join(PROJECT_ROOT, 'corpora/biographies', file), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as T);
const labels = new Map(jsonLines<{ id: string; label: string }>('entities.jsonl').map((entity) => [entity.id, entity.label]));
const titles = new Map(jsonLines<{ id: string; title: string }>('passages.jsonl').map((passage) => [passage.id, passage.title]));
if (values.split !== undefined && values.split !== 'tune' && values.split !== 'test') {
  process.stderr.write(`--split: expected tune or test, got "${values.split}"\n`);
  process.exit(2);
}
const questions = jsonLines<CorpusQuestion & SplittableQuestion>('questions.jsonl').filter(
  (item) => values.split === undefined || splitOfQuestion(item, labels, titles) === values.split,
);
const config = loadConfig();

interface Cell {
  questions: number;
  ok: number;
  naOnly?: number;
  passageSentences: number;
}

const table: Record<string, Record<string, Cell>> = {};
for (const source of values.sources.split(',')) {
  const cells: Record<string, Cell> = {};
  for (const item of questions) {
    const { answer } = await answerQuestion(item.question, source, {}, config);
    const cell = (cells[item.answerable_from] ??= { questions: 0, ok: 0, ...(item.answerable_from === 'none' ? { naOnly: 0 } : {}), passageSentences: 0 });
    cell.questions += 1;
    const naOnly = answer.statements.every((statement) => statement.citations.some((citation) => citation.kind === 'na'));
    const ok = item.answerable_from === 'none' ? answer.text.includes('[NA]') : item.answers.every((gold) => containsAnswer(answer.text, gold));
    if (ok) cell.ok += 1;
    cell.passageSentences += answer.statements.filter((statement) => statement.citations.some((citation) => citation.kind === 'passage')).length;
    if (item.answerable_from === 'none' && naOnly) cell.naOnly! += 1;
    if (values.details && !ok) process.stderr.write(`${source} ✗ ${item.id} ${item.question}\n  ${answer.text}\n`);
  }
  table[source] = cells;
}
process.stdout.write(`${JSON.stringify(table, null, 2)}\n`);
