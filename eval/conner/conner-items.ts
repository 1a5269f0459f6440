import { InputError } from '../../src/core/errors.js';
import { readInputText } from '../../src/io/json-input.js';
import type { ConnerItem } from '../metrics/conner/conner-prepared.js';
import { readConnerExamples, type ConnerTask } from './conner-data.js';

/**
 * What `citeqa eval --suite conner` scores: a CONNER test set (TSV, or JSONL whose `knowledge` is the gold knowledge
 * like the TSV's third column) and the knowledge to evaluate, one text per line of `--knowledge` in the examples'
 * order (CONNER's own layout, e.g. nq_ref). Without `--knowledge` the gold knowledge itself is scored.
 */
export async function readConnerItems(file: string, options: { knowledge?: string; task?: ConnerTask } = {}): Promise<ConnerItem[]> {
  const examples = await readConnerExamples(file, options.task);
  let lines: string[] | undefined;
  if (options.knowledge !== undefined) {
    const text = await readInputText(options.knowledge);
    lines = text.replace(/\n$/, '').split('\n');
    if (lines.length !== examples.length) {
      throw new InputError(options.knowledge, `has ${lines.length} lines for the ${examples.length} examples of ${file}; CONNER's layout is one knowledge text per example`);
    }
  }
  return examples.map((example, index) => ({
    id: example.id,
    task: example.task,
    topic: example.topic,
    query: example.query,
    knowledge: lines ? lines[index]! : (example.knowledge ?? ''),
    ...(example.knowledge ? { gold: example.knowledge } : {}),
    answer: example.answer,
  }));
}
