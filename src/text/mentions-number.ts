import { wink } from './wink.js';

const YEAR = /^(?:1\d{3}|20\d{2})s?$/;

/**
 * Whether a text states a number, in digits or in words ("87 metres", "twenty-three titles"): winkNLP's number
 * tokens and its NUM part of speech. A year ("in 1999") is a date, not a count, and does not count.
 */
export function mentionsNumber(text: string): boolean {
  const nlp = wink();
  const tokens = nlp.readDoc(text).tokens();
  const types = tokens.out(nlp.its.type) as string[];
  const pos = tokens.out(nlp.its.pos) as string[];
  const normals = tokens.out(nlp.its.normal) as string[];
  return types.some((type, i) => (type === 'number' || pos[i] === 'NUM') && !YEAR.test(normals[i]!));
}
