import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../../src/config/config.js';
import { InputError } from '../../../src/core/errors.js';
import { mergeWordBlocks } from '../../../src/io/word-table.js';
import { propertyCues, propertyCueSchema } from '../../../src/generate/extractive-kg/property-cues.js';
import { loadPromptFile } from '../../../src/io/prompt-file.js';
import { relationPaths } from '../../../src/generate/extractive-kg/relation-chain.js';

const table = (name: string) => JSON.parse(readFileSync(join(PROJECT_ROOT, 'prompts/heuristics', name), 'utf8'));

describe('word tables of the offline heuristics (prompts/heuristics)', () => {
  it('give every block a source', () => {
    for (const group of table('question-filler.json').groups) expect(group.source).toMatch(/^.{20,}$/);
    for (const block of Object.values(table('relation-words.json')).filter((value) => typeof value === 'object')) {
      expect((block as { source: string }).source).toMatch(/^.{20,}$/);
    }
    for (const block of ['qualifiers', 'negations', 'discourse']) expect(table('lexical-judge-words.json')[block].source).toMatch(/^.{20,}$/);
    for (const block of ['questionWords', 'kindRoots', 'nouns', 'labelNouns']) expect(table('answer-types.json')[block].source).toMatch(/^.{20,}$/);
    for (const rule of table('question-narrowing.json').rules) expect(rule.source).toMatch(/^.{20,}$/);
    for (const block of ['identity', 'overview']) expect(table('overview-properties.json')[block].source).toMatch(/^.{20,}$/);
  });

  it('give every cue, verb, side-of-family word and inverse relation its own reason', () => {
    for (const name of ['property-cues.json', 'verb-relations.json']) {
      const file = table(name);
      const entries = Object.entries<{ reason: string }>(file.cues ?? file.verbs);
      expect(entries.length, name).toBeGreaterThan(3);
      for (const [word, entry] of entries) expect(entry.reason, `${name}: ${word}`).toMatch(/^.{20,}$/);
    }
    for (const block of ['paths', 'sides', 'inverses']) {
      for (const [word, entry] of Object.entries<{ reason: string }>(table('relation-words.json')[block].words)) expect(entry.reason, word).toMatch(/^.{20,}$/);
    }
  });

  it('refuse a cue table in another shape in one line naming the file and the field', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'citeqa-cues-')), 'cues.json');
    writeFileSync(file, JSON.stringify({ about: 'old shape', cues: { born: ['birth'] } }));
    expect(() => loadPromptFile(file, propertyCueSchema)).toThrow(InputError);
    expect(() => loadPromptFile(file, propertyCueSchema)).toThrow(/^[^\n]*cues\.json[^\n]*cues\.born[^\n]*$/);
  });

  it('hold answer types the code knows and narrowing patterns that compile', async () => {
    const { ANSWER_TYPES, answerTypeTable } = await import('../../../src/generate/answer-type/answer-type.js');
    const types = answerTypeTable();
    expect(Object.keys(types.kindRoots.words).sort()).toEqual([...ANSWER_TYPES].sort());
    for (const rule of table('question-narrowing.json').rules) {
      expect(() => new RegExp(rule.question, 'i')).not.toThrow();
      expect(() => new RegExp(rule.labels, 'i')).not.toThrow();
    }
  });

  it('are what the heuristics read', () => {
    expect(propertyCues('Buried')).toEqual(table('property-cues.json').cues.buried.targets);
    // A plural asks what its singular asks, unless the singular is a label word the label itself matches.
    expect(propertyCues('professions')).toEqual(table('property-cues.json').cues.profession.targets);
    expect(propertyCues('works')).toEqual([]);
    expect(propertyCues('professionss')).toEqual([]);
    expect(relationPaths('grandfather')).toEqual(table('relation-words.json').paths.words.grandfather.paths);
    expect(relationPaths('Grandchildren')).toEqual(table('relation-words.json').paths.words.grandchild.paths);
  });

  it('refuse a word listed in two blocks, naming the file and the word', () => {
    expect(() => mergeWordBlocks('cues.json', [{ father: ['father'] }, { father: ['parent'] }])).toThrow(InputError);
    expect(() => mergeWordBlocks('cues.json', [{ father: ['father'] }, { father: ['parent'] }])).toThrow('cues.json: "father" is listed in two blocks');
  });
});
