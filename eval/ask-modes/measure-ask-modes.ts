/**
 * Answers questions the way `citeqa ask` does with each `--source` (kg, passages, both; offline defaults:
 * extractive-kg, extractive over the cached BM25 index of the bundled passages, or over `--index`) and scores them,
 * per half of the bundled questions (the `split` field: rules are tuned on `tune`, figures are reported on `test`):
 *   figures — issue 15's three (eval/ask-modes/ask-figures.ts): gold answer present in % of answerable questions,
 *     only [NA] in % of unanswerable ones, % of claim sentences with neither a question word nor a gold answer;
 *   byKind — per `answerable_from`: questions, answered (every gold answer / [NA] for none), [NA] only, and the
 *     sentences that cite passages.
 *   npx tsx eval/ask-modes/measure-ask-modes.ts [--sources kg,passages,both] [--splits tune,test] [--details] [--show-test] [--outcomes <file>]
 *   npx tsx eval/ask-modes/measure-ask-modes.ts --questions corpora/nordvik/questions.jsonl --index <dir> --sources passages
 * `--details` prints the misses of the test half only with `--show-test`: rules are tuned on the tuning half, and
 * reading test-half misses one by one would tune them on the test half too.
 * A file without `split` fields (the second document set) is measured whole, as `all`. `--outcomes` writes one JSON
 * line per source and question ({source, split, id, answerable, ok, claimSentences, offTopicSentences}).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, PROJECT_ROOT } from '../../src/config/config.js';
import type { AnswerRequest } from '../../src/pipeline/answer-request.js';
import { answer as answerQuestion } from '../../src/pipeline/answer.js';
import { askFigures, type FigureAnswer, type FigureQuestion } from './ask-figures.js';

const { values } = parseArgs({
  options: {
    sources: { type: 'string', default: 'kg,passages,both' },
    splits: { type: 'string' },
    questions: { type: 'string', default: join(PROJECT_ROOT, 'corpora/biographies/questions.jsonl') },
    index: { type: 'string' },
    details: { type: 'boolean', default: false },
    'show-test': { type: 'boolean', default: false },
    outcomes: { type: 'string' },
  },
});

type Question = FigureQuestion & { split?: string };
const questions = readFileSync(values.questions, 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as Question);
const halfOf = (item: Question): string => item.split ?? 'all';
const splits = values.splits?.split(',') ?? [...new Set(questions.map(halfOf))].sort((a, b) => (a === 'test' ? -1 : b === 'test' ? 1 : a.localeCompare(b)));
const config = loadConfig();
const request: AnswerRequest = values.index ? { passages: { index: values.index } } : {};

interface KindCell {
  questions: number;
  answered: number;
  naOnly?: number;
  passageSentences: number;
}

const outcomeLines: string[] = [];
const report: Record<string, Record<string, { figures: Record<string, unknown>; byKind: Record<string, KindCell> }>> = {};
for (const source of values.sources.split(',')) {
  report[source] = {};
  for (const split of splits) {
    const items = questions.filter((item) => halfOf(item) === split);
    const answered: { item: Question; answer: FigureAnswer }[] = [];
    for (const item of items) answered.push({ item, answer: (await answerQuestion(item.question, source, request, config)).answer });
    const figures = askFigures(answered);
    const byKind: Record<string, KindCell> = {};
    answered.forEach(({ item, answer }, position) => {
      const outcome = figures.outcomes[position]!;
      const none = item.answerable_from === 'none';
      const cell = (byKind[item.answerable_from] ??= { questions: 0, answered: 0, ...(none ? { naOnly: 0 } : {}), passageSentences: 0 });
      cell.questions += 1;
      if (none ? answer.text.includes('[NA]') : outcome.ok) cell.answered += 1;
      if (none && outcome.ok) cell.naOnly! += 1;
      cell.passageSentences += answer.statements.filter((statement) => statement.citations.some((citation) => citation.kind === 'passage')).length;
      if (values.details && (split !== 'test' || values['show-test']) && (!outcome.ok || outcome.offTopicSentences.length > 0)) {
        const offTopic = outcome.offTopicSentences.map((sentence) => `\n  off-topic: ${sentence}`).join('');
        process.stderr.write(`${source} ${split} ${outcome.ok ? '✓' : '✗'} ${item.id} ${item.question}\n  ${answer.text}${offTopic}\n`);
      }
    });
    for (const outcome of figures.outcomes) outcomeLines.push(JSON.stringify({ source, split, ...outcome }));
    const { outcomes: _outcomes, ...shares } = figures;
    report[source][split] = { figures: shares, byKind };
  }
}
if (values.outcomes) writeFileSync(values.outcomes, outcomeLines.map((line) => `${line}\n`).join(''));
process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
