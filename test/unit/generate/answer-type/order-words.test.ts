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

  it('counts a word only where it picks a noun, not where it grades an adjective or names one of a group', () => {
    expect(orderWords('What is Olaf Stern most famous for?')).toEqual([]);
    expect(orderWords("What is Olaf Stern's best known work?")).toEqual([]);
    expect(orderWords("Who was Olaf Stern's best friend?")).toEqual(['best']);
    expect(orderWords('Which is the only work Olaf Stern ever signed?')).toEqual(['only']);
    expect(saysOrderWords('Her very first published novel, The Grey Harbour, appeared in 1847.', ['first'])).toBe(true);
    expect(saysOrderWords('He was the first to cross the pass.', ['first'])).toBe(true);
    expect(saysOrderWords('Her second novel was one of the first feminist novels in English.', ['first'])).toBe(false);
    expect(orderWords('Who came first in the race?')).toEqual([]);
    // A sentence's word is read leniently (the tagger misreads sentences more often than questions): any use counts.
    expect(saysOrderWords('Of all his pupils he trusted Ilse first.', ['first'])).toBe(true);
  });

  it('leaves out a word that picks a noun the caller rules out', () => {
    expect(orderWords('What business did Olaf Stern run with his second wife?', (noun) => noun === 'wife')).toEqual([]);
    expect(orderWords("What was Olaf Stern's second novel?", (noun) => noun === 'wife')).toEqual(['second']);
  });
});
