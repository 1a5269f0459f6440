/**
 * The Porter stemmer as NLTK's PorterStemmer computes it in its default mode (NLTK_EXTENSIONS), which is what
 * rouge_score stems with: Porter's 1980 algorithm plus NLTK's changes (irregular forms, words of two letters or fewer
 * left alone, -ies/-ied on four-letter words, y → i only after a consonant, -alli / -bli / -fulli / -logi in step 2,
 * and a two-letter vowel–consonant stem counting as *o).
 */

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u']);

/** NLTK's irregular forms, looked up before any step. */
const IRREGULAR = new Map<string, string>(Object.entries({
  sky: 'sky',
  skies: 'sky',
  dying: 'die',
  lying: 'lie',
  tying: 'tie',
  news: 'news',
  innings: 'inning',
  inning: 'inning',
  outings: 'outing',
  outing: 'outing',
  cannings: 'canning',
  canning: 'canning',
  howe: 'howe',
  proceed: 'proceed',
  exceed: 'exceed',
  succeed: 'succeed',
}));

/** Consonant flags left to right: y is a consonant at the start or after a vowel, a vowel after a consonant. */
function consonants(word: string): boolean[] {
  const flags: boolean[] = [];
  for (let i = 0; i < word.length; i++) {
    const ch = word[i]!;
    flags.push(VOWELS.has(ch) ? false : ch === 'y' ? (i === 0 ? true : !flags[i - 1]) : true);
  }
  return flags;
}

const isConsonant = (word: string, i: number) => consonants(word)[i]!;

/** m in [C](VC)^m[V]: the number of vowel-to-consonant transitions. */
function measure(stem: string): number {
  const flags = consonants(stem);
  let m = 0;
  for (let i = 1; i < flags.length; i++) if (!flags[i - 1] && flags[i]) m += 1;
  return m;
}

const containsVowel = (stem: string) => consonants(stem).some((flag) => !flag);

const endsDoubleConsonant = (word: string) => word.length >= 2 && word.at(-1) === word.at(-2) && isConsonant(word, word.length - 1);

/** *o: ends consonant–vowel–consonant, the last not w, x or y; NLTK also counts a two-letter vowel–consonant word. */
function endsCvc(word: string): boolean {
  const n = word.length;
  if (n >= 3 && isConsonant(word, n - 3) && !isConsonant(word, n - 2) && isConsonant(word, n - 1) && !'wxy'.includes(word[n - 1]!)) return true;
  return n === 2 && !isConsonant(word, 0) && isConsonant(word, 1);
}

type Condition = (stem: string) => boolean;
type Rule = [suffix: string, replacement: string, condition?: Condition];

const positive: Condition = (stem) => measure(stem) > 0;
const aboveOne: Condition = (stem) => measure(stem) > 1;

/** The first rule whose suffix the word ends with decides: applied if its condition holds, else the word stays. */
function firstRule(word: string, rules: readonly Rule[]): string {
  for (const [suffix, replacement, condition] of rules) {
    if (!word.endsWith(suffix)) continue;
    const stem = word.slice(0, word.length - suffix.length);
    return !condition || condition(stem) ? stem + replacement : word;
  }
  return word;
}

function step1a(word: string): string {
  if (word.endsWith('ies') && word.length === 4) return `${word.slice(0, -3)}ie`;
  return firstRule(word, [['sses', 'ss'], ['ies', 'i'], ['ss', 'ss'], ['s', '']]);
}

function step1b(word: string): string {
  if (word.endsWith('ied')) return `${word.slice(0, -3)}${word.length === 4 ? 'ie' : 'i'}`;
  if (word.endsWith('eed')) {
    const stem = word.slice(0, -3);
    return measure(stem) > 0 ? `${stem}ee` : word;
  }
  const suffix = ['ed', 'ing'].find((candidate) => word.endsWith(candidate) && containsVowel(word.slice(0, -candidate.length)));
  if (suffix === undefined) return word;
  const stem = word.slice(0, -suffix.length);
  for (const [end, replacement] of [['at', 'ate'], ['bl', 'ble'], ['iz', 'ize']] as const) if (stem.endsWith(end)) return stem.slice(0, -end.length) + replacement;
  if (endsDoubleConsonant(stem)) return 'lsz'.includes(stem.at(-1)!) ? stem : stem.slice(0, -1);
  return measure(stem) === 1 && endsCvc(stem) ? `${stem}e` : stem;
}

/** y → i when a consonant precedes it and it is not the second letter of a two-letter stem. */
const step1c = (word: string) => firstRule(word, [['y', 'i', (stem) => stem.length > 1 && isConsonant(stem, stem.length - 1)]]);

const STEP2: Rule[] = [
  ['ational', 'ate', positive],
  ['tional', 'tion', positive],
  ['enci', 'ence', positive],
  ['anci', 'ance', positive],
  ['izer', 'ize', positive],
  ['bli', 'ble', positive],
  ['alli', 'al', positive],
  ['entli', 'ent', positive],
  ['eli', 'e', positive],
  ['ousli', 'ous', positive],
  ['ization', 'ize', positive],
  ['ation', 'ate', positive],
  ['ator', 'ate', positive],
  ['alism', 'al', positive],
  ['iveness', 'ive', positive],
  ['fulness', 'ful', positive],
  ['ousness', 'ous', positive],
  ['aliti', 'al', positive],
  ['iviti', 'ive', positive],
  ['biliti', 'ble', positive],
  ['fulli', 'ful', positive],
];

function step2(word: string): string {
  // -alli → -al, then step 2 again on the result.
  if (word.endsWith('alli') && positive(word.slice(0, -4))) return step2(`${word.slice(0, -4)}al`);
  // -logi → -log, its condition read on the word minus "ogi" (NLTK's own quirk).
  return firstRule(word, [...STEP2, ['logi', 'log', () => positive(word.slice(0, -3))]]);
}

const step3 = (word: string) =>
  firstRule(word, [['icate', 'ic', positive], ['ative', '', positive], ['alize', 'al', positive], ['iciti', 'ic', positive], ['ical', 'ic', positive], ['ful', '', positive], ['ness', '', positive]]);

const step4 = (word: string) =>
  firstRule(
    word,
    [
      ['al', ''], ['ance', ''], ['ence', ''], ['er', ''], ['ic', ''], ['able', ''], ['ible', ''], ['ant', ''], ['ement', ''], ['ment', ''], ['ent', ''],
      ['ion', '', (stem: string) => measure(stem) > 1 && 'st'.includes(stem.at(-1) ?? ' ')],
      ['ou', ''], ['ism', ''], ['ate', ''], ['iti', ''], ['ous', ''], ['ive', ''], ['ize', ''],
    ].map(([suffix, replacement, condition]) => [suffix as string, replacement as string, (condition as Condition | undefined) ?? aboveOne]),
  );

function step5a(word: string): string {
  if (!word.endsWith('e')) return word;
  const stem = word.slice(0, -1);
  const m = measure(stem);
  return m > 1 || (m === 1 && !endsCvc(stem)) ? stem : word;
}

const step5b = (word: string) => firstRule(word, [['ll', 'l', () => measure(word.slice(0, -1)) > 1]]);

/** NLTK's PorterStemmer().stem(word): lower-cased, then the steps. */
export function porterStem(word: string): string {
  const lower = word.toLowerCase();
  const irregular = IRREGULAR.get(lower);
  if (irregular !== undefined) return irregular;
  if (word.length <= 2) return lower;
  return step5b(step5a(step4(step3(step2(step1c(step1b(step1a(lower))))))));
}
