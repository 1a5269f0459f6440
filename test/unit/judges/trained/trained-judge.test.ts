import { describe, expect, it } from 'vitest';
import { trainJudge, type LabelledPair } from '../../../../src/judges/trained/train-judge.js';
import { loadTrainedJudge, trainedJudgeFrom } from '../../../../src/judges/trained/trained-judge.js';
import { PAIR_FEATURES } from '../../../../src/judges/trained/pair-features.js';
import { tempFile } from '../../../support/temp-file.js';
import type { Embedder } from '../../../../src/core/embedder.js';

// Bag-of-words vectors: texts sharing words point the same way, so the cosine feature means something here too.
const VOCABULARY = ['born', 'paris', 'lyon', 'chemist', 'painter', 'operas', 'vienna', 'cape', 'horn'];
const embedder: Embedder = { name: 'bag-of-words', dimension: VOCABULARY.length, embed: async (texts) => texts.map((text) => VOCABULARY.map((word) => (text.toLowerCase().includes(word) ? 1 : 0))) };

// Supported pairs repeat the premise's fact; unsupported ones state something else; contradicted ones a date the premise gives differently.
const people = ['Ada Quill', 'Bo Stern', 'Cy Marsh', 'Di Lorne', 'Ed Voss', 'Fay Dunn', 'Gil Park', 'Hal Reed'];
const examples: LabelledPair[] = people.flatMap((name, i) => [
  { pair: { premise: `${name} was born in Paris in ${1800 + i} and worked as a chemist.`, hypothesis: `${name} was a chemist.` }, label: 'entail' as const },
  { pair: { premise: `${name} was born in Paris in ${1800 + i} and worked as a chemist.`, hypothesis: `${name} composed three operas for the Vienna court.` }, label: 'neutral' as const },
  { pair: { premise: `${name} was born in Paris in ${1800 + i} and worked as a chemist.`, hypothesis: `${name} was born in Paris in ${1900 + i}.` }, label: 'contradict' as const },
]);

describe('trained judge', () => {
  it('learns to tell the three classes apart from the lexical features', async () => {
    const model = await trainJudge(examples, 'toy pairs', embedder);
    expect(model.classes).toEqual(['entail', 'neutral', 'contradict']);
    expect(model.features).toEqual([...PAIR_FEATURES]);
    const judge = trainedJudgeFrom(model, 'toy', embedder);
    const verdicts = await judge.judge([
      { premise: 'Ivy Holt was born in Lyon in 1850 and worked as a painter.', hypothesis: 'Ivy Holt was a painter.' },
      { premise: 'Ivy Holt was born in Lyon in 1850 and worked as a painter.', hypothesis: 'Ivy Holt sailed around Cape Horn twice.' },
      { premise: 'Ivy Holt was born in Lyon in 1850 and worked as a painter.', hypothesis: 'Ivy Holt was born in Lyon in 1950.' },
    ]);
    expect(verdicts.map((verdict) => verdict.label)).toEqual(['entail', 'neutral', 'contradict']);
    expect(verdicts[0]!.score).toBeGreaterThan(verdicts[1]!.score);
  });

  it('refuses data without both supported and unsupported examples', async () => {
    await expect(trainJudge(examples.filter((example) => example.label === 'entail'), 'only-yes', embedder)).rejects.toThrow(/only-yes: needs supported and unsupported examples/);
  });

  it('loads a judge file and refuses one from another version in one line', async () => {
    const model = await trainJudge(examples, 'toy pairs', embedder);
    const file = tempFile('judge.json', JSON.stringify(model));
    expect(loadTrainedJudge(file, embedder).name).toMatch(/^trained:judge\.json \(logistic regression on lexical and bag-of-words features, fitted on toy pairs\)/);
    expect(() => loadTrainedJudge(file, { ...embedder, name: 'other' })).toThrow(/judge\.json: was trained with the bag-of-words embedder; this judge would embed with other/);
    const old = tempFile('old-judge.json', JSON.stringify({ ...model, version: 0 }));
    expect(() => loadTrainedJudge(old, embedder)).toThrow(/old-judge\.json: was trained by another CiteQA version \(file version 0/);
    const broken = tempFile('broken-judge.json', '{"kind": "something-else"}');
    expect(() => loadTrainedJudge(broken, embedder)).toThrow(/broken-judge\.json/);
  });
});
