import { describe, expect, it } from 'vitest';
import type { EntailmentJudge } from '../../../../src/core/entailment-judge.js';
import { evaluateSuite, suiteNeeds } from '../../../../eval/metrics/evaluate-suite.js';
import type { MetricModule } from '../../../../eval/metrics/metric-module.js';
import type { MetricDefinition } from '../../../../eval/metrics/metric-registry.js';
import type { MetricSuite } from '../../../../eval/metrics/metric-suite.js';

interface Item {
  text: string;
}

function definition(id: string, needs: MetricDefinition['needs'] = {}): MetricDefinition {
  return { id, label: id, suite: 'toy', paper: 'ALCE', unit: 'percent', range: { min: 0, max: 100 }, description: id, needs };
}

// Metric modules made here (not registered globally): a word count as a percent of 10, and one needing a judge.
const share: MetricModule<Item[]> = {
  definitions: [definition('share')],
  score: (items) => {
    const perItem = items.map((item) => item.text.split(' ').length * 10);
    return { results: [{ name: 'share', value: perItem.reduce((a, b) => a + b, 0) / perItem.length, n: items.length, perItem }], itemScores: perItem.map((value) => ({ share: value })) };
  },
};
const judged: MetricModule<Item[]> = {
  definitions: [definition('judged', { judge: true })],
  score: async (items, { judge }) => {
    const verdicts = await judge!.judge(items.map((item) => ({ premise: item.text, hypothesis: item.text })));
    return { results: [{ name: 'judged', value: 100 * verdicts.filter((v) => v.label === 'entail').length / items.length, n: items.length }], notes: { judged: judge!.name } };
  },
};

function toySuite(files: MetricModule<Item[]>[]): MetricSuite<Item, object, Item[]> {
  return {
    id: 'toy',
    variantOf: () => 'all',
    prepare: (items) => [...items],
    variants: { all: files.map((metric) => async () => ({ metric })) },
    missing: { judge: 'toy: no judge', ratingJudge: 'toy: no rater', embedder: 'toy: no embedder', scorer: 'toy: no scorer', ranker: 'toy: no ranker' },
    itemId: (_item, index) => `item-${index}`,
    itemQuestion: (item) => item.text,
  };
}

const agreeing: EntailmentJudge = { name: 'always-entail', judge: async (pairs) => pairs.map(() => ({ label: 'entail', score: 1 })) };
const items: Item[] = [{ text: 'one two' }, { text: 'one two three four' }];

describe('evaluateSuite, the one metric dispatcher', () => {
  it('runs every metric file in order and keeps per-item scores and notes', async () => {
    const result = await evaluateSuite(toySuite([share, judged]), items, { judge: agreeing }, {});
    expect(result.metrics).toEqual({ share: 30, judged: 100 });
    expect(Object.keys(result.metrics)).toEqual(['share', 'judged']);
    expect(result.perItem.map((item) => [item.id, item.scores.share])).toEqual([['item-0', 20], ['item-1', 40]]);
    expect(result.notes).toEqual({ judged: 'always-entail' });
    expect(result.judge).toBe('always-entail');
  });

  it("reads a metric's needs: without the judge it declares, its metrics are null with the suite's reason and it is never called", async () => {
    const result = await evaluateSuite(toySuite([share, judged]), items, {}, {});
    expect(result.metrics).toEqual({ share: 30, judged: null });
    expect(result.nulls).toEqual({ judged: 'toy: no judge' });
    expect(await suiteNeeds(toySuite([share, judged]), items, {})).toEqual(['judge']);
    expect(await suiteNeeds(toySuite([share]), items, {})).toEqual([]);
  });

  it("reads a metric's range: a value outside it is an internal error, not a result", async () => {
    await expect(evaluateSuite(toySuite([share]), [{ text: 'a b c d e f g h i j k' }], {}, {})).rejects.toThrow(/share = 110, outside its range 0–100/);
  });
});
