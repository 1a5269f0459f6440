import { describe, expect, it } from 'vitest';
import { assertNoNonFinite } from '../../../../../eval/metrics/aggregate.js';
import type { AlceItem } from '../../../../../eval/metrics/alce/alce-item.js';
import { evaluateAlce } from '../../../../../eval/metrics/alce/evaluate-alce.js';
import { inferAlceDataset } from '../../../../../eval/metrics/alce/alce-suite.js';
import { mauveText } from '../../../../../eval/metrics/alce/mauve.js';
import type { Embedder } from '../../../../../src/core/embedder.js';
import { createFakeEntailmentJudge, premiseTitles } from '../../../../support/fake-entailment-judge.js';

const docs = [
  { title: 'Bican', text: 'Josef Bican scored 805 goals.' },
  { title: 'Daei', text: 'Ali Daei scored 109 international goals.' },
];

const asqa: AlceItem[] = [
  {
    id: 'a',
    question: 'Who scored most?',
    output: 'Josef Bican scored most [1]. Ali Daei leads internationally [2].\nIgnored second line.',
    docs,
    qa_pairs: [{ short_answers: ['Bican'] }, { short_answers: ['Daei'] }],
    annotations: [{ long_answer: 'Josef Bican scored most. Ali Daei leads internationally.' }, { long_answer: 'Bican.' }],
  },
  {
    id: 'b',
    question: 'Who sang it?',
    output: 'Nobody knows [1].',
    docs,
    qa_pairs: [{ short_answers: ['Simon'] }],
    annotations: [{ long_answer: 'Simon and Garfunkel sang it.' }, { long_answer: 'Simon sang it.' }],
  },
];

const titleJudge = () =>
  createFakeEntailmentJudge(({ premise, hypothesis }) => {
    const titles = premiseTitles(premise);
    return titles.some((title) => hypothesis.includes(title));
  });

/** A tiny embedder whose vectors depend on the text, so MAUVE has something to cluster. */
const hashEmbedder: Embedder = {
  name: 'hash-test',
  dimension: 4,
  async embed(texts) {
    return texts.map((text) => [text.length % 7, text.split(' ').length % 5, text.charCodeAt(0) % 3, 1]);
  },
};

describe('evaluateAlce', () => {
  it('computes ASQA metrics on the first line with ALCE names and scale', async () => {
    const result = await evaluateAlce(asqa, { judge: titleJudge() });
    expect(result.suite).toBe('alce');
    expect(result.judge).toBe('fake (test)');
    expect(result.n).toBe(2);
    expect(Object.keys(result.metrics)).toEqual(['length', 'str_em', 'str_hit', 'rougeLsum', 'rougeLsum_bootstrap', 'mauve', 'citation_rec', 'citation_prec']);
    expect(result.metrics.length).toBe((8 + 2) / 2);
    expect(result.metrics.str_em).toBe(50);
    expect(result.metrics.str_hit).toBe(50);
    expect(result.metrics.citation_rec).toBe(50);
    expect(result.metrics.citation_prec).toBe(50);
    expect(result.metrics.rougeLsum).toBeCloseTo(50, 9); // one verbatim answer (F 1), one with no overlap (F 0)
    expect(result.metrics.mauve).toBeNull();
    expect(result.nulls.mauve).toMatch(/no embedder/);
    expect(result.perItem[0]).toMatchObject({ id: 'a', scores: { str_em: 100, length: 8, citation_rec: 100 } });
    assertNoNonFinite(result);
  });

  it('reports judge metrics as null with the reason when no judge is configured', async () => {
    const result = await evaluateAlce(asqa);
    expect(result.judge).toBeNull();
    expect(result.metrics.citation_rec).toBeNull();
    expect(result.nulls.citation_rec).toMatch(/no entailment judge/);
    expect(result.metrics.str_em).toBe(50);
  });

  it('says why citation metrics are null when items carry no docs', async () => {
    const withoutDocs = asqa.map(({ docs: _docs, ...rest }) => rest);
    const result = await evaluateAlce(withoutDocs, { judge: titleJudge() });
    expect(result.metrics.citation_rec).toBeNull();
    expect(result.nulls.citation_rec).toMatch(/no item has docs/);
  });

  it('excludes and counts items whose output has no statements', async () => {
    const result = await evaluateAlce([...asqa, { ...asqa[1]!, id: 'c', output: '' }], { judge: titleJudge() });
    expect(result.metrics.citation_rec).toBe(50);
    expect(result.excluded.citation_rec).toEqual({ count: 1, reason: 'output has no statements' });
  });

  it('computes MAUVE with the given embedder and names the featurizer', async () => {
    const items = Array.from({ length: 24 }, (_, index) => ({ ...asqa[index % 2]!, id: String(index) }));
    const result = await evaluateAlce(items, { embedder: hashEmbedder });
    expect(result.metrics.mauve).toBeGreaterThanOrEqual(0);
    expect(result.metrics.mauve).toBeLessThanOrEqual(100);
    expect(result.notes.mauve).toMatch(/hash-test.*not gpt2-large/);
  });

  it("says the features are ALCE's only when the featurizer is a 1,280-d gpt2-large", async () => {
    const items = Array.from({ length: 24 }, (_, index) => ({ ...asqa[index % 2]!, id: String(index) }));
    const widen = (name: string, dimension: number): Embedder => ({
      name,
      dimension,
      async embed(texts) {
        return (await hashEmbedder.embed(texts)).map((vector) => Array.from({ length: dimension }, (_, i) => vector[i % vector.length]! + (i % 3) * 0.01));
      },
    });
    expect((await evaluateAlce(items, { embedder: widen('openai:gpt2-large', 1280) })).notes.mauve).toMatch(/\(1280-d\), gpt2-large as ALCE's featurizer/);
    expect((await evaluateAlce(items, { embedder: widen('openai:gpt2-large', 64) })).notes.mauve).toMatch(/not gpt2-large as in ALCE/);
  });

  it('infers QAMPARI from alias lists and reports its metrics', async () => {
    const items: AlceItem[] = [{ question: 'Which?', output: 'Alpha [1], Beta [2].', docs, answers: [['Alpha'], ['Gamma']] }];
    expect(inferAlceDataset(items)).toBe('qampari');
    const result = await evaluateAlce(items);
    expect(result.metrics).toMatchObject({ num_preds: 2, qampari_prec: 50, qampari_rec: 50, qampari_rec_top5: 50 });
    expect(result.metrics).not.toHaveProperty('str_em');
  });

  it('computes ELI5 claim recall through the judge', async () => {
    const judge = createFakeEntailmentJudge(({ premise, hypothesis }) => premise.includes(hypothesis));
    const items: AlceItem[] = [{ question: 'Why?', output: 'Because water boils [1].', docs, claims: ['water boils', 'ice melts'], answer: 'Water boils.' }];
    expect(inferAlceDataset(items)).toBe('eli5');
    const result = await evaluateAlce(items, { judge });
    expect(result.metrics.claims_nli).toBe(50);
    expect(judge.asked[0]!.premise).toBe('Because water boils.');
  });

  it("reports ELI5's STR-EM and STR-HIT as ALCE's eval.py does (0, 0 without qa_pairs), marked structural; ASQA without qa_pairs stays null", async () => {
    const eli5: AlceItem[] = [{ question: 'Why?', output: 'Because water boils [1].', docs, claims: ['water boils'], answer: 'Water boils.' }];
    const result = await evaluateAlce(eli5);
    expect(result.metrics).toMatchObject({ str_em: 0, str_hit: 0 });
    expect(result.excluded.str_em).toEqual({ count: 1, reason: expect.stringMatching(/not a measured score/) });
    expect(result.notes.str_em).toMatch(/^ELI5 has no qa_pairs/);
    expect(result.perItem[0]!.scores).not.toHaveProperty('str_em');
    const asqaWithoutGold = await evaluateAlce([{ question: 'Who?', output: 'Ali Daei.' }], { dataset: 'asqa' });
    expect(asqaWithoutGold.metrics.str_em).toBeNull();
    expect(asqaWithoutGold.nulls.str_em).toBe('item has no qa_pairs');
  });

  it('passes ALCE\'s --at_most_citations and --cot options through', async () => {
    const judge = createFakeEntailmentJudge(({ premise }) => premiseTitles(premise).includes('Daei'));
    const items: AlceItem[] = [{ question: 'Who?', output: 'Ali Daei scored [1][2].', docs }];
    expect((await evaluateAlce(items, { judge, dataset: 'asqa' })).metrics.citation_rec).toBe(100);
    expect((await evaluateAlce(items, { judge, dataset: 'asqa', atMostCitations: 1 })).metrics.citation_rec).toBe(0);
    const qampari: AlceItem[] = [{ question: 'Which?', output: 'Thinking: Alpha, Beta', answers: [['Alpha'], ['Beta']] }];
    expect((await evaluateAlce(qampari, { cot: true })).metrics.qampari_prec).toBe(100);
    expect((await evaluateAlce(qampari)).metrics.qampari_prec).toBe(50);
  });

  it('builds MAUVE texts from question and answer, 100 words, trailing punctuation removed', () => {
    expect(mauveText('Q?', ' Answer here!!. ')).toBe('Q? Answer here');
    expect(mauveText('q', Array.from({ length: 150 }, () => 'w').join(' ')).split(' ')).toHaveLength(100);
  });
});
