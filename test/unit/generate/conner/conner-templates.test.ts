import { describe, expect, it } from 'vitest';
import { connerTemplate, fewShotPrompt, renderConnerExample } from '../../../../src/generate/conner/conner-templates.js';

describe('CONNER templates (paper Tables 11–13)', () => {
  it('defaults to the template each table marks best', () => {
    // Table 11 marks the "Generate a Wikipedia … Wikipedia:" prompt; Tables 12 and 13 the first template.
    expect(connerTemplate('zero_shot', 'nq').template).toMatch(/Generate a Wikipedia to answer the given question\.\nQuestion: \{query\}\nWikipedia:$/);
    expect(connerTemplate('zero_shot', 'wow').template).toContain('Question: {utterance}');
    expect(connerTemplate('few_shot', 'nq').template).toBe('Topic: {topic}\nQuery: {query}\nRelated Wikipedia knowledge: {knowledge}');
    expect(connerTemplate('answer', 'wow').template).toBe('Topic: {topic}\nPassage: {knowledge}\nSpeaker 1: {utterance}\nSpeaker 2: {response}');
  });

  it('selects another template by id and names the choices for an unknown one', () => {
    expect(connerTemplate('few_shot', 'nq', 'document').template).toContain('Document: {knowledge}');
    expect(() => connerTemplate('zero_shot', 'nq', 'nope')).toThrow(/--template: unknown NQ template "nope"; known: related-knowledge, background-document, wikipedia-knowledge, wikipedia/);
    expect(() => connerTemplate('answer', 'wow', 'nope')).toThrow(/--answer-template/);
  });

  it('renders the asked example open where its knowledge would start', () => {
    const template = connerTemplate('few_shot', 'nq');
    expect(renderConnerExample(template, { topic: 'Moon', question: 'how far is the moon', knowledge: '', answer: '' })).toBe('Topic: Moon\nQuery: how far is the moon\nRelated Wikipedia knowledge:');
    const wow = connerTemplate('answer', 'wow');
    expect(renderConnerExample(wow, { topic: 'Tea', question: 'I like tea.', knowledge: 'Tea is a drink.', answer: 'Me too!' })).toBe('Topic: Tea\nPassage: Tea is a drink.\nSpeaker 1: I like tea.\nSpeaker 2: Me too!');
  });

  it('adds demonstrations in order while the prompt stays within the word budget and the count', () => {
    const demos = ['one two three', 'four five six', 'seven eight nine ten'];
    expect(fewShotPrompt(demos, 'test q', { maxDemonstrations: 8, wordBudget: 8 }, '\n')).toEqual({ prompt: 'one two three\nfour five six\ntest q', shown: 2 });
    expect(fewShotPrompt(demos, 'test q', { maxDemonstrations: 1, wordBudget: 100 }, '\n\n')).toEqual({ prompt: 'one two three\n\ntest q', shown: 1 });
    expect(fewShotPrompt(demos, 'a b c d e f g h i', { maxDemonstrations: 8, wordBudget: 8 }, '\n').shown).toBe(0);
  });
});
