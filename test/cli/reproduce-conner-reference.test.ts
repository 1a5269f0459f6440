import { describe, expect, it } from 'vitest';
import { runMain } from '../support/run-main.js';

describe('citeqa reproduce conner-reference', () => {
  it('recomputes CONNER’s NQ reference coherence from the stored per-example outputs', async () => {
    const result = await runMain(['reproduce', 'conner-reference', '--limit', '12', '--json']);
    expect(result.status, result.stderr).toBe(0);
    const output = JSON.parse(result.stdout) as {
      stored: { recomputed: number; stored: number; used: number; values: number }[];
      metrics: { n: number; metrics: Record<string, number | null>; notes: Record<string, string> };
    };
    const [sentence, paragraph] = output.stored;
    // Sentence coherence: the file prints its own mean; numpy's summation order makes ours equal to the last bit.
    expect(sentence!.recomputed).toBe(sentence!.stored);
    expect(sentence!.recomputed.toFixed(5)).toBe('0.03658');
    expect([sentence!.used, sentence!.values]).toEqual([497, 500]);
    expect(paragraph!.recomputed.toFixed(3)).toBe('4.713');
    // Then every CONNER metric of the same gold knowledge with the configured backends (offline: the stand-ins).
    expect(output.metrics.n).toBe(12);
    // The gold knowledge checked against itself is entailed wherever it has sentences.
    expect(output.metrics.metrics.fact_consistent).toBe(1);
    for (const id of ['knowledge_relevance', 'coh_sent', 'coh_para', 'info']) expect(output.metrics.metrics[id], id).toEqual(expect.any(Number));
    expect(output.metrics.notes.coh_sent).toMatch(/ngram-kn .*clipped at 100/);
    expect(output.metrics.notes.knowledge_relevance).toMatch(/bm25-squashed/);
  }, 120_000);
});
