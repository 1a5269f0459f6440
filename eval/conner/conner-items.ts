import { InputError } from '../../src/core/errors.js';
import { readInputText } from '../../src/io/json-input.js';
import type { ConnerItem } from '../metrics/conner/conner-prepared.js';
import { readConnerExamples, type ConnerTask } from './conner-data.js';

/**
 * What `citeqa eval --suite conner` scores: a CONNER test set (TSV, or JSONL whose `knowledge` is the gold knowledge
 * like the TSV's third column) and the knowledge to evaluate, one text per line of `--knowledge` in the examples'
 * order (CONNER's own layout, e.g. nq_ref). Without `--knowledge` the gold knowledge itself is scored. Downstream
 * answers for validity (`--downstream`) follow the same layout; an empty line is no answer.
 */
export async function readConnerItems(file: string, options: { knowledge?: string; downstream?: string; task?: ConnerTask } = {}): Promise<ConnerItem[]> {
  const examples = await readConnerExamples(file, options.task);
  const perExample = async (path: string | undefined, what: string): Promise<string[] | undefined> => {
    if (path === undefined) return undefined;
    const read = (await readInputText(path)).replace(/\n$/, '').split('\n');
    if (read.length !== examples.length) throw new InputError(path, `has ${read.length} lines for the ${examples.length} examples of ${file}; CONNER's layout is one ${what} per example`);
    return read;
  };
  const lines = await perExample(options.knowledge, 'knowledge text');
  const downstream = await perExample(options.downstream, 'downstream answer');
  return examples.map((example, index) => ({
    id: example.id,
    task: example.task,
    topic: example.topic,
    query: example.query,
    knowledge: lines ? lines[index]! : (example.knowledge ?? ''),
    ...(example.knowledge ? { gold: example.knowledge } : {}),
    answer: example.answer,
    ...(downstream && downstream[index]!.trim() !== '' ? { downstream: downstream[index]! } : {}),
  }));
}
