import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMain } from '../support/run-main.js';

const docs = new URL('../fixtures/passages/mini-docs.jsonl', import.meta.url).pathname;

describe('citeqa ask --source passages', () => {
  it('answers offline from an index, each [n] resolving to the passage holding the fact', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'citeqa-ask-'));
    const index = join(dir, 'idx');
    expect((await runMain(['index', docs, '--out', index, '--embedder', 'bm25'])).status).toBe(0);
    const result = await runMain(['ask', 'Who helped create the COBOL programming language?', '--source', 'passages', '--index', index, '--json', '-k', '3']);
    expect(result.stderr).toBe('');
    const answer = JSON.parse(result.stdout);
    expect(answer.strategy).toBe('extractive');
    expect(answer.statements[0].text).toContain('COBOL');
    expect(answer.resolvedCitations[0]).toMatchObject({ kind: 'passage', index: 1, passageId: 'hopper#0', title: 'Grace Hopper' });
    expect(answer.passageRetrieval.passages[0].id).toBe('hopper#0');
    expect(answer.passageRetrieval.k).toBe(3);
  });

  it('names the missing LLM setting for an LLM strategy, and rejects a KG strategy', async () => {
    const env = { CITEQA_LLM_BASE_URL: '', CITEQA_LLM_MODEL: '' };
    const vanilla = await runMain(['ask', 'q?', '--source', 'passages', '--strategy', 'vanilla'], { env });
    expect(vanilla.status).toBe(2);
    expect(vanilla.stderr.split('\n')[0]).toBe('citeqa: config llm.baseURL: no OpenAI-compatible endpoint is configured');
    const kg = await runMain(['ask', 'q?', '--source', 'passages', '--strategy', 'extractive-kg'], { env });
    expect(kg.status).toBe(2);
    expect(kg.stderr).toContain('answers from a knowledge graph');
  });

  it('says [NA] from both sources, quoting no passage, when the corpus lacks what is asked', async () => {
    const cache = await mkdtemp(join(tmpdir(), 'citeqa-ask-cache-'));
    const result = await runMain(['ask', "What was Marie Curie's favourite food?", '--json'], { env: { CITEQA_CACHE_DIR: cache } });
    expect(result.status, result.stderr).toBe(0);
    const answer = JSON.parse(result.stdout) as { text: string; statements: { citations: { kind: string }[] }[] };
    expect(answer.statements.map((s) => s.citations.map((c) => c.kind))).toEqual([['na'], ['na']]);
    expect(answer.text).toBe(
      'Nothing in the knowledge graph answers "What was Marie Curie\'s favourite food" [NA]. None of the retrieved passages answers the question [NA].',
    );
  });

  it('says [NA] when no passage shares a word with the question, instead of failing', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'citeqa-ask-'));
    const index = join(dir, 'idx');
    expect((await runMain(['index', docs, '--out', index, '--embedder', 'bm25'])).status).toBe(0);
    const result = await runMain(['ask', "zorvath's mum, who was she?", '--source', 'passages', '--index', index, '--json']);
    expect(result.status, result.stderr).toBe(0);
    const answer = JSON.parse(result.stdout) as { text: string; passageRetrieval: { passages: unknown[] } };
    expect(answer.passageRetrieval.passages).toEqual([]);
    expect(answer.text).toBe('No passage was retrieved for the question [NA].');
  });

  it('rejects an empty question in one line naming it', async () => {
    const empty = await runMain(['ask', '  ']);
    expect(empty.status).toBe(2);
    expect(empty.stderr.trim()).toBe('citeqa: question: is empty; ask something, e.g. citeqa ask "Who was the father of Marie Curie?"');
  });

  it('with no --source and no --index, answers from KG and bundled passages, indexing them in the cache', async () => {
    const cache = await mkdtemp(join(tmpdir(), 'citeqa-ask-cache-'));
    const question = 'In which position did Niels Bohr play football?';
    const first = await runMain(['ask', question], { env: { CITEQA_CACHE_DIR: cache } });
    expect(first.status).toBe(0);
    expect(first.stderr).toContain('indexing the 185 bundled passages once');
    expect(first.stdout).toMatch(/goalkeeper[^\n]*\[\d\]/);
    expect(first.stdout).toContain('Strategy: extractive-kg + extractive');
    expect(first.stdout).toMatch(/\[\d\] Niels Bohr \(p025#0\)/);
  });
});
