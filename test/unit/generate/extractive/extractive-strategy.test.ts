import { describe, expect, it } from 'vitest';
import '../../../../src/generate/all-strategies.js';
import { citeSentence } from '../../../../src/generate/extractive/extractive-strategy.js';
import { strategyRegistry } from '../../../../src/generate/strategy-registry.js';
import { createUseLiteEmbedder } from '../../../../retrievers/dense/use-lite-embedder.js';
import { createBagOfWordsEmbedder } from '../../retrievers/support/bag-of-words-embedder.js';
import { MINI_PASSAGES } from '../alce/support/alce-test-kit.js';

describe('citeSentence', () => {
  it('puts the marker before the final punctuation', () => {
    expect(citeSentence('She was born in 1815.', 2)).toBe('She was born in 1815 [2].');
    expect(citeSentence('He said "yes."', 1)).toBe('He said "yes [1]."');
    expect(citeSentence('No period', 3)).toBe('No period [3].');
  });
});

describe('extractive strategy (offline)', () => {
  it('answers with the most similar passage sentences, each citing its own passage', async () => {
    const answer = await strategyRegistry
      .get('extractive')
      .answer('When did Marie Curie win the Nobel Prize in Chemistry?', { passages: MINI_PASSAGES }, { embedder: createUseLiteEmbedder() }, { maxSentences: 2 });
    expect(answer.trace).toEqual([]);
    expect(answer.statements.length).toBeGreaterThanOrEqual(1);
    expect(answer.statements.length).toBeLessThanOrEqual(2);
    const first = answer.statements[0]!;
    expect(first.text).toContain('Nobel Prize in Chemistry in 1911');
    expect(first.citations).toEqual([expect.objectContaining({ kind: 'passage', index: 3, id: 'curie#0' })]);
    // Every statement is a sentence of the passage it cites, an opening pronoun named ("She won" → "Marie Curie won").
    for (const statement of answer.statements) {
      const citation = statement.citations[0]!;
      const passage = MINI_PASSAGES.find((p) => citation.kind === 'passage' && p.id === citation.id)!;
      const said = statement.text.replace(/ \[\d+\]/, '');
      const unnamed = said.startsWith(passage.title) ? said.slice(passage.title.length).replace(/^'s\b/, '') : said;
      expect(passage.text).toContain(unnamed);
    }
  });

  it('keeps within the word budget and needs no model', async () => {
    const answer = await strategyRegistry
      .get('extractive')
      .answer('computer programming languages', { passages: MINI_PASSAGES }, { embedder: createBagOfWordsEmbedder() }, { maxWords: 30, maxSentences: 5 });
    const words = answer.statements.map((s) => s.text.replace(/ \[\d+\]/, '').split(/\s+/).length);
    expect(words.slice(1).reduce((a, b) => a + b, words[0]!)).toBeLessThanOrEqual(Math.max(30, words[0]!));
    expect(strategyRegistry.get('extractive').needs.model).toBeUndefined();
  });

  it('says [NA] instead of quoting passages that never name whom the question is about', async () => {
    const answer = await strategyRegistry
      .get('extractive')
      .answer('What did Rosalind Franklin discover?', { passages: MINI_PASSAGES }, { embedder: createBagOfWordsEmbedder() });
    expect(answer.statements).toEqual([{ text: 'None of the retrieved passages mentions Rosalind Franklin.', citations: [{ kind: 'na' }] }]);
    expect(answer.text).toBe('None of the retrieved passages mentions Rosalind Franklin [NA].');
  });

  it('says [NA] when the retriever found no passage at all, rather than failing', async () => {
    const answer = await strategyRegistry.get('extractive').answer('Who was Zorvath Quellan?', { passages: [] }, { embedder: createBagOfWordsEmbedder() });
    expect(answer.statements).toEqual([{ text: 'No passage was retrieved for the question.', citations: [{ kind: 'na' }] }]);
    expect(answer.text).toBe('No passage was retrieved for the question [NA].');
  });

  it('still refuses a call that gives no passages at all', async () => {
    await expect(strategyRegistry.get('extractive').answer('Who was Zorvath Quellan?', {}, { embedder: createBagOfWordsEmbedder() })).rejects.toThrow(/needs passages/);
  });

  it('says [NA] when no sentence has a word of what is asked, however similar it is', async () => {
    const answer = await strategyRegistry
      .get('extractive')
      .answer("What was Marie Curie's favourite food?", { passages: MINI_PASSAGES }, { embedder: createBagOfWordsEmbedder() });
    expect(answer.statements).toEqual([{ text: 'None of the retrieved passages answers the question.', citations: [{ kind: 'na' }] }]);
  });

  it('quotes only passages that speak of the person the question names', async () => {
    const answer = await strategyRegistry
      .get('extractive')
      .answer('Where was Charles Babbage born, and where was he a professor?', { passages: MINI_PASSAGES }, { embedder: createBagOfWordsEmbedder() });
    expect(answer.statements.length).toBeGreaterThan(0);
    for (const statement of answer.statements) {
      expect(statement.citations).toEqual([expect.objectContaining({ kind: 'passage', id: 'babbage#0' })]);
    }
  });

  it('lets every passage of one document speak of a name one of them says', async () => {
    const passages = [
      { id: 'v1', title: 'Ilse Varga', text: 'Ilse Varga wrote the novel Salt Harbour in 1901. It sold well in Bergen and Oslo for many years.' },
      { id: 'v2', title: 'Ilse Varga', text: 'Ilse Varga was born in Tarrow in 1870, the daughter of a fiddler who played in dance and wedding bands.' },
      { id: 'w1', title: 'Per Dorr', text: 'Per Dorr was born in Kvarn in 1850, the son of a piper who played in army bands.' },
    ];
    const answer = await strategyRegistry
      .get('extractive')
      .answer("The Salt Harbour author's dad was a fiddler - what sort of bands did he play in?", { passages }, { embedder: createUseLiteEmbedder() });
    expect(answer.text).toContain('dance and wedding bands');
    expect(answer.text).not.toContain('army bands');
  });

  it('reads `alsoAbout` names as part of the question', async () => {
    const strategy = strategyRegistry.get('extractive');
    const deps = { embedder: createBagOfWordsEmbedder() };
    const question = 'Who was born in London?';
    const without = await strategy.answer(question, { passages: MINI_PASSAGES }, deps, { maxSentences: 1 });
    const withName = await strategy.answer(question, { passages: MINI_PASSAGES }, deps, { maxSentences: 1, alsoAbout: ['Charles Babbage'] });
    expect(without.statements[0]!.citations).toEqual([expect.objectContaining({ kind: 'passage', id: 'ada#0' })]);
    expect(withName.statements[0]!.citations).toEqual([expect.objectContaining({ kind: 'passage', id: 'babbage#0' })]);
    expect(withName.question).toBe(question);
  });
});
