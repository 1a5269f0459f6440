import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseKalmaAnswer } from '../../../../src/citations/kalma-citations.js';
import { checkTripleCitations } from '../../../../src/generate/kalma/citation-check.js';
import { loadKalmaPrompt, renderKalmaMessages } from '../../../../src/generate/kalma/kalma-prompt.js';
import { sharedData } from '../../../support/shared-data.js';

describe('KaLMA prompts written for CiteQA', () => {
  it.each(['general', 'specific'] as const)('the %s demonstration cites only its own KG and uses [NA] for what it leaves out', (variant) => {
    const prompt = loadKalmaPrompt(variant);
    const statements = parseKalmaAnswer(prompt.demo.answer, { mode: 'strict' });
    const checks = checkTripleCitations(statements, prompt.demo.kg);
    expect(checks.length).toBeGreaterThanOrEqual(6);
    expect(checks.filter((check) => !check.inKg)).toEqual([]);
    const naCount = statements.flatMap((s) => s.citations).filter((c) => c.kind === 'na').length;
    expect(naCount).toBeGreaterThanOrEqual(2);
  });

  it('accepts a KaLMA reference prompt file, with KaLMA’s own instruction (the paper’s Table 13)', () => {
    const file = sharedData('biokalma/prompts/answer_question_simple_prompt.json');
    const prompt = loadKalmaPrompt(file, 'general');
    expect(prompt.demo.question).toMatch(/^Who was Artemisia Gentileschi/);
    expect(prompt.demo.kg.map((card) => card.qid)).toEqual(['Q367360', 'Q212657']);
    expect(prompt.demo.kg[1]!.properties['place of birth']).toEqual(['Rome']);
    expect(prompt.system).toBe('You answer the question based on your knowledge, with the given information for annotation, following the given format. Use [NA] for claims that need annotation but is unprovided.');
  });

  it('rejects a file that is neither format, naming it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'citeqa-prompt-'));
    const file = join(dir, 'bad.json');
    writeFileSync(file, JSON.stringify({ id: 'x', system: 's', userTemplate: 'no placeholders', demo: {} }));
    expect(() => loadKalmaPrompt(file)).toThrow(new RegExp(`^${file}: not a KaLMA prompt file`));
    expect(() => loadKalmaPrompt(join(dir, 'missing.json'))).toThrow(/KaLMA prompt file not found/);
  });

  it('renders one-shot messages: instruction, demo question, demo answer, the question', () => {
    const prompt = loadKalmaPrompt('general');
    const messages = renderKalmaMessages(prompt, 'Who was {question} Ada?', [{ qid: 'Q1', name: 'Ada', properties: { father: ['B'] } }]);
    expect(messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(messages[2]!.content).toBe(prompt.demo.answer);
    expect(messages[3]!.content).toBe('Knowledge graph: [{name: Ada, father: B, qid: Q1}]\nQuestion: Who was {question} Ada?');
  });
});
