import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { readConnerExamples, type ConnerExample } from '../../conner/conner-data.js';
import type { RunInput } from '../run-input.js';
import { runInputReaders } from './run-input-readers.js';

/** A CONNER example as a run question: the query (WoW: the dialogue's last turn) with the example kept as gold. */
function inputOf(example: ConnerExample): RunInput {
  return { id: example.id, question: example.query, gold: { conner: example } };
}

/**
 * The corpus a CONNER run retrieves knowledge from when no --index is given: the test set's own gold knowledge, one
 * document per example, written once into the cache. It stands in for the Wikipedia dump of the paper's DPR row and
 * holds every gold passage, so retrieval is easier than the paper's; reports say so.
 */
export function connerCorpusFile(examples: readonly ConnerExample[], cacheDir: string): string {
  const lines = examples.filter((example) => example.knowledge).map((example) => JSON.stringify({ id: `gold-${example.id}`, title: example.topic, text: example.knowledge }));
  const hash = createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16);
  const file = join(cacheDir, 'conner-corpus', `${hash}.jsonl`);
  if (!existsSync(file)) {
    mkdirSync(join(cacheDir, 'conner-corpus'), { recursive: true });
    writeFileSync(file, `${lines.join('\n')}\n`);
  }
  return file;
}

runInputReaders.register('conner', async (file) => {
  const examples = await readConnerExamples(file);
  return {
    format: 'conner',
    inputs: examples.map(inputOf),
    provenance: {
      dataset: `${file} (CONNER ${examples[0]?.task === 'wow' ? 'Wizard of Wikipedia' : 'Natural Questions'} test set; knowledge is generated or retrieved per example)`,
      'knowledge corpus': 'without --index, knowledge is retrieved from the test set\'s own gold knowledge, which holds every gold passage: easier than the paper\'s DPR over Wikipedia',
    },
  };
});
