import { describe, expect, it } from 'vitest';
import { orderWords, saysOrderWords } from '../../../../src/generate/answer-type/order-words.js';

describe('words of order or preference in a question', () => {
  it('finds ordinals, preference words and -est superlatives', () => {
    expect(orderWords("Who was Tova Brandt's first student?")).toEqual(['first']);
    expect(orderWords("What was Olaf Stern's favourite book?")).toEqual(['favorite']);
    expect(saysOrderWords('His favourite book was The Grey Harbour.', ['favorite'])).toBe(true);
    expect(orderWords('Who was the eldest son of Olaf Stern?')).toEqual(['eldest']);
  });

  it('finds none in a question that picks nothing out', () => {
    expect(orderWords('Who taught Olaf Stern the piano?')).toEqual([]);
    expect(orderWords('Where did the honest Olaf Stern live?')).toEqual([]);
  });
});
