import type { Demonstration } from '../../../src/core/strategy.js';
import { connerCorpusFile } from '../../conner/conner-corpus.js';
import { readConnerExamples, type ConnerExample } from '../../conner/conner-data.js';
import { createSeededRandom } from '../seeded-random.js';
import type { RunInput } from '../run-input.js';
import type { RunRetrieval } from '../run-spec.js';
import { runInputReaders } from './run-input-readers.js';

/** The most demonstrations a few-shot prompt can draw on (CONNER's helpfulness.py builds its prompts from ≤ 8). */
export const DEMONSTRATION_POOL = 8;

/**
 * Each example's few-shot pool: up to 8 other examples with gold knowledge, drawn with a stream seeded by the
 * example's id so the pool does not depend on --limit or on the run's seed. The paper draws from NQ's and WoW's
 * training sets, which are not shipped; the test file's other rows stand in, the example itself never.
 */
export function demonstrationPools(examples: readonly ConnerExample[]): Demonstration[][] {
  const usable = examples.filter((example) => example.knowledge && example.answer !== '');
  return examples.map((example) => {
    const others = usable.filter((other) => other.id !== example.id);
    const random = createSeededRandom(1, `conner-demonstrations:${example.id}`);
    const chosen = new Set<number>();
    while (chosen.size < Math.min(DEMONSTRATION_POOL, others.length)) chosen.add(random.int(0, others.length - 1));
    return [...chosen].map((index) => {
      const other = others[index]!;
      return { id: other.id, topic: other.topic, question: other.query, knowledge: other.knowledge!, answer: other.answer };
    });
  });
}

/** A CONNER example as a run question: the query (WoW: the dialogue's last turn) with the example kept as gold. */
function inputOf(example: ConnerExample, demonstrations: Demonstration[]): RunInput {
  return {
    id: example.id,
    question: example.query,
    setting: { topic: example.topic, ...(example.dialogue ? { conversation: example.dialogue } : {}), demonstrations },
    gold: { conner: example },
  };
}

/**
 * Where a CONNER run retrieves knowledge and evidence: an index the user built, or else the test set's own gold
 * knowledge (connerCorpusFile).
 */
export async function connerRetrieval(data: string, cacheDir: string, k: number, index: string | null = null, kg: string[] = []): Promise<RunRetrieval> {
  return { kg, index, k, ...(index ? {} : { docs: connerCorpusFile(await readConnerExamples(data), cacheDir) }) };
}

runInputReaders.register('conner', async (file) => {
  const examples = await readConnerExamples(file);
  const pools = demonstrationPools(examples);
  return {
    format: 'conner',
    inputs: examples.map((example, index) => inputOf(example, pools[index]!)),
    provenance: {
      dataset: `${file} (CONNER ${examples[0]?.task === 'wow' ? 'Wizard of Wikipedia' : 'Natural Questions'} test set; knowledge is generated or retrieved per example)`,
      'knowledge corpus': 'without --index, knowledge is retrieved from the test set\'s own gold knowledge, which holds every gold passage: easier than the paper\'s DPR over Wikipedia',
    },
  };
});
