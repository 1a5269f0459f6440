import { describe, expect, it } from 'vitest';
import { parseEntailmentLabel } from '../../../src/judges/llm/entailment-label-parser.js';

describe('parseEntailmentLabel', () => {
  it.each([
    ['entails', 'entail'],
    ['Entails.', 'entail'],
    ['"neutral"', 'neutral'],
    ['CONTRADICTS', 'contradict'],
    ['Label: contradiction', 'contradict'],
    ['{"label": "entailment"}', 'entail'],
    ['neutral\nThe premise does not mention the year.', 'neutral'],
    ['The answer is: entails', 'entail'],
  ])('reads %j as %s', (reply, label) => {
    expect(parseEntailmentLabel(reply)).toEqual({ ok: true, value: label });
  });

  it.each([
    [''],
    ['I cannot tell.'],
    ['It entails part of it but contradicts the rest'],
    ['The premise does not entail the hypothesis'],
    ['{"label": "maybe"}'],
  ])('refuses to guess from %j', (reply) => {
    const parsed = parseEntailmentLabel(reply);
    expect(parsed.ok).toBe(false);
  });
});
