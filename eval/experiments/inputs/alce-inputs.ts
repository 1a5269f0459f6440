import { InputError } from '../../../src/core/errors.js';
import { alceItemPassages, readAlceFile } from '../../../src/io/alce-format.js';
import { alceGoldSchema } from '../../metrics/alce/load-alce-input.js';
import type { RunInput } from '../run-input.js';
import { runInputReaders } from './run-input-readers.js';
import { assertUniqueIds } from './unique-ids.js';
import { answerGroups, oraclePassages } from './alce-oracle.js';

/** Fields of an ALCE item that are not gold: what was generated before, and the inputs themselves. */
const NOT_GOLD = new Set(['id', 'question', 'docs', 'output']);

/**
 * ALCE data files (`{data: [...]}` or a bare list) answered with their own docs in retrieval order: `[n]` cites
 * `docs[n-1]`. Every other field (`qa_pairs`, `answers`, `claims`, `answer`, `annotations`) is kept as gold.
 */
export async function readAlceInputs(file: string): Promise<RunInput[]> {
  const { data } = await readAlceFile(file);
  // Checked before any question is answered: a wrong-typed gold field used to crash the scoring after every
  // answer was paid for, and an item without docs stopped the run naming neither the item nor the file.
  data.forEach((item, index) => {
    const gold = alceGoldSchema.safeParse(item);
    if (!gold.success) {
      const issue = gold.error.issues[0]!;
      throw new InputError(`${file} data[${index}].${issue.path.join('.')}`, issue.message);
    }
    if (Array.isArray(item.docs) && item.docs.length === 0) throw new InputError(`${file} data[${index}].docs`, 'is empty; an item needs at least one passage to answer from');
  });
  const inputs = data.map((item, index): RunInput => {
    const gold = Object.fromEntries(Object.entries(item).filter(([key]) => !NOT_GOLD.has(key)));
    const id = typeof item.id === 'string' || typeof item.id === 'number' ? String(item.id) : `q${String(index).padStart(4, '0')}`;
    const passages = item.docs ? alceItemPassages(item, index) : undefined;
    // ORACLE's gold passages, where the answers are strings to look for (ASQA, QAMPARI); ELI5's are chosen by claim
    // recall when a run's judge is at hand (claim-oracle-cache.ts).
    const groups = answerGroups(gold);
    return {
      id,
      question: item.question,
      ...(passages ? { passages } : {}),
      ...(passages && groups ? { setting: { goldPassages: oraclePassages(passages, groups) } } : {}),
      ...(Object.keys(gold).length ? { gold } : {}),
    };
  });
  assertUniqueIds(file, inputs.map((input, index) => ({ id: input.id, where: `data[${index}]` })));
  return inputs;
}

runInputReaders.register('alce', async (file) => ({
  format: 'alce',
  inputs: await readAlceInputs(file),
  provenance: { dataset: `${file} (ALCE format; each question answered with its own docs in their stored order)` },
}));
