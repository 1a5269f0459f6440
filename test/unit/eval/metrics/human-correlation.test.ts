import { describe, expect, it } from 'vitest';
import { correlateWithHumans, formatHumanCorrelations, readHumanRatings } from '../../../../eval/metrics/human-correlation.js';
import type { SuiteResult } from '../../../../eval/metrics/suite-result.js';
import { tempFile } from '../../../support/temp-file.js';

const result = (scores: Record<string, number | null>[]): SuiteResult => ({
  suite: 'conner',
  judge: null,
  n: scores.length,
  metrics: {},
  nulls: {},
  excluded: {},
  notes: {},
  perItem: scores.map((item, index) => ({ id: String(index), question: `q${index}`, scores: item })),
});

describe('human ratings and their correlation with metrics', () => {
  it('reads JSON lines and CSV / TSV tables with an id column; empty cells are no rating', async () => {
    const jsonl = await readHumanRatings(tempFile('h.jsonl', '{"id": 0, "fact": 2, "rel": null}\n{"id": "1", "fact": 0}\n'));
    expect([...jsonl]).toEqual([['0', { fact: 2 }], ['1', { fact: 0 }]]);
    const csv = await readHumanRatings(tempFile('h.csv', 'id,fact,rel\n0,2,\n1,1,0\n'));
    expect([...csv]).toEqual([['0', { fact: 2 }], ['1', { fact: 1, rel: 0 }]]);
    const tsv = await readHumanRatings(tempFile('h.tsv', 'fact\tid\n1\ta\n'));
    expect([...tsv]).toEqual([['a', { fact: 1 }]]);
  });

  it('refuses malformed ratings in one line naming the file and what is wrong', async () => {
    await expect(readHumanRatings(tempFile('bad.csv', 'item,fact\n0,1\n'))).rejects.toThrow(/bad\.csv: its header has no "id" column \(columns: item, fact\)/);
    await expect(readHumanRatings(tempFile('bad2.csv', 'id,fact\n0,good\n'))).rejects.toThrow(/bad2\.csv:2: column "fact" is not a number: "good"/);
    await expect(readHumanRatings(tempFile('bad3.csv', 'id,fact\n0,1\n0,2\n'))).rejects.toThrow(/repeats id "0"/);
    await expect(readHumanRatings(tempFile('bad4.csv', 'id,fact\n0,1,2\n'))).rejects.toThrow(/bad4\.csv:2: has 3 cells; the header has 2/);
  });

  it("pairs items by id and computes Somers' D per metric and rating column, counting unknown ids", () => {
    // Ratings order the metric perfectly for "fact": D = 1. "info" goes the other way: D = −1.
    const scored = result([{ fact: 0.1, info: 0.9 }, { fact: 0.5, info: 0.4 }, { fact: 0.9, info: null }, { fact: 0.7, info: 0.1 }]);
    const ratings = new Map([['0', { human: 0 }], ['1', { human: 1 }], ['2', { human: 2 }], ['3', { human: 2 }], ['99', { human: 1 }]]);
    const { rows, unmatched } = correlateWithHumans(scored, ratings);
    expect(unmatched).toBe(1);
    expect(rows.find((row) => row.metric === 'fact')).toMatchObject({ human: 'human', d: 1, n: 4 });
    expect(rows.find((row) => row.metric === 'info')).toMatchObject({ d: -1, n: 3 });
    const table = formatHumanCorrelations({ rows, unmatched });
    expect(table).toContain('| fact | human | 1.00');
    expect(table).toContain('1 rated id(s) are not among the evaluated items');
  });
});
