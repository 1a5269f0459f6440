import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadAlcePromptFile } from '../../../prompts/alce-format-loader.js';
import { makeDemo, renderAlcePrompt, selectShorterDocs } from '../../../prompts/alce-prompt-renderer.js';
import { InputError } from '../../../src/core/errors.js';

const file = {
  instruction: 'Inst.',
  demo_sep: '\n\n\n',
  demo_prompt: '{INST}\n\nQuestion: {Q}\n\n{D}\nAnswer: {A}',
  doc_prompt: 'Document [{ID}](Title: {T}): {P}\n',
  demos: [{ question: 'Dq?', answer: 'Da [1].', docs: [{ title: 'T1', text: 'x1' }, { title: 'T2', text: 'x2' }] }],
};

describe('makeDemo', () => {
  it('renders documents 1-based, with no space after "Answer:"', () => {
    expect(makeDemo(file.demos[0]!, file, { ndoc: 1 })).toBe('Inst.\n\nQuestion: Dq?\n\nDocument [1](Title: T1): x1\n\nAnswer:Da [1].');
  });

  it('removes the {D} line when ndoc is 0 and ends a test item at "Answer:"', () => {
    expect(makeDemo({ question: 'Q?' }, file, { ndoc: 0, test: true })).toBe('Inst.\n\nQuestion: Q?\n\nAnswer:');
  });

  it('puts list answers on their own lines', () => {
    expect(makeDemo({ question: 'Q', answer: ['Check: Document [1]', 'End'] }, file, { ndoc: 0 })).toBe(
      'Inst.\n\nQuestion: Q\n\nAnswer:\nCheck: Document [1]\nEnd',
    );
  });

  it('treats $ in texts literally (Python str.replace semantics)', () => {
    expect(makeDemo({ question: "$& $'", docs: [{ title: '$1', text: '$$' }] }, file, { ndoc: 1, test: true })).toContain(
      "Question: $& $'\n\nDocument [1](Title: $1): $$\n",
    );
  });
});

describe('selectShorterDocs', () => {
  it('skips irrelevant summaries, renumbers, and stops at ndoc', () => {
    const docs = [
      { title: 'a', text: 'A', summary: 'irrelevant' },
      { title: 'b', text: 'B', summary: 'b' },
      { title: 'c', text: 'C', summary: 'Irrelevant.' },
      { title: 'd', text: 'D', summary: 'd' },
      { title: 'e', text: 'E', summary: 'e' },
    ];
    expect(selectShorterDocs(docs, 2, 'summary').map((d) => d.title)).toEqual(['b', 'd']);
    const prompt = renderAlcePrompt(file, { question: 'Q', docs }, { demoIds: [], ndoc: 2, useShorter: 'summary' });
    expect(prompt).toContain('Document [1](Title: b): b\nDocument [2](Title: d): d\n');
  });

  it('falls back to the first full text when no shorter text exists, then stops', () => {
    const docs = [{ title: 'a', text: 'A' }, { title: 'b', text: 'B', summary: 'b' }];
    expect(selectShorterDocs(docs, 5, 'summary')).toEqual([{ title: 'a', text: 'A', summary: 'A' }]);
    expect(selectShorterDocs([{ title: 'b', text: 'B', summary: 'b' }, { title: 'a', text: 'A' }], 5, 'summary').map((d) => d.title)).toEqual(['b']);
  });
});

describe('renderAlcePrompt', () => {
  it('joins demos with demo_sep and checks demo ids', () => {
    const prompt = renderAlcePrompt(file, { question: 'Q', docs: [] }, { demoIds: [0], ndoc: 0 });
    expect(prompt).toBe('Inst.\n\nQuestion: Dq?\n\nAnswer:Da [1].\n\n\nInst.\n\nQuestion: Q\n\nAnswer:');
    expect(() => renderAlcePrompt(file, { question: 'Q' }, { demoIds: [3] })).toThrow(/demo 3/);
  });
});

describe('loadAlcePromptFile', () => {
  it('names the file and the missing field', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'citeqa-prompt-'));
    const path = join(dir, 'bad.json');
    await writeFile(path, JSON.stringify({ instruction: 'x', demo_sep: '', demo_prompt: '' }));
    await expect(loadAlcePromptFile(path)).rejects.toThrow(InputError);
    await expect(loadAlcePromptFile(path)).rejects.toThrow(/bad\.json: not an ALCE-format prompt file: doc_prompt/);
  });
});
