import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMain } from '../support/run-main.js';

// An ALCE ELI5 result file: gold `answer` and `claims`, no qa_pairs.
const dir = mkdtempSync(join(tmpdir(), 'citeqa-eval-eli5-'));
const file = join(dir, 'eli5-run.json');
const docs = [
  { title: 'Boiling', text: 'Water boils when its vapour pressure equals the pressure of the air around it.' },
  { title: 'Altitude', text: 'At high altitude the air pressure is lower, so water boils at a lower temperature.' },
];
writeFileSync(
  file,
  JSON.stringify({
    args: {},
    data: [
      {
        question: 'Why does water boil at a lower temperature on a mountain?',
        output: 'Air pressure is lower at high altitude [2]. Water boils when its vapour pressure equals the air pressure [1].',
        docs,
        answer: 'Because the air pressure is lower up there, water reaches its boiling point sooner.',
        claims: ['Air pressure is lower at high altitude.', 'Water boils at a lower temperature when pressure is lower.', 'Mountains are cold.'],
      },
      {
        question: 'What makes water boil?',
        output: 'Water boils when its vapour pressure equals the pressure around it [1].',
        docs,
        answer: 'Heating raises the vapour pressure until it matches the surrounding pressure.',
        claims: ['Water boils when vapour pressure equals surrounding pressure.', 'Heat raises vapour pressure.', 'Boiling makes bubbles.'],
      },
    ],
  }),
);

describe('citeqa eval on an ALCE ELI5 result file', () => {
  it("prints STR-EM and STR-HIT as 0, as ALCE's eval.py does, in ALCE's order", async () => {
    const result = await runMain(['eval', file, '--json', '--no-mauve']);
    expect(result.status).toBe(0);
    const output = JSON.parse(result.stdout) as { metrics: Record<string, number | null>; nulls: Record<string, string> };
    expect(Object.keys(output.metrics)).toEqual([
      'length', 'str_em', 'str_hit', 'rougeLsum', 'rougeLsum_bootstrap', 'mauve', 'claims_nli', 'citation_rec', 'citation_prec',
    ]);
    expect(output.metrics.str_em).toBe(0);
    expect(output.metrics.str_hit).toBe(0);
    expect(output.nulls).not.toHaveProperty('str_em');
  });

  it('says beside the zeros that they are structural, in the table and in the written summary', async () => {
    const out = join(dir, 'scores');
    const result = await runMain(['eval', file, '--no-mauve', '--out', out]);
    expect(result.status).toBe(0);
    const row = result.stdout.split('\n').find((line) => line.startsWith('str_em '));
    // value 0 from 0 items, and why.
    expect(row).toMatch(/^str_em \(EM recall \(STR-EM\)\)\s+0\s+0\s+2 excluded \(ELI5 has no qa_pairs: 0 as ALCE's eval\.py reports it/);
    expect(result.stdout).toMatch(/^str_em: ELI5 has no qa_pairs.*not a measured score$/m);
    const summary = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8')) as Record<string, unknown>;
    expect(JSON.stringify(summary)).toContain('not a measured score');
    // No item claims an STR-EM of its own.
    const items = readFileSync(join(out, 'items.jsonl'), 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { scores: Record<string, unknown> });
    expect(items).toHaveLength(2);
    expect(items.every((item) => !('str_em' in item.scores))).toBe(true);
  });
});
