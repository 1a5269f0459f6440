import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configSchema } from '../../../src/config/config.js';
import type { EntityCard } from '../../../src/core/knowledge.js';
import { answer } from '../../../src/pipeline/answer.js';
import { commandAsQuestion } from '../../../src/text/command-question.js';

describe('a command that asks for one thing', () => {
  it('is read as a what-question', () => {
    expect(commandAsQuestion('Name the pianist who studied with Tova Brandt.')).toBe('What is the pianist who studied with Tova Brandt?');
    expect(commandAsQuestion('Please give me the year Tova Brandt was elected mayor')).toBe('What is the year Tova Brandt was elected mayor?');
    expect(commandAsQuestion('list all the children of Tova Brandt')).toBe('What is all the children of Tova Brandt?');
  });

  it('reads a request to be told as the question it wraps', () => {
    expect(commandAsQuestion('Tell me the year Tova Brandt was born.')).toBe('What is the year Tova Brandt was born?');
    expect(commandAsQuestion("I'd like to know when Tova Brandt's sister died.")).toBe("When Tova Brandt's sister died?");
    expect(commandAsQuestion('Can you tell me who taught Tova Brandt?')).toBe('Who taught Tova Brandt?');
  });

  it('leaves questions and requests for everything about someone as they are', () => {
    for (const text of ['Tell me about Tova Brandt.', 'Describe Tova Brandt.', 'Who named the ship Tova?', 'Name Tova Brandt’s ship?']) {
      expect(commandAsQuestion(text)).toBe(text);
    }
  });

  it('is answered as the question it stands for, and the answer keeps the command as asked', async () => {
    const tova: EntityCard = { qid: 'Q1', name: 'Tova Brandt', properties: { 'instance of': ['human'], 'position held': ['mayor of Kvarnsund'], 'date of birth': ['1880-02-03'] } };
    const config = configSchema.parse({ cacheDir: mkdtempSync(join(tmpdir(), 'citeqa-command-')) });
    const asked = 'Give the year Tova Brandt was elected mayor.';
    const { answer: given } = await answer(asked, 'kg', { kg: { entities: [tova] } }, config);
    // The year asked is a date: the office held is no answer to it.
    expect(given.text).not.toContain('mayor of Kvarnsund');
    expect(given.text).toContain('[NA]');
    expect(given.question).toBe(asked);
  });
});
