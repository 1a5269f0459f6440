import { describe, expect, it } from 'vitest';
import { runMain } from '../support/run-main.js';

describe('citeqa reproduce conner-reference', () => {
  it('recomputes CONNER’s NQ reference coherence from the stored per-example outputs', async () => {
    const result = await runMain(['reproduce', 'conner-reference', '--json']);
    expect(result.status, result.stderr).toBe(0);
    const [sentence, paragraph] = JSON.parse(result.stdout) as { recomputed: number; stored: number; used: number; values: number }[];
    // Sentence coherence: the file prints its own mean; numpy's summation order makes ours equal to the last bit.
    expect(sentence!.recomputed).toBe(sentence!.stored);
    expect(sentence!.recomputed.toFixed(5)).toBe('0.03658');
    expect([sentence!.used, sentence!.values]).toEqual([497, 500]);
    expect(paragraph!.recomputed.toFixed(3)).toBe('4.713');
  });
});
