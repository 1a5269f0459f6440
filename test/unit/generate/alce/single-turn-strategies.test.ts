import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import '../../../../src/generate/all-strategies.js';
import { strategyRegistry } from '../../../../src/generate/strategy-registry.js';
import { ALCE_SYSTEM_MESSAGE } from '../../../../src/generate/alce/alce-model-call.js';
import { ConfigError } from '../../../../src/core/errors.js';
import { useFakeOpenAIServer } from '../../../support/use-fake-openai-server.js';
import { createBagOfWordsEmbedder } from '../../retrievers/support/bag-of-words-embedder.js';
import { expectGoldenPrompt, fakeServerModel, keywordJudge, MINI_PASSAGES, userPrompts } from './support/alce-test-kit.js';

const server = useFakeOpenAIServer();
beforeEach(() => server.reset());

const QUESTION = 'Who wrote the first published algorithm for the Analytical Engine?';

describe('VANILLA', () => {
  it('sends the system message and the rendered prompt, stops at a newline, and resolves [n] to passages', async () => {
    server.chat.enqueue({ text: 'Ada Lovelace wrote it for Babbage\'s machine [1][2]. End.<|im_end|>', usage: { prompt_tokens: 900, completion_tokens: 14 } });
    const model = fakeServerModel(server);
    const answer = await strategyRegistry.get('vanilla').answer(QUESTION, { passages: MINI_PASSAGES }, { model }, { ndoc: 3 });

    const [request] = server.requestsTo('/chat/completions');
    expect(request!.body.messages[0]).toEqual({ role: 'system', content: ALCE_SYSTEM_MESSAGE });
    expect(request!.body.stop).toEqual(['\n', '\n\n']);
    expect(request!.body.temperature).toBe(0.5);
    expectGoldenPrompt('vanilla', userPrompts(server)[0]!);

    expect(answer.text).toBe("Ada Lovelace wrote it for Babbage's machine [1][2].");
    expect(answer.statements).toHaveLength(1);
    expect(answer.statements[0]!.citations).toEqual([
      expect.objectContaining({ kind: 'passage', index: 1, id: 'ada#0' }),
      expect.objectContaining({ kind: 'passage', index: 2, id: 'babbage#0' }),
    ]);
    expect(answer.trace).toEqual([
      expect.objectContaining({ step: 'generate', promptTokens: 900, completionTokens: 14, cached: false, reply: expect.stringContaining('End.') }),
    ]);
  });

  it('sends no stop list when stopAtNewline is false (ALCE ChatGPT runs)', async () => {
    server.chat.enqueue('Ada Lovelace [1].\nSecond line.');
    const answer = await strategyRegistry.get('vanilla').answer(QUESTION, { passages: MINI_PASSAGES }, { model: fakeServerModel(server) }, { stopAtNewline: false });
    expect(server.requestsTo('/chat/completions')[0]!.body.stop).toBeUndefined();
    expect(answer.text).toBe('Ada Lovelace [1].\nSecond line.');
  });

  it('marks a repeated identical call as answered from the cache', async () => {
    const model = fakeServerModel(server);
    server.chat.enqueue('Ada Lovelace [1].');
    await strategyRegistry.get('vanilla').answer(QUESTION, { passages: MINI_PASSAGES }, { model });
    const again = await strategyRegistry.get('vanilla').answer(QUESTION, { passages: MINI_PASSAGES }, { model });
    expect(server.requestsTo('/chat/completions')).toHaveLength(1);
    expect(again.trace[0]!.cached).toBe(true);
    expect(again.text).toBe('Ada Lovelace [1].');
  });

  it('without a model fails with a ConfigError naming llm.baseURL', async () => {
    await expect(strategyRegistry.get('vanilla').answer(QUESTION, { passages: MINI_PASSAGES }, {})).rejects.toThrow(ConfigError);
    await expect(strategyRegistry.get('summ').answer(QUESTION, { passages: MINI_PASSAGES }, {})).rejects.toThrow(/config llm\.baseURL: strategy summ needs a chat model/);
  });
});

describe('CLOSEDBOOK', () => {
  it('shows no passages and yields statements without citations', async () => {
    server.chat.enqueue('Ada Lovelace wrote the first published algorithm.');
    const answer = await strategyRegistry.get('closedbook').answer(QUESTION, { passages: MINI_PASSAGES }, { model: fakeServerModel(server) });
    const prompt = userPrompts(server)[0]!;
    expectGoldenPrompt('closedbook', prompt);
    expect(prompt).not.toContain('Document [');
    expect(answer.statements[0]!.citations).toEqual([]);
  });
});

describe('ORACLE', () => {
  it('prompts with the gold passages, not the retrieved ones', async () => {
    server.chat.enqueue('Grace Hopper helped create COBOL [1].');
    const gold = [MINI_PASSAGES[4]!];
    const answer = await strategyRegistry.get('oracle').answer('Who helped create COBOL?', { passages: MINI_PASSAGES, goldPassages: gold }, { model: fakeServerModel(server) });
    const prompt = userPrompts(server)[0]!;
    expectGoldenPrompt('oracle', prompt);
    expect(prompt.endsWith('Question: Who helped create COBOL?\n\nDocument [1](Title: Grace Hopper): ' + gold[0]!.text + '\n\nAnswer:')).toBe(true);
    expect(answer.statements[0]!.citations[0]).toMatchObject({ id: 'hopper#0' });
    await expect(strategyRegistry.get('oracle').answer('q', { passages: MINI_PASSAGES }, { model: fakeServerModel(server) })).rejects.toThrow(/needs gold passages/);
  });
});

describe('SUMM and SNIPPET', () => {
  const shorter = (word: string) => (body: { messages: { content: string }[] }) => {
    const user = body.messages.at(-1)!.content;
    if (user.startsWith('Instruction:')) return 'Ada Lovelace wrote it [1], for the engine Babbage designed [2].';
    if (user.includes('Title: Ada Lovelace')) return `${word} Ada Lovelace wrote the first published algorithm for the Analytical Engine.`;
    if (user.includes('Title: Charles Babbage')) return `${word} Babbage designed the Analytical Engine.`;
    return 'irrelevant';
  };

  it('SUMM summarises every passage, drops the irrelevant ones and renumbers the rest', async () => {
    server.chat.setHandler(shorter('Summary:'));
    const answer = await strategyRegistry.get('summ').answer(QUESTION, { passages: MINI_PASSAGES }, { model: fakeServerModel(server) });
    const requests = server.requestsTo('/chat/completions');
    expect(requests).toHaveLength(6);
    const summaryRequests = requests.slice(0, 5).map((r) => r.body);
    expect(summaryRequests.every((body) => body.temperature === 0.7 && body.max_tokens === 100 && body.stop === undefined)).toBe(true);
    expect(summaryRequests.every((body) => body.messages[0].content === 'You condense documents so that only what matters for a question remains.')).toBe(true);
    expectGoldenPrompt('summ-shorten-ada', summaryRequests.find((b) => b.messages[1].content.includes('Title: Ada'))!.messages[1].content);
    const final = userPrompts(server)[5]!;
    expectGoldenPrompt('summ', final);
    expect(final).not.toContain('Marie Curie');
    expect(answer.text).toBe('Ada Lovelace wrote it [1], for the engine Babbage designed [2].');
    expect(answer.statements[0]!.citations.map((c) => (c.kind === 'passage' ? c.id : ''))).toEqual(['ada#0', 'babbage#0']);
    expect(answer.trace.map((t) => t.step)).toEqual(['summary [1]', 'summary [2]', 'summary [3]', 'summary [4]', 'summary [5]', 'generate']);
  });

  it('SUMM stops shortening once ndoc relevant passages exist; the prompt stops at the first unshortened one', async () => {
    server.chat.setHandler(shorter('Summary:'));
    const answer = await strategyRegistry.get('summ').answer(QUESTION, { passages: MINI_PASSAGES }, { model: fakeServerModel(server) }, { ndoc: 1 });
    expect(answer.trace.map((t) => t.step)).toEqual(['summary [1]', 'generate']);
    expect(userPrompts(server)[1]!.endsWith('Document [1](Title: Ada Lovelace): Summary: Ada Lovelace wrote the first published algorithm for the Analytical Engine.\n\nAnswer:')).toBe(true);
    server.reset();
    server.chat.setHandler(shorter('Summary:'));
    const limited = await strategyRegistry.get('summ').answer(QUESTION, { passages: [...MINI_PASSAGES].reverse() }, { model: fakeServerModel(server) }, { ndoc: 2, shortenLimit: 3 });
    expect(limited.trace.map((t) => t.step)).toEqual(['summary [1]', 'summary [2]', 'summary [3]', 'generate']);
  });

  it('SNIPPET uses extractions and keeps ones the data already carries without a call', async () => {
    server.chat.setHandler(shorter('Span:'));
    const passages = MINI_PASSAGES.map((p, i) => (i === 0 ? { ...p, extraction: 'Given: Ada wrote the algorithm.' } : p));
    const answer = await strategyRegistry.get('snippet').answer(QUESTION, { passages }, { model: fakeServerModel(server) });
    expect(server.requestsTo('/chat/completions')).toHaveLength(5);
    const final = userPrompts(server)[4]!;
    expectGoldenPrompt('snippet', final);
    expectGoldenPrompt('snippet-shorten-babbage', server.requestsTo('/chat/completions').map((r) => r.body.messages[1].content as string).find((c) => c.includes('Title: Charles Babbage'))!);
    expect(final).toContain('Document [1](Title: Ada Lovelace): Given: Ada wrote the algorithm.\nDocument [2](Title: Charles Babbage): Span: Babbage designed the Analytical Engine.\n\nAnswer:');
    expect(answer.strategy).toBe('snippet');
  });
});

describe('RERANK', () => {
  it('asks for 4 samples and keeps the one whose cited passages support it', async () => {
    server.chat.enqueue({
      texts: [
        'Alan Turing wrote it [1].',
        'Ada Lovelace wrote the first published algorithm [1].',
        'Ada Lovelace wrote the first published algorithm [2].',
        'No citation here.',
      ],
    });
    const judge = keywordJudge();
    const answer = await strategyRegistry.get('rerank').answer(QUESTION, { passages: MINI_PASSAGES }, { model: fakeServerModel(server), judge });
    expect(server.requestsTo('/chat/completions')[0]!.body.n).toBe(4);
    expectGoldenPrompt('rerank', userPrompts(server)[0]!);
    expect(answer.text).toBe('Ada Lovelace wrote the first published algorithm [1].');
    // Premises are the cited passages only, formatted "Title: …\n<text>".
    expect(judge.pairs[1]).toEqual({ premise: `Title: Ada Lovelace\n${MINI_PASSAGES[0]!.text}`, hypothesis: 'Ada Lovelace wrote the first published algorithm.' });
    expect(judge.pairs).toHaveLength(3);
    expect(JSON.parse(answer.trace.at(-1)!.reply)).toEqual({ scores: [0, 1, 0, 0], chosen: 1 });
    expect(answer.trace[0]!.replies).toHaveLength(4);
  });

  it('compat mode judges against all passages and returns "" when every sample scores 0', async () => {
    server.chat.enqueue({ texts: ['Nothing supported zzzz [1].', 'Still unsupported qqqqq [2].', 'x [9].', 'y'] });
    const judge = keywordJudge();
    const answer = await strategyRegistry.get('rerank').answer(QUESTION, { passages: MINI_PASSAGES }, { model: fakeServerModel(server), judge }, { rerankCompat: true });
    expect(answer.text).toBe('');
    expect(judge.pairs[0]!.premise.split('Title: ')).toHaveLength(6);
  });
});

describe('POSTCITE', () => {
  it('cites the most similar passage in front of every uncited closed-book sentence', async () => {
    server.chat.enqueue('Grace Hopper helped create the COBOL programming language. Marie Curie won the Nobel Prize in Chemistry [3].');
    const answer = await strategyRegistry.get('postcite').answer('Tell me about COBOL', { passages: MINI_PASSAGES }, { model: fakeServerModel(server), embedder: createBagOfWordsEmbedder() });
    expectGoldenPrompt('postcite', userPrompts(server)[0]!);
    expect(userPrompts(server)[0]).not.toContain('Document [');
    expect(answer.text).toBe('[5] Grace Hopper helped create the COBOL programming language. Marie Curie won the Nobel Prize in Chemistry [3].');
    expect(answer.statements.map((s) => s.citations.map((c) => (c.kind === 'passage' ? c.id : '')))).toEqual([['hopper#0'], ['curie#0']]);
    expect(answer.strategy).toBe('postcite');
  });
});

describe('ALCE reference prompt files', () => {
  it('draws the demos as ALCE does with numpy seed 42 (2 of 4 → demos 1 and 3), or with the given seed', async () => {
    const { sharedData } = await import('../../../support/shared-data.js');
    const { loadAlcePromptFile } = await import('../../../../prompts/alce-format-loader.js');
    const { renderAlcePrompt } = await import('../../../../prompts/alce-prompt-renderer.js');
    const file = await loadAlcePromptFile(sharedData('alce/prompts/asqa_default.json'));
    const options = { promptDir: sharedData('alce/prompts'), dataset: 'asqa' };
    server.chat.enqueue('x [1].', 'y [1].');
    await strategyRegistry.get('vanilla').answer(QUESTION, { passages: MINI_PASSAGES }, { model: fakeServerModel(server) }, options);
    await strategyRegistry.get('vanilla').answer(QUESTION, { passages: MINI_PASSAGES }, { model: fakeServerModel(server) }, { ...options, seed: 0 });
    const item = { question: QUESTION, docs: MINI_PASSAGES };
    expect(userPrompts(server)[0]).toBe(renderAlcePrompt(file, item, { demoIds: [1, 3], ndoc: 5 }));
    expect(userPrompts(server)[1]).toBe(renderAlcePrompt(file, item, { demoIds: [2, 3], ndoc: 5 }));
  });


  it('renders the shared asqa_default prompt with demos [1, 3] when asked to reproduce', async () => {
    const { sharedData } = await import('../../../support/shared-data.js');
    server.chat.enqueue('x [1].');
    await strategyRegistry.get('vanilla').answer(QUESTION, { passages: MINI_PASSAGES }, { model: fakeServerModel(server) }, {
      promptDir: sharedData('alce/prompts'),
      dataset: 'asqa',
      demoIds: [1, 3],
    });
    const prompt = userPrompts(server)[0]!;
    expect(prompt.startsWith('Instruction: Write an accurate, engaging, and concise answer')).toBe(true);
    expect(prompt.split('\n\n\n')).toHaveLength(3);
    expect(prompt.endsWith(`Document [5](Title: Grace Hopper): ${MINI_PASSAGES[4]!.text}\n\nAnswer:`)).toBe(true);
  });
});
