import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMain } from '../support/run-main.js';

const dir = mkdtempSync(join(tmpdir(), 'citeqa-eval-kalma-'));
const run = join(dir, 'run.jsonl');
writeFileSync(
  run,
  [
    {
      question: "Who was Ada Lovelace's father?",
      kg: [{ qid: 'Q7259', name: 'Ada Lovelace', father: 'Lord Byron', occupation: 'mathematician' }],
      answer: 'Ada Lovelace was a mathematician [Q7259, occupation: mathematician]. Her father was Lord Byron [Q7259, father: Lord Byron].',
      minimum_knowledge: [['Q7259', 'father', 'Lord Byron']],
    },
    {
      question: 'Who was Lord Byron?',
      kg: [{ qid: 'Q5679', name: 'Lord Byron', occupation: 'poet' }],
      answer: 'Lord Byron was a painter [Q5679, occupation: painter].',
    },
  ]
    .map((item) => JSON.stringify(item))
    .join('\n'),
);

describe('citeqa eval --suite kalma', () => {
  it('hands a KaLMA JSONL run to the KaLMA metrics and prints the fixed JSON shape', async () => {
    const result = await runMain(['eval', run, '--suite', 'kalma', '--json']);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).not.toMatch(/NaN|Infinity/);
    const output = JSON.parse(result.stdout) as { suite: string; judge: string; n: number; metrics: Record<string, number | null>; nulls: Record<string, string> };
    expect(Object.keys(output)).toEqual(['suite', 'judge', 'n', 'metrics', 'nulls']);
    expect(output).toMatchObject({ suite: 'kalma', n: 2 });
    expect(output.judge).toMatch(/^lexical/);
    // Two of three citations match the KG exactly.
    expect(output.metrics.correctness).toBeCloseTo((100 * 2) / 3, 9);
    // No model configured: G-Eval text quality is null with the reason.
    expect(output.metrics.coherence).toBeNull();
    expect(output.nulls.coherence).toMatch(/no model configured/);
  });

  it('names the file and line of a malformed JSONL record', async () => {
    const bad = join(dir, 'bad.jsonl');
    writeFileSync(bad, '{"question":"q","kg":[],"answer":"a"}\n{"question":"q","answer":"a"}\n');
    const result = await runMain(['eval', bad, '--suite', 'kalma']);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/bad\.jsonl:2: "kg" must be an array/);
  });
});
