import { mkdtemp, rm } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAZETTEER_DOCUMENTS, GAZETTEER_QUESTIONS } from '../../corpora/index.js';
import { runMain } from '../support/run-main.js';

// The second document set goes through the commands a user runs on documents of their own: `citeqa index` (its
// default dense USE-lite index), then `citeqa ask --source passages --index`.

const documents = readFileSync(GAZETTEER_DOCUMENTS, 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as { id: string; title: string; text: string });
const questions = readFileSync(GAZETTEER_QUESTIONS, 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as { id: string; question: string; answerable_from: string; gold_passages: string[] });

let dir: string;
let index: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'citeqa-gazetteer-'));
  index = join(dir, 'index');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the gazetteer documents through citeqa index and ask --index', () => {
  it('indexes every document as its 100-word passages', async () => {
    const result = await runMain(['index', GAZETTEER_DOCUMENTS, '--out', index], { env: { CITEQA_CACHE_DIR: join(dir, 'cache') } });
    expect(result.status, result.stderr).toBe(0);
    const passages = documents.reduce((sum, document) => sum + Math.ceil(document.text.split(/\s+/).length / 100), 0);
    expect(result.stdout).toContain(`indexed ${documents.length} documents as ${passages} passages`);
  });

  it('answers a question of the set from that index, citing passages of its documents only', async () => {
    const item = questions.find((question) => question.answerable_from === 'passages')!;
    const result = await runMain(['ask', item.question, '--source', 'passages', '--index', index, '--json'], { env: { CITEQA_CACHE_DIR: join(dir, 'cache') } });
    expect(result.status, result.stderr).toBe(0);
    const answer = JSON.parse(result.stdout) as {
      statements: unknown[];
      passageRetrieval: { passages: { id: string; title: string }[] };
      resolvedCitations: { kind: string; passageId?: string }[];
    };
    const titles = new Set(documents.map((document) => document.title));
    expect(answer.passageRetrieval.passages.length).toBe(5);
    for (const passage of answer.passageRetrieval.passages) expect(titles.has(passage.title), passage.title).toBe(true);
    // The document holding the gold answer is retrieved, and every passage citation resolves into the index.
    const golds = item.gold_passages.map((id) => `${id}#0`);
    expect(answer.passageRetrieval.passages.map((passage) => passage.id)).toEqual(expect.arrayContaining(golds));
    const cited = answer.resolvedCitations.filter((citation) => citation.kind === 'passage');
    expect(cited.length).toBeGreaterThan(0);
    for (const citation of cited) expect(citation.passageId).toMatch(/^d\d{2}#\d+$/);
  });

  it('answers an unanswerable question of the set without error', async () => {
    const item = questions.find((question) => question.answerable_from === 'none')!;
    const result = await runMain(['ask', item.question, '--source', 'passages', '--index', index], { env: { CITEQA_CACHE_DIR: join(dir, 'cache') } });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^Strategy: extractive/m);
  });
});
