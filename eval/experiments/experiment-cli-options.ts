import { InputError } from '../../src/core/errors.js';

/** `--seeds 1,2,3` → [1, 2, 3]; each a non-negative integer, no repeats. */
export function parseSeedList(text: string): number[] {
  const seeds = text.split(',').map((part) => part.trim()).filter((part) => part !== '');
  if (seeds.length === 0 || seeds.some((part) => !/^\d+$/.test(part))) {
    throw new InputError('--seeds', `expected comma-separated non-negative integers, got "${text}"`);
  }
  const numbers = seeds.map(Number);
  if (new Set(numbers).size !== numbers.length) throw new InputError('--seeds', `repeated seed in "${text}"`);
  return numbers;
}

/** `--limit N` → N (a positive integer). */
export function parseLimit(text: string, option = '--limit'): number {
  if (!/^\d+$/.test(text.trim()) || Number(text) < 1) throw new InputError(option, `expected a positive integer, got "${text}"`);
  return Number(text);
}

/** `--strategies a,b` → ['a', 'b']. */
export function parseNameList(option: string, text: string): string[] {
  const names = text.split(',').map((part) => part.trim()).filter((part) => part !== '');
  if (names.length === 0) throw new InputError(option, 'expected a comma-separated list of names');
  return names;
}
