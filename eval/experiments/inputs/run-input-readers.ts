import { readFileSync } from 'node:fs';
import { InputError } from '../../../src/core/errors.js';
import { Registry } from '../../../src/core/registry.js';
import type { LoadedRunInputs, RunInputFormat } from '../run-input.js';

export type RunInputReader = (file: string) => Promise<LoadedRunInputs>;

/** Dataset readers by format; each reader file registers itself (imported by all-run-input-readers.ts). */
export const runInputReaders = new Registry<RunInputReader>('dataset format');

/**
 * BioKaLMA JSON is `[[question, [entity…]]…]`, ALCE JSON is `{data: [item…]}` (or a bare list of items), and a
 * `.jsonl` file holds one question per line.
 */
export function detectRunInputFormat(file: string): RunInputFormat {
  if (/\.jsonl$/i.test(file)) return 'questions';
  let head: string;
  try {
    head = readFileSync(file, 'utf8').slice(0, 4096).trimStart();
  } catch (error) {
    throw new InputError(file, 'cannot read dataset file', { cause: error });
  }
  if (head.startsWith('{')) return 'alce';
  // CONNER's test sets: four tab-separated fields per line (topic, query or dialogue, knowledge, answer or response).
  if ((head.split('\n')[0] ?? '').split('\t').length === 4) return 'conner';
  if (/^\[\s*\[\s*"/.test(head)) return 'biokalma';
  if (/^\[\s*\{/.test(head)) return 'alce';
  throw new InputError(file, 'unrecognised dataset: expected BioKaLMA JSON, ALCE JSON or JSONL questions');
}

export async function loadRunInputs(file: string, format = detectRunInputFormat(file)): Promise<LoadedRunInputs> {
  if (!runInputReaders.has(format)) {
    throw new InputError(file, `reading ${format} datasets is not available in this build`);
  }
  return runInputReaders.get(format)(file);
}
