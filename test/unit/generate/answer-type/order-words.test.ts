import { describe, expect, it } from 'vitest';
import { keepsOrderWords, orderWordPicks, orderWords, saysOrderWords, speaksOfNonePicked } from '../../../../src/generate/answer-type/order-words.js';

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
    // "at first" says when, not which one.
    expect(orderWords("Which book did Olaf Stern's The Grey Harbour at first sell faster than?")).toEqual([]);
    // A sentence's word is read leniently (the tagger misreads sentences more often than questions): any use counts.
    expect(saysOrderWords('Of all his pupils he trusted Ilse first.', ['first'])).toBe(true);
  });

  it('reads an order word before a verb and its object as when it was done, not which one', () => {
    expect(orderWordPicks('Where did Tova Brandt first meet Olaf Stern?')).toEqual([]);
    // Before a verb that modifies a noun it still picks the noun.
    expect(orderWords("What was Olaf Stern's first published novel?")).toEqual(['first']);
  });

  it('keeps to one of two order words the question offers with "or"', () => {
    const picks = orderWordPicks('Was Tova the oldest or the youngest of Olaf Stern\'s children?');
    expect(keepsOrderWords('Tova was the eldest of his four children.', picks)).toBe(true);
    expect(keepsOrderWords('Tova was the youngest of his four children.', picks)).toBe(true);
    expect(keepsOrderWords('Tova was the second of his four children.', picks)).toBe(false);
  });

  it('reads "most of" as how many, not which', () => {
    expect(orderWords("In what form are most of Olaf Stern's poems written?")).toEqual([]);
  });

  it('leaves out a word that picks a noun the caller rules out', () => {
    expect(orderWords('What business did Olaf Stern run with his second wife?', (noun) => noun === 'wife')).toEqual([]);
    expect(orderWords("What was Olaf Stern's second novel?", (noun) => noun === 'wife')).toEqual(['second']);
  });

  it('reads a capitalised order word inside a name as part of the name', () => {
    expect(orderWords("Who restored Olaf Stern's Last Harvest after the flood?")).toEqual([]);
    expect(orderWords('What did Olaf Stern do in the First Northern War?')).toEqual([]);
    expect(orderWords("First, who was Olaf Stern's teacher?")).toEqual(['first']);
  });

  it('gives the head of the noun phrase an order word picks', () => {
    expect(orderWordPicks('Which sonata did Ilse Varga give the first Oslo performance of?')).toEqual([{ word: 'first', noun: 'performance' }]);
    expect(orderWordPicks("Who was Olaf Stern's second wife?")).toEqual([{ word: 'second', noun: 'wife' }]);
    // Used as the noun itself: nothing else is picked.
    expect(orderWordPicks('Who was the eldest of the Stern children?')).toEqual([{ word: 'eldest' }]);
  });

  it('lets a sentence that does not speak of the picked thing pass, but not one that speaks of it without the word', () => {
    const performance = orderWordPicks('Which city saw the first performance of The Grey Harbour?');
    expect(keepsOrderWords('The Grey Harbour premiered in Bergen in 1887.', performance)).toBe(true);
    expect(speaksOfNonePicked('The Grey Harbour premiered in Bergen in 1887.', performance)).toBe(true);
    expect(keepsOrderWords('A later performance of The Grey Harbour was given in Oslo.', performance)).toBe(false);
    expect(keepsOrderWords('The first performance of The Grey Harbour was given in Bergen.', performance)).toBe(true);
    expect(speaksOfNonePicked('The first performance of The Grey Harbour was given in Bergen.', performance)).toBe(false);
    // The picked noun's WordNet derivations speak of it too ("studied" of a student).
    const student = [{ word: 'first', noun: 'student', nounForms: ['study'] }];
    expect(keepsOrderWords('Ilse Varga studied with him in 1901.', student)).toBe(false);
    expect(keepsOrderWords('Ilse Varga was his pupil in 1901.', student)).toBe(true);
    // Where the word is the noun ("the eldest"), any sentence speaks of it.
    expect(keepsOrderWords('Jon Stern was born in 1850.', [{ word: 'eldest' }])).toBe(false);
    expect(keepsOrderWords('A friend paid his debts.', orderWordPicks("Who was Olaf Stern's best friend?"))).toBe(false);
  });

  it('reads a synonym of order as the word it means, in the question and in the sentence', () => {
    expect(orderWords("What was Ilse Varga's earliest novel?")).toEqual(['first']);
    const first = orderWordPicks("What was Ilse Varga's first signed painting?");
    expect(keepsOrderWords('Her earliest known signed painting, The Mill, dates from 1890.', first)).toBe(true);
    expect(keepsOrderWords('Her second signed painting, The Mill, dates from 1890.', first)).toBe(false);
    expect(saysOrderWords('His final opera was never staged.', ['last'])).toBe(true);
  });

  it('reads a comparative of age as its superlative: of two, the elder is the eldest', () => {
    const eldest = orderWordPicks("Where did Ilse Varga's two eldest brothers study?");
    expect(keepsOrderWords('Her two elder brothers, Jon and Per, studied in Uppsala.', eldest)).toBe(true);
    expect(keepsOrderWords('Her two younger brothers, Jon and Per, studied in Uppsala.', eldest)).toBe(false);
    expect(orderWords("What did Ilse Varga's younger son die of?")).toEqual(['youngest']);
  });
});
