import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runMain } from '../support/run-main.js';

// Documents nobody tuned the answerer on (issue 15): a lake, a town, a railway and a weaver.
const docs = new URL('../fixtures/passages/unseen-places.jsonl', import.meta.url).pathname;

describe('citeqa ask --source passages over unseen documents', () => {
  let index: string;
  beforeAll(async () => {
    index = join(await mkdtemp(join(tmpdir(), 'citeqa-unseen-')), 'idx');
    expect((await runMain(['index', docs, '--out', index, '--embedder', 'bm25'])).status).toBe(0);
  });

  const ask = async (question: string) => {
    const result = await runMain(['ask', question, '--source', 'passages', '--index', index, '--json', '-k', '3']);
    expect(result.stderr).toBe('');
    return JSON.parse(result.stdout) as { text: string };
  };

  it('answers "How deep is Lake Orvana?" from "reaches a depth of 87 metres"', async () => {
    expect((await ask('How deep is Lake Orvana?')).text).toContain('reaches a depth of 87 metres');
  });

  it('answers "What is the population of Brennfall?" from "about 6,000 inhabitants"', async () => {
    expect((await ask('What is the population of Brennfall?')).text).toContain('about 6,000 inhabitants');
  });

  it('gives the name for "Who designed the Kharn Pass railway?", not "He designed"', async () => {
    const { text } = await ask('Who designed the Kharn Pass railway?');
    expect(text).toContain('Tomas Vell designed');
    expect(text).not.toMatch(/(^|\. )He designed/);
  });
});
