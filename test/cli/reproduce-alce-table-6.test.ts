import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMain } from '../support/run-main.js';
import { sharedData } from '../support/shared-data.js';
import { useFakeOpenAIServer } from '../support/use-fake-openai-server.js';

const doc = (title: string, text: string) => ({ id: title, title, text });
const filler = (title: string) => doc(title, 'Some words about something else entirely.');

/**
 * Three ELI5-shaped questions with seven docs each (the third is past --limit 2). q1's claims sit in D and F; q2's
 * first claim in H–L and its second only in N, so N must be swapped into the initial five (ALCE §F.1).
 */
const items = [
  {
    id: 'q1',
    question: 'Why is the sky blue?',
    answer: 'Air molecules scatter blue light, while red light passes through.',
    claims: ['Air molecules scatter blue light.', 'Red light passes through.'],
    docs: [filler('A'), filler('B'), filler('C'), doc('D', 'Air molecules scatter blue light.'), filler('E'), doc('F', 'Red light passes through.'), filler('G')],
  },
  {
    id: 'q2',
    question: 'Why was the tower built?',
    answer: 'The tower opened in 1889 and is made of iron.',
    claims: ['The tower opened in 1889.', 'The tower is made of iron.'],
    docs: [...['H', 'I', 'J', 'K', 'L'].map((title) => doc(title, 'The tower opened in 1889.')), filler('M'), doc('N', 'The tower is made of iron.')],
  },
  { id: 'q3', question: 'Unused?', answer: 'Unused.', claims: ['Unused.'], docs: [filler('O')] },
];

type OracleRecord = { id: string; seed: number; docs: { id: string }[] };

describe('citeqa reproduce alce-table-6 (fake model over HTTP)', () => {
  const server = useFakeOpenAIServer();

  async function reproduce(extra: string[], extraEnv: Record<string, string> = {}) {
    const work = mkdtempSync(join(tmpdir(), 'citeqa-alce-table-6-'));
    const data = join(work, 'eli5.json');
    writeFileSync(data, JSON.stringify({ data: items }));
    const env = { CITEQA_LLM_BASE_URL: server.baseURL, CITEQA_LLM_MODEL: 'fake-lm', CITEQA_LLM_API_KEY: 'k', CITEQA_CACHE_DIR: join(work, 'cache'), CITEQA_DATA_DIR: sharedData(), ...extraEnv };
    const out = join(work, 'out');
    const argv = ['reproduce', 'alce-table-6', '--data', data, '--limit', '2', '--seeds', '1,2', '--out', out, ...extra];
    return { out, argv, env, result: await runMain(argv, { env }) };
  }

  const oracleRecords = (out: string) =>
    readFileSync(join(out, 'runs', 'strategy-oracle', 'items.jsonl'), 'utf8').trim().split('\n').map((line) => JSON.parse(line) as OracleRecord);

  it('runs every row, ORACLE on passages chosen by claim recall once per question with the run’s judge, and resumes without judging again', async () => {
    const { out, argv, env, result } = await reproduce([]);
    expect(result.status, result.stderr).toBe(0);
    expect(readdirSync(join(out, 'runs')).sort()).toEqual(['strategy-inlinesearch', 'strategy-interact', 'strategy-oracle', 'strategy-postcite', 'strategy-rerank', 'strategy-snippet', 'strategy-summ', 'strategy-vanilla']);
    expect(result.stdout).toMatch(/\| paper: strategy=oracle \| 59\.4 \|/);
    expect(result.stdout).toMatch(/\| CiteQA fake-lm: strategy=oracle \|/);
    // Both seeds answered from the same reranked oracle list: q1's claim passages first, q2's N swapped into slot 1.
    const records = oracleRecords(out);
    expect(records).toHaveLength(4);
    for (const seed of [1, 2]) {
      expect(records.find((r) => r.id === 'q1' && r.seed === seed)!.docs.map((p) => p.id)).toEqual(['D', 'F', 'A', 'B', 'C']);
      expect(records.find((r) => r.id === 'q2' && r.seed === seed)!.docs.map((p) => p.id)).toEqual(['N', 'I', 'J', 'K', 'L']);
    }
    // Chosen once per question, not per seed, and the run says which judge chose them.
    const cacheFile = join(out, 'runs', 'strategy-oracle', 'oracle-passages.jsonl');
    const cached = readFileSync(cacheFile, 'utf8');
    expect(cached.trim().split('\n').map((line) => (JSON.parse(line) as { id: string }).id)).toEqual(['q1', 'q2']);
    const metrics = JSON.parse(readFileSync(join(out, 'runs', 'strategy-oracle', 'metrics.json'), 'utf8')) as { notes: Record<string, string> };
    expect(metrics.notes['oracle passages']).toMatch(/2 questions' ORACLE passages were chosen by claim recall .*with the lexical\b.* judge; ALCE used TRUE-11B/);
    expect(readFileSync(join(out, 'runs', 'strategy-oracle', 'report.md'), 'utf8')).toMatch(/oracle passages.*chosen by claim recall.*lexical/);
    // Other rows answer from the retrieved docs and choose nothing.
    expect(readdirSync(join(out, 'runs', 'strategy-vanilla'))).not.toContain('oracle-passages.jsonl');

    // Run again into the same directory: nothing is judged or answered again, and the cache is not rewritten.
    const answered = server.requestsTo('/chat/completions').length;
    const again = await runMain(argv, { env });
    expect(again.status, again.stderr).toBe(0);
    expect(server.requestsTo('/chat/completions')).toHaveLength(answered);
    expect(readFileSync(cacheFile, 'utf8')).toBe(cached);
  }, 180_000);

  it('chooses the oracle passages with the NLI endpoint when the run judges with --judge nli', async () => {
    const { out, result } = await reproduce(['--judge', 'nli'], { CITEQA_NLI_BASE_URL: server.baseURL, CITEQA_NLI_MODEL: 'mnli' });
    expect(result.status, result.stderr).toBe(0);
    // Every doc of each question was judged against each of its claims once for both seeds (2 questions × 7 docs ×
    // 2 claims); no metric pairs a doc with a claim (claim recall judges the answer, citations its sentences).
    const pairs = server.requestsTo('/predict').flatMap((request) => {
      const { inputs } = request.body as { inputs: [string, string][] | [string, string] };
      return (Array.isArray(inputs[0]) ? inputs : [inputs]) as [string, string][];
    });
    const claims = new Set(items.flatMap((item) => item.claims));
    const docClaimPairs = pairs.filter(([premise, hypothesis]) => premise.startsWith('Title: ') && claims.has(hypothesis));
    expect(docClaimPairs).toHaveLength(28);
    expect(docClaimPairs).toContainEqual(['Title: M\nSome words about something else entirely.', 'The tower is made of iron.']);
    const records = oracleRecords(out);
    expect(records.find((r) => r.id === 'q1')!.docs.map((p) => p.id)).toEqual(['D', 'F', 'A', 'B', 'C']);
    expect(records.find((r) => r.id === 'q2')!.docs.map((p) => p.id)).toEqual(['N', 'I', 'J', 'K', 'L']);
    const metrics = JSON.parse(readFileSync(join(out, 'runs', 'strategy-oracle', 'metrics.json'), 'utf8')) as { notes: Record<string, string> };
    expect(metrics.notes['oracle passages']).toMatch(/with the nli\b.* judge/);
  }, 180_000);
});
