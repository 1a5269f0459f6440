import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../../src/core/errors.js';
import { fillTemplate, loadPromptFile } from '../../../src/io/prompt-file.js';
import { entailmentPrompt, ratingPrompt, repairPrompt, truePromptFile } from '../../../src/judges/judge-prompts.js';
import { CITEQA_TEXT_QUALITY_PROMPTS, textQualityInput } from '../../../eval/metrics/geval/geval-prompts.js';

describe('prompt files in prompts/', () => {
  it('load and validate, each saying where its wording comes from', () => {
    for (const prompt of [entailmentPrompt(), truePromptFile(), ratingPrompt(), repairPrompt()]) expect(prompt.source).toMatch(/\S/);
    expect(Object.keys(CITEQA_TEXT_QUALITY_PROMPTS)).toEqual(['coherence', 'consistency', 'fluency', 'relevance']);
  });

  it('fill placeholders once, never reading a value as a placeholder', () => {
    expect(fillTemplate(truePromptFile().prompt, { premise: 'a {hypothesis} b', hypothesis: 'c' })).toBe('premise: a {hypothesis} b hypothesis: c');
    expect(textQualityInput({ question: 'Q?', knowledge: 'K', answer: 'A.' })).toBe('Question: Q?\nKnowledge: K\nAnswer: A.');
    expect(() => fillTemplate('{missing}', {})).toThrow(/placeholder \{missing\} has no value/);
  });

  it('fail on a malformed file in one line naming the file and the field', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'citeqa-prompt-')), 'bad.json');
    writeFileSync(file, JSON.stringify({ source: 'x', prompt: '' }));
    const schema = z.object({ source: z.string().min(1), prompt: z.string().min(1) });
    expect(() => loadPromptFile(file, schema)).toThrow(InputError);
    expect(() => loadPromptFile(file, schema)).toThrow(new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}: .*prompt`));
  });
});

describe('CONNER scoring prompts (prompts/conner/scoring.json)', () => {
  it('give the prefixes CONNER scores after, with the question mark it adds', async () => {
    const { downstreamPrompt, informativenessPrefix } = await import('../../../eval/metrics/conner/conner-prompts.js');
    expect(informativenessPrefix('Ada Lovelace', 'who was ada lovelace')).toBe(
      'Generate a Wikipedia to answer the given question.\nTopic: Ada Lovelace.\nQuestion: who was ada lovelace?\nWikipedia: ',
    );
    expect(downstreamPrompt('Ada was a poet.', 'who was ada')).toBe('Passage: Ada was a poet.\nQuery: who was ada\nAnswer: ');
  });
});
