import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import '../../../../src/generate/all-strategies.js';
import { strategyRegistry } from '../../../../src/generate/strategy-registry.js';
import { useFakeOpenAIServer } from '../../../support/use-fake-openai-server.js';
import { createBagOfWordsEmbedder } from '../../retrievers/support/bag-of-words-embedder.js';
import { expectGoldenPrompt, fakeServerModel, MINI_PASSAGES, userPrompts } from './support/alce-test-kit.js';

const server = useFakeOpenAIServer();
beforeEach(() => server.reset());

const QUESTION = 'Who wrote the first published algorithm for the Analytical Engine?';
const withSummaries = MINI_PASSAGES.map((p) => ({ ...p, summary: `In short: ${p.title}.` }));

/** Scripted action lines for the turn loop, in order (summaries already in the passages cost no call). */
function script(...lines: string[]): void {
  server.chat.enqueue(...lines);
}

describe('INTERACT', () => {
  it('shows at most 3 checked documents, forces Output, removes them after one step, and stops at End', async () => {
    script(
      'Check: Document [1][2][3][4]',
      'Ada Lovelace wrote the first published algorithm [1].',
      'Output: Babbage designed the Analytical Engine [2].',
      'End',
      'never used',
    );
    const answer = await strategyRegistry.get('interact').answer(QUESTION, { passages: withSummaries }, { model: fakeServerModel(server) }, { ndoc: 5 });
    const prompts = userPrompts(server);
    expect(prompts).toHaveLength(4);
    expectGoldenPrompt('interact-turn1', prompts[0]!);
    expectGoldenPrompt('interact-turn2', prompts[1]!.slice(prompts[0]!.length));
    // Turn 2: the three full documents, then "Output:" to force a sentence.
    expect(prompts[1]!.endsWith(`Document [3](Title: Marie Curie): ${MINI_PASSAGES[2]!.text}\nOutput:`)).toBe(true);
    expect(prompts[1]).not.toContain('Document [4](Title: Alan Turing): Alan');
    // Turn 3: the inline documents are gone; the forced output was completed with "Output: ".
    expect(prompts[2]!.slice(prompts[0]!.length)).toBe(
      'Check: Document [1][2][3][4]\nOutput: Ada Lovelace wrote the first published algorithm [1].\n',
    );
    expect(answer.text).toBe('Ada Lovelace wrote the first published algorithm [1]. Babbage designed the Analytical Engine [2].');
    expect(answer.statements.map((s) => s.citations.map((c) => (c.kind === 'passage' ? c.id : '')))).toEqual([['ada#0'], ['babbage#0']]);
    expect(answer.trace.map((t) => t.step)).toEqual(['turn 1', 'turn 2', 'turn 3', 'turn 4']);
    expect(server.requestsTo('/chat/completions').every((r) => JSON.stringify(r.body.stop) === '["\\n","\\n\\n"]')).toBe(true);
  });

  it('stops after 10 turns', async () => {
    server.chat.setHandler(() => 'Output: Ada Lovelace [1].');
    const answer = await strategyRegistry.get('interact').answer(QUESTION, { passages: withSummaries }, { model: fakeServerModel(server) });
    expect(server.requestsTo('/chat/completions')).toHaveLength(10);
    expect(answer.statements).toHaveLength(10);
  });

  it('stops when the model declines or writes something that is not an action', async () => {
    script('Output: Ada Lovelace [1]. End.', "I'm sorry, I could not find any relevant information.", 'Output: more');
    const declined = await strategyRegistry.get('interact').answer(QUESTION, { passages: withSummaries }, { model: fakeServerModel(server) });
    expect(declined.text).toBe('Ada Lovelace [1].');
    expect(declined.trace).toHaveLength(2);
    server.reset();
    script('Ada Lovelace did.', 'Output: more');
    const stray = await strategyRegistry.get('interact').answer(QUESTION, { passages: withSummaries }, { model: fakeServerModel(server) });
    expect(stray.text).toBe('');
    expect(stray.trace).toHaveLength(1);
  });

  it('summarises the passages with the model first when they carry no summary', async () => {
    server.chat.setHandler((body) => {
      const user = body.messages.at(-1)!.content;
      return user.startsWith('Instruction:') ? 'End' : user.includes('Title: Ada') ? 'Ada wrote the algorithm.' : 'irrelevant';
    });
    const answer = await strategyRegistry.get('interact').answer(QUESTION, { passages: MINI_PASSAGES }, { model: fakeServerModel(server) });
    expect(answer.trace.map((t) => t.step)).toEqual(['summary [1]', 'summary [2]', 'summary [3]', 'summary [4]', 'summary [5]', 'turn 1']);
    expect(userPrompts(server).at(-1)!.endsWith('Document [1](Title: Ada Lovelace): Ada wrote the algorithm.\n\nAnswer:\n')).toBe(true);
  });
});

describe('INLINESEARCH', () => {
  it('shows the single best passage for a Search: query, then takes the output', async () => {
    script('Search: Enigma cipher Bletchley Park', 'Turing worked on Enigma at Bletchley Park [4].', 'End');
    const answer = await strategyRegistry
      .get('inlinesearch')
      .answer('Who broke Enigma?', { passages: MINI_PASSAGES }, { model: fakeServerModel(server), embedder: createBagOfWordsEmbedder() }, { forceCiteShow: false });
    const prompts = userPrompts(server);
    expect(prompts).toHaveLength(3);
    expectGoldenPrompt('inlinesearch-turn1', prompts[0]!);
    expect(prompts[0]).not.toContain('Document [');
    expect(prompts[1]!.slice(prompts[0]!.length)).toBe(
      `Search: Enigma cipher Bletchley Park\nDocument [4](Title: Alan Turing): ${MINI_PASSAGES[3]!.text}\nOutput:`,
    );
    expect(answer.text).toBe('Turing worked on Enigma at Bletchley Park [4].');
    expect(answer.statements[0]!.citations[0]).toMatchObject({ index: 4, id: 'turing#0' });
  });

  it('needs an embedder or a searcher', async () => {
    script('Search: x');
    await expect(strategyRegistry.get('inlinesearch').answer('q', { passages: MINI_PASSAGES }, { model: fakeServerModel(server) })).rejects.toThrow(/needs an embedder/);
  });
});

describe('force_cite_show (INLINESEARCH default, as in the paper)', () => {
  it('replaces the model citations with the documents shown in the last step, in front of each sentence', async () => {
    script('Search: Enigma cipher', 'Turing broke Enigma [2]. He worked at Bletchley Park.', 'End');
    const answer = await strategyRegistry
      .get('inlinesearch')
      .answer('Who broke Enigma?', { passages: MINI_PASSAGES }, { model: fakeServerModel(server), embedder: createBagOfWordsEmbedder() });
    expect(answer.text).toBe('[4] Turing broke Enigma. [4] He worked at Bletchley Park..');
    expect(answer.statements.map((s) => s.citations.map((c) => (c.kind === 'passage' ? c.id : '')))).toEqual([['turing#0'], ['turing#0']]);
  });
});

describe('force_cite_show for QAMPARI list answers', () => {
  it('cites each list item and trims the trailing comma', async () => {
    script('Check: Document [2]', 'Difference Engine [1], Analytical Engine,', 'End');
    const answer = await strategyRegistry
      .get('interact')
      .answer('Which machines did Babbage design?', { passages: withSummaries }, { model: fakeServerModel(server) }, { forceCiteShow: true, listAnswer: true });
    expect(answer.text).toBe('[2] Difference Engine, [2] Analytical Engine');
  });
});
