import { failure, success, type Result } from '../../core/result.js';

/**
 * Reads a 1–5 rating: a bare integer, "Score: 4", "4/5", "4 out of 5", or a longer reply with exactly one
 * standalone number in 1–5. Out-of-range or ambiguous replies fail (KaLMA's code silently used 3; we do not).
 */
export function parseRating(reply: string, max = 5): Result<number> {
  const text = reply.trim();
  if (text === '') return failure('empty reply');
  const bare = /^(?:score|rating)?\s*[:=]?\s*(\d+(?:\.\d+)?)\s*\.?$/i.exec(text);
  if (bare) return inRange(Number(bare[1]), max);
  const outOf = /(\d+(?:\.\d+)?)\s*(?:\/|out of)\s*(\d+)/i.exec(text);
  if (outOf && Number(outOf[2]) === max) return inRange(Number(outOf[1]), max);
  const numbers = [...text.matchAll(/(?<![\d.])(\d+(?:\.\d+)?)(?![\d.])/g)].map((match) => Number(match[1]));
  const candidates = new Set(numbers.filter((value) => value >= 1 && value <= max));
  if (candidates.size === 1) return success([...candidates][0]!);
  if (candidates.size > 1) return failure(`several ratings in "${truncate(text)}"`);
  return failure(`no rating from 1 to ${max} in "${truncate(text)}"`);
}

function inRange(value: number, max: number): Result<number> {
  return value >= 1 && value <= max ? success(value) : failure(`rating ${value} is outside 1–${max}`);
}

const truncate = (text: string): string => (text.length > 60 ? `${text.slice(0, 57)}...` : text);
