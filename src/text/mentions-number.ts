import { wink } from './wink.js';

const YEAR = /^(?:1\d{3}|20\d{2})s?$/;
const ERAS = new Set(['bc', 'bce', 'ad', 'ce']);
/**
 * English cardinal words, a closed class, counted whatever the tagger says: winkNLP tags "seventeen years" as two
 * nouns. "one" is left to the tagger ("no one", "the one who"). The tens in the plural give an age or a decade in
 * words ("in his seventies"); the round numbers in the plural a rough count ("hundreds of poems").
 */
/** Round numbers in the plural, which count the noun after "of": "hundreds of poems". */
export const ROUGH_COUNTS = new Set(['dozens', 'hundreds', 'thousands', 'millions', 'billions']);
const NUMBER_WORDS = new Set([
  ...'two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand million billion dozen twenties thirties forties fifties sixties seventies eighties nineties'.split(' '),
  ...ROUGH_COUNTS,
]);
const isNumberWord = (normal: string): boolean => normal.split('-').every((part) => NUMBER_WORDS.has(part));

/**
 * The positions (winkNLP token indexes) where a text states a number, in digits or in words ("87 metres",
 * "twenty-three titles"): winkNLP's number tokens and its NUM part of speech. A year ("in 1999") is a date, not a
 * count, and does not count, nor does a year of an era ("387 BC") or the partitive "one of".
 */
export function numberPositions(text: string): number[] {
  const nlp = wink();
  const tokens = nlp.readDoc(text).tokens();
  const types = tokens.out(nlp.its.type) as string[];
  const pos = tokens.out(nlp.its.pos) as string[];
  const normals = tokens.out(nlp.its.normal) as string[];
  // "one of them", "one of his pupils" picks one out; it states no quantity.
  const partitive = (i: number): boolean => normals[i] === 'one' && normals[i + 1] === 'of';
  // "387 BC", "AD 79": a year of an era is a date too.
  const era = (i: number): boolean => ERAS.has(normals[i + 1] ?? '') || ERAS.has(normals[i - 1] ?? '');
  return types.flatMap((type, i) => ((type === 'number' || pos[i] === 'NUM' || isNumberWord(normals[i]!)) && !YEAR.test(normals[i]!) && !partitive(i) && !era(i) ? [i] : []));
}

/** Whether a text states a number (`numberPositions`). */
export function mentionsNumber(text: string): boolean {
  return numberPositions(text).length > 0;
}
