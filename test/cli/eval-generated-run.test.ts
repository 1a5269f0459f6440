import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMain } from '../support/run-main.js';

/** `citeqa generate` writes ALCE's result format; `citeqa eval` must score it as ALCE's eval.py would. */
describe('citeqa eval on the output of citeqa generate', () => {
  it('scores an offline extractive run, citations included', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'citeqa-eval-generated-'));
    const data = join(dir, 'data.json');
    writeFileSync(
      data,
      JSON.stringify({
        data: [
          {
            question: 'Who sang The Sound of Silence?',
            qa_pairs: [{ short_answers: ['Simon & Garfunkel', 'Simon and Garfunkel'] }],
            answer: 'Simon & Garfunkel sang The Sound of Silence.',
            docs: [
              { title: 'The Sound of Silence', text: 'The Sound of Silence is a song by the American music duo Simon & Garfunkel, written by Paul Simon in 1964.' },
              { title: 'Paul Simon', text: 'Paul Simon is an American musician and songwriter born in Newark, New Jersey.' },
            ],
          },
        ],
      }),
    );
    const generated = await runMain(['generate', '--data', data, '--out', join(dir, 'run'), '--strategy', 'extractive']);
    expect(generated.status, generated.stderr).toBe(0);

    const result = await runMain(['eval', join(dir, 'run', 'output.json'), '--json', '--no-mauve']);
    expect(result.status, result.stderr).toBe(0);
    const output = JSON.parse(result.stdout) as { n: number; metrics: Record<string, number | null> };
    expect(output.n).toBe(1);
    expect(output.metrics.str_em).toBe(100);
    // The extractive strategy copies a cited passage sentence, which the lexical judge finds supported.
    expect(output.metrics.citation_rec).toBe(100);
    expect(output.metrics.citation_prec).toBe(100);
  });
});
