import { readFileSync } from 'node:fs';
import { InputError } from '../../src/core/errors.js';
import type { KalmaRunItem } from './kalma/kalma-run-item.js';

/**
 * A KaLMA run as `citeqa eval --suite kalma` reads it: JSONL, one `{question, kg, answer, minimum_knowledge?,
 * removed_knowledge?}` per line (blank lines ignored). A bad line is an InputError naming file and line.
 */
export function readKalmaRun(file: string): KalmaRunItem[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new InputError(file, 'cannot read file');
  }
  const items: KalmaRunItem[] = [];
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '') return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch (error) {
      throw new InputError(`${file}:${index + 1}`, `not valid JSON (${(error as Error).message})`);
    }
    const record = parsed as Partial<KalmaRunItem> | null;
    if (typeof record !== 'object' || record === null || Array.isArray(record)) {
      throw new InputError(`${file}:${index + 1}`, 'expected a JSON object {question, kg, answer}');
    }
    if (typeof record.question !== 'string') throw new InputError(`${file}:${index + 1}`, '"question" must be a string');
    if (!Array.isArray(record.kg)) throw new InputError(`${file}:${index + 1}`, '"kg" must be an array of entities');
    if (typeof record.answer !== 'string') throw new InputError(`${file}:${index + 1}`, '"answer" must be a string');
    items.push(record as KalmaRunItem);
  });
  if (items.length === 0) throw new InputError(file, 'no KaLMA items (expected JSONL of {question, kg, answer})');
  return items;
}
