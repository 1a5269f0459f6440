import { describe, expect, it } from 'vitest';
import { tempFile } from '../../support/temp-file.js';
import { InputError } from '../../../src/core/errors.js';
import { readConnerExamples } from '../../../eval/conner/conner-data.js';
import { sharedData } from '../../support/shared-data.js';

const file = tempFile;

describe('CONNER test sets', () => {
  it('reads the 500 NQ rows: topic, query, gold passage, answer', async () => {
    const examples = await readConnerExamples(sharedData('conner', 'nq', 'nq_test_random_testset.txt'));
    expect(examples).toHaveLength(500);
    expect(examples.every((example) => example.task === 'nq' && example.query !== '' && example.knowledge !== undefined)).toBe(true);
    expect(examples[0]).toMatchObject({ id: '0', topic: 'Adobe Flash Player', query: 'what is the most current adobe flash player version' });
  });

  it('reads WoW dialogues as turns and keeps no_passages_used rows, marked', async () => {
    const examples = await readConnerExamples(sharedData('conner', 'wow', 'seen_random_testset.txt'));
    expect(examples).toHaveLength(500);
    expect(examples.every((example) => example.task === 'wow' && (example.dialogue?.length ?? 0) > 0)).toBe(true);
    expect(examples[0]!.dialogue![0]).toBe('i like beards.');
    expect(examples[0]!.query).toBe(examples[0]!.dialogue!.at(-1));
    const marked = examples.filter((example) => example.noPassagesUsed);
    expect(marked.length).toBeGreaterThan(0);
    expect(marked.every((example) => example.knowledge === undefined)).toBe(true);
  });

  it('reads the JSONL form for users’ own data', async () => {
    const examples = await readConnerExamples(
      file('own.jsonl', [JSON.stringify({ topic: 'T', query: 'q?', knowledge: 'K.', answer: 'a' }), JSON.stringify({ id: 'd1', topic: 'T', dialogue: ['hi', 'hello'], response: 'r' })].join('\n')),
    );
    expect(examples.map((example) => [example.id, example.task, example.query])).toEqual([['0', 'nq', 'q?'], ['d1', 'wow', 'hello']]);
  });

  it('refuses a row with the wrong number of fields, and a JSONL row with both query and dialogue, naming the line', async () => {
    await expect(readConnerExamples(file('bad.txt', 'a\tb\tc\td\nonly\tthree\tfields\n'))).rejects.toThrow(InputError);
    await expect(readConnerExamples(file('bad.txt', 'a\tb\tc\td\nonly\tthree\tfields\n'))).rejects.toThrow(/bad\.txt:2: has 3 tab-separated fields/);
    await expect(readConnerExamples(file('bad.jsonl', JSON.stringify({ topic: 'T', query: 'q', dialogue: 'd', answer: 'a' })))).rejects.toThrow(/bad\.jsonl:1: needs exactly one of "query"/);
  });
});
