import { describe, expect, it } from 'vitest';
import { demonstrationPools, DEMONSTRATION_POOL } from '../../../eval/experiments/inputs/conner-inputs.js';
import { readConnerExamples, type ConnerExample } from '../../../eval/conner/conner-data.js';
import { sharedData } from '../../support/shared-data.js';

describe('CONNER few-shot demonstration pools', () => {
  it('draws up to 8 other examples with gold knowledge, never the example itself, the same every time', async () => {
    const examples = await readConnerExamples(sharedData('conner', 'wow', 'seen_random_testset.txt'));
    const pools = demonstrationPools(examples);
    const withKnowledge = new Set(examples.filter((example) => example.knowledge).map((example) => example.id));
    pools.forEach((pool, index) => {
      expect(pool).toHaveLength(DEMONSTRATION_POOL);
      expect(new Set(pool.map((demonstration) => demonstration.id)).size).toBe(pool.length);
      expect(pool.some((demonstration) => demonstration.id === examples[index]!.id)).toBe(false);
      expect(pool.every((demonstration) => withKnowledge.has(demonstration.id))).toBe(true);
    });
    expect(demonstrationPools(examples)).toEqual(pools);
  });

  it('offers what there is when the file is small', () => {
    const example = (id: string, knowledge?: string): ConnerExample => ({ id, task: 'nq', topic: 't', query: `q${id}`, answer: 'a', noPassagesUsed: false, ...(knowledge ? { knowledge } : {}) });
    const pools = demonstrationPools([example('0', 'k0'), example('1', 'k1'), example('2')]);
    expect(pools.map((pool) => pool.map((demonstration) => demonstration.id))).toEqual([['1'], ['0'], expect.arrayContaining(['0', '1'])]);
  });
});
