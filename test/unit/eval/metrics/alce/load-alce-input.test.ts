import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadAlceInput } from '../../../../../eval/metrics/alce/load-alce-input.js';
import { sharedData } from '../../../../support/shared-data.js';

const dir = mkdtempSync(join(tmpdir(), 'citeqa-load-alce-'));
function file(name: string, content: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(content));
  return path;
}

describe('loadAlceInput', () => {
  it('maps the human-eval layout: dataset from the key, long answers to annotations, stored scores kept', () => {
    const input = loadAlceInput(sharedData('alce/asqa_human_eval_outputs.dev.json'));
    expect(input.dataset).toBe('asqa');
    expect(input.items).toHaveLength(100);
    expect(input.items[0]!.annotations).toHaveLength(2);
    expect(input.items[0]!.annotations![0]!.long_answer).toMatch(/highest goals/);
    expect(input.items[0]!.docs).toBeUndefined();
    expect(input.stored?.str_em).toBe(35.3);
  });

  it('reads ALCE result files as {data} or a bare list, and QAMPARI from the file name', () => {
    const item = { question: 'q', output: 'A [1], B.', answers: [['A']] };
    expect(loadAlceInput(file('run.json', { args: {}, data: [item] })).items).toHaveLength(1);
    expect(loadAlceInput(file('list.json', [item])).items[0]!.output).toBe('A [1], B.');
    expect(loadAlceInput(file('qampari-run.json', [item])).dataset).toBe('qampari');
  });

  it('names the item and field that are wrong', () => {
    expect(() => loadAlceInput(file('bad.json', { data: [{ question: 'q', output: 'x' }, { question: 'q' }] }))).toThrow(
      /bad\.json: data\[1\]\.output/,
    );
    expect(() => loadAlceInput(file('other.json', { foo: 1 }))).toThrow(/no "data" array/);
  });
});
