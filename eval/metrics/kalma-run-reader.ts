import { z } from 'zod';
import { InputError } from '../../src/core/errors.js';
import { readJsonLinesInputSync } from '../../src/io/json-input.js';
import type { KalmaRunItem } from './kalma/kalma-run-item.js';

// Only what every KaLMA metric needs is checked here; other fields (minimum_knowledge, …) pass through untouched.
const kalmaRunLineSchema = z.looseObject(
  {
    question: z.string({ error: '"question" must be a string' }),
    kg: z.array(z.unknown(), { error: '"kg" must be an array of entities' }),
    answer: z.string({ error: '"answer" must be a string' }),
  },
  { error: 'expected a JSON object {question, kg, answer}' },
);

/**
 * A KaLMA run as `citeqa eval --suite kalma` reads it: JSONL, one `{question, kg, answer, minimum_knowledge?,
 * removed_knowledge?}` per line (blank lines ignored). A bad line is an InputError naming file and line.
 */
export function readKalmaRun(file: string): KalmaRunItem[] {
  const items = readJsonLinesInputSync(file, kalmaRunLineSchema);
  if (items.length === 0) throw new InputError(file, 'no KaLMA items (expected JSONL of {question, kg, answer})');
  return items as KalmaRunItem[];
}
