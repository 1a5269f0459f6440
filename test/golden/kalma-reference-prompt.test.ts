import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/config/config.js';
import { loadKalmaPrompt, renderKalmaMessages } from '../../src/generate/kalma/kalma-prompt.js';
import { bioKalmaEntityToCard } from '../../retrievers/kg/biokalma-loader.js';
import { sharedData } from '../support/shared-data.js';

/**
 * KaLMA's generation script, run here with a recorder in place of the OpenAI client
 * (test/fixtures/kalma/reference-prompt.harness.py), on generated questions whose names hold an apostrophe, double
 * quotes, accents and a no-break space; only the SHA-256 of each message is kept, so no shared data is copied.
 */
const fixture = JSON.parse(readFileSync(join(PROJECT_ROOT, 'test/fixtures/kalma/reference-prompts.json'), 'utf8')) as {
  items: [string, Record<string, string>[]][];
  messages: { role: string; sha256: string }[][];
};
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe("KaLMA's prompts, rendered exactly as its generation script sends them", () => {
  it('matches the recorded messages of the first five questions, system to question', () => {
    const prompt = loadKalmaPrompt(sharedData('biokalma', 'prompts', 'answer_question_complex_prompt.json'), 'specific');
    fixture.items.forEach(([question, entities], i) => {
      const cards = entities.map((entity, k) => bioKalmaEntityToCard(entity, `item ${i} entity ${k}`));
      const messages = renderKalmaMessages(prompt, question, cards).map((message) => ({ role: message.role, sha256: sha256(message.content) }));
      expect(messages, `question ${i}: ${question}`).toEqual(fixture.messages[i]);
    });
  });
});
