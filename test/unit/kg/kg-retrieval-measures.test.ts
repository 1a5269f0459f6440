import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../../src/config/config.js';
import { measureKgRetrieval } from '../../../eval/kg-retrieval/kg-retrieval-measures.js';
import { loadBioKalma } from '../../../retrievers/kg/biokalma-loader.js';
import { kgRetrieverOver as retrieverOver } from '../../support/kg-retriever-over.js';
import { loadKnowledgeGraph } from '../../../retrievers/kg/load-knowledge-graph.js';

const MINI = join(PROJECT_ROOT, 'test/fixtures/kg/mini-entities.jsonl');

describe('KG retrieval measures', () => {
  it('computes verbatim recall, precision against named people, and same-name outcomes', async () => {
    const retriever = await retrieverOver(await loadKnowledgeGraph(MINI));
    const card = (qid: string, name: string) => ({ qid, name, properties: {} });
    const report = await measureKgRetrieval(
      [
        // Both named verbatim: found → 2 of 2.
        { question: 'Did Ada Quill admire Byron Quill?', entities: [card('Q9100001', 'Ada Quill'), card('Q9100002', 'Byron Quill')] },
        // Dataset names the gymnast; the re-ranker (tie, more facts) picks the astronomer: a recall miss and a strict-precision error.
        { question: 'Who was Max Stern?', entities: [card('Q9100006', 'Max Stern')] },
        // Not verbatim (no recall count); the chosen entity is named in the question, so precise.
        { question: 'Who taught Ludwig van Hollen?', entities: [card('Q9100002', 'Byron Quill')] },
      ],
      retriever,
    );
    expect(report).toMatchObject({
      questions: 3,
      verbatimQuestions: 2,
      verbatimRecall: 0.6667,
      chosenEntities: 4,
      precision: 1,
      strictPrecision: 0.75,
      sameNameMentions: 1,
      sameNameResolvedToDataset: 0,
      ties: 1,
      zeroScoreTies: 1,
    });
    expect(report.examples).toEqual([{ question: 'Who was Max Stern?', expected: ['Q9100006'], chosen: ['Q9100005'] }]);
  });

  it('reads the dev file it reports on', async () => {
    const items = await loadBioKalma(join(PROJECT_ROOT, 'test/fixtures/kg/mini-biokalma.json'));
    expect(items.map((item) => item.entities.length)).toEqual([2, 1, 0]);
  });
});
