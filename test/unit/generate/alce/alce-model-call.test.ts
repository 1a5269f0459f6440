import { describe, expect, it } from 'vitest';
import { callModel, cleanAlceOutput } from '../../../../src/generate/alce/alce-model-call.js';
import { checkChooser } from '../../../../src/generate/alce/turn-loop.js';
import type { TraceEntry } from '../../../../src/core/answer.js';
import { createRecordingChatModel } from '../../../support/recording-chat-model.js';
import { MINI_PASSAGES } from './support/alce-test-kit.js';

describe('cleanAlceOutput', () => {
  it('drops <|im_end|>, trailing whitespace and a trailing "End."', () => {
    expect(cleanAlceOutput('Answer [1]. End.<|im_end|>\n')).toBe('Answer [1].');
    expect(cleanAlceOutput('The End. ')).toBe('The');
    expect(cleanAlceOutput('Ending soon.')).toBe('Ending soon.');
  });
});

describe('callModel', () => {
  it('omits the stop list when given [] and records every sample of an n>1 call', async () => {
    const model = createRecordingChatModel(() => ['one', 'two']);
    const trace: TraceEntry[] = [];
    const texts = await callModel(model, 'p', { step: 's', stop: [], n: 2 }, trace);
    expect(texts).toEqual(['one', 'two']);
    expect(model.calls[0]!.stop).toBeUndefined();
    expect(model.calls[0]!.n).toBe(2);
    expect(trace[0]).toMatchObject({ step: 's', reply: 'one', replies: ['one', 'two'], cached: false, cost: 0 });
  });
});

describe('checkChooser', () => {
  it('takes [n markers in order, in range, at most three', async () => {
    const choose = checkChooser(MINI_PASSAGES);
    expect(await choose('Check: Document [2][9][0][1][3][4]')).toEqual([1, 0, 2]);
    expect(await choose('Check: Document [1, 2]')).toEqual([0]);
  });
});

describe('postCite', () => {
  it('prepends the closest passage to uncited sentences and keeps cited ones', async () => {
    const { postCite } = await import('../../../../src/generate/alce/post-hoc-citation.js');
    const { createBagOfWordsEmbedder } = await import('../../retrievers/support/bag-of-words-embedder.js');
    const result = await postCite('Hopper helped create COBOL. Curie won two Nobel prizes [1].', MINI_PASSAGES, createBagOfWordsEmbedder());
    expect(result.text).toBe('[5] Hopper helped create COBOL. Curie won two Nobel prizes [1].');
    expect(result.added).toEqual([{ sentence: 0, citation: 5 }]);
    const overwritten = await postCite('Curie won two Nobel prizes in physics and chemistry [1].', MINI_PASSAGES, createBagOfWordsEmbedder(), { overwrite: true });
    expect(overwritten.text).toBe('[3] Curie won two Nobel prizes in physics and chemistry.');
  });

  it('cites QAMPARI list items one by one, searching with the question in front', async () => {
    const { postCite } = await import('../../../../src/generate/alce/post-hoc-citation.js');
    const { createBagOfWordsEmbedder } = await import('../../retrievers/support/bag-of-words-embedder.js');
    const result = await postCite('COBOL, Enigma cipher.', MINI_PASSAGES, createBagOfWordsEmbedder(512), { listQuestion: 'List them' });
    expect(result.text).toBe('[5]  COBOL, [4]  Enigma cipher');
  });
});

describe('citationRecalls (RERANK scoring)', () => {
  it('scores statements by the cited passages, or by all of them as the reference script does', async () => {
    const { citationRecalls } = await import('../../../../src/generate/alce/rerank.js');
    const { keywordJudge } = await import('./support/alce-test-kit.js');
    const outputs = ['Hopper helped create COBOL [5]. Turing worked on Enigma [0].', 'Hopper helped create COBOL [1].'];
    const judge = keywordJudge();
    expect(await citationRecalls(outputs, MINI_PASSAGES, judge, { premise: 'cited' })).toEqual([0.5, 0]);
    // With every passage as premise, the wrongly cited sentence passes, and "[0]" is accepted as the reference accepts it.
    expect(await citationRecalls(outputs, MINI_PASSAGES, judge, { premise: 'all' })).toEqual([1, 1]);
    const list = await citationRecalls(['COBOL [5], compilers, Enigma [4].'], MINI_PASSAGES, judge, { premise: 'cited', listQuestion: 'Name' });
    expect(list).toEqual([2 / 3]);
  });

  it('adds the judge scores in prob mode', async () => {
    const { citationRecalls } = await import('../../../../src/generate/alce/rerank.js');
    const judge = { name: 'fixed', judge: async (pairs: unknown[]) => pairs.map(() => ({ label: 'neutral' as const, score: 0.25 })) };
    expect(await citationRecalls(['A [1]. B [2].'], MINI_PASSAGES, judge, { premise: 'cited', mode: 'prob' })).toEqual([0.25]);
  });
});
