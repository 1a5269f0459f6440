import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMain } from '../support/run-main.js';
import { sharedData } from '../support/shared-data.js';
import { useFakeOpenAIServer } from '../support/use-fake-openai-server.js';

const doc = (title: string, text: string) => ({ id: title, title, text });

/** Two ASQA-shaped questions with seven passages each; the answers sit in passages 4, 6 and 7. */
const items = [
  {
    id: 'q1',
    question: 'Who painted the ceiling of the chapel?',
    answer: 'Michelangelo painted it.',
    qa_pairs: [{ short_answers: ['Michelangelo'] }, { short_answers: ['1512'] }],
    docs: [doc('A', 'Filler about Rome.'), doc('B', 'More filler.'), doc('C', 'Chapel history in general.'), doc('D', 'Michelangelo painted the ceiling.'), doc('E', 'Other text.'), doc('F', 'It was finished in 1512.'), doc('G', 'Nothing.')],
  },
  {
    id: 'q2',
    question: 'When did the tower open?',
    answer: 'It opened in 1889.',
    qa_pairs: [{ short_answers: ['1889'] }],
    docs: [doc('H', 'A tower in Paris.'), doc('I', 'Filler.'), doc('J', 'Filler again.'), doc('K', 'More.'), doc('L', 'Words.'), doc('M', 'Text.'), doc('N', 'The tower opened in 1889.')],
  },
];

describe('citeqa reproduce alce-table-4 (fake model over HTTP)', () => {
  const server = useFakeOpenAIServer();

  it('runs every row of the table with ALCE’s prompts, ORACLE on its oracle passages and CLOSEDBOOK as CLOSEDBOOK + POSTCITE', async () => {
    const work = mkdtempSync(join(tmpdir(), 'citeqa-alce-table-4-'));
    const data = join(work, 'asqa.json');
    writeFileSync(data, JSON.stringify({ data: items }));
    const env = { CITEQA_LLM_BASE_URL: server.baseURL, CITEQA_LLM_MODEL: 'fake-lm', CITEQA_LLM_API_KEY: 'k', CITEQA_CACHE_DIR: join(work, 'cache'), CITEQA_DATA_DIR: sharedData() };
    const out = join(work, 'out');
    const result = await runMain(['reproduce', 'alce-table-4', '--data', data, '--seeds', '1', '--out', out], { env });
    expect(result.status, result.stderr).toBe(0);
    expect(readdirSync(join(out, 'runs')).sort()).toEqual(['strategy-inlinesearch', 'strategy-interact', 'strategy-oracle', 'strategy-postcite', 'strategy-rerank', 'strategy-snippet', 'strategy-summ', 'strategy-vanilla']);
    expect(result.stdout).toMatch(/\| paper: strategy=oracle \| 64\.4 \|/);
    expect(result.stdout).toMatch(/\| CiteQA fake-lm: strategy=oracle \|/);
    // The VANILLA prompt of q1 is ALCE's rendering (make_demo in run.py): the file's demo prompt with the
    // instruction, the question and the five documents in doc_prompt, the answer left empty and the end stripped.
    const promptFile = JSON.parse(readFileSync(sharedData('alce', 'prompts', 'asqa_default.json'), 'utf8')) as { instruction: string; demo_sep: string; demo_prompt: string; doc_prompt: string };
    const docs = items[0]!.docs.slice(0, 5).map((passage, i) => promptFile.doc_prompt.replace('{ID}', String(i + 1)).replace('{T}', passage.title).replace('{P}', passage.text)).join('');
    const test = promptFile.demo_prompt.replace('{INST}', promptFile.instruction).replace('{Q}', items[0]!.question).replace('{D}', docs).replace('{A}', '').trimEnd();
    const sent = server.requestsTo('/chat/completions').map((request) => (request.body as { messages: { content: string }[] }).messages.at(-1)!.content);
    const vanilla = sent.find((prompt) => prompt.endsWith(test));
    expect(vanilla, 'a prompt ending with ALCE’s rendering of q1').toBeDefined();
    // Two demonstrations before it, separated as the file says, each with its own instruction line.
    expect(vanilla!.split(promptFile.demo_sep)).toHaveLength(3);
    expect(vanilla!.startsWith(promptFile.instruction)).toBe(true);
    // ORACLE saw, and is scored against, ALCE's reranked oracle list: the passages holding answers (D and F for q1,
    // N for q2) first, then the best-ranked others.
    const oracle = readFileSync(join(out, 'runs', 'strategy-oracle', 'items.jsonl'), 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { id: string; docs: { id: string }[] });
    expect(oracle.find((record) => record.id === 'q1')!.docs.map((passage) => passage.id)).toEqual(['D', 'F', 'A', 'B', 'C']);
    expect(oracle.find((record) => record.id === 'q2')!.docs.map((passage) => passage.id)).toEqual(['N', 'H', 'I', 'J', 'K']);
  }, 120_000);
});
