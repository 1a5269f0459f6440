/**
 * Numbers written as digits or words, reduced to one canonical string so that "1,281", "1281" and
 * "twenty-two"/"22" compare equal. Dates reduce to their parts (year, day) the same way, which is what the
 * judge needs: a year or day in the hypothesis that the premise never states is not supported.
 */
const UNITS: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18,
  nineteen: 19, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
};
/** Canonical value of a token that denotes a number, or undefined. */
export function numberValue(token: string): string | undefined {
  const word = token.toLowerCase();
  const digits = word.replace(/,(?=\d{3}\b)/g, '');
  const plain = /^(\d+(?:\.\d+)?)(?:st|nd|rd|th|s|'s)?$/.exec(digits);
  if (plain) return String(Number(plain[1]));
  const decade = /^'(\d\d)s$/.exec(word);
  if (decade) return decade[1];
  if (word in UNITS) return String(UNITS[word]);
  return undefined;
}
