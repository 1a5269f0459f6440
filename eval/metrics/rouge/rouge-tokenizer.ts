import { porterStem } from '../../../src/text/porter-stemmer.js';

const NON_ALPHANUMERIC = /[^a-z0-9]+/g;

/** Stems repeat heavily across a corpus; rouge_score memoises them too. Cleared when full to bound memory. */
const STEM_CACHE = new Map<string, string>();
const STEM_CACHE_LIMIT = 200_000;

function cachedStem(token: string): string {
  let stem = STEM_CACHE.get(token);
  if (stem === undefined) {
    if (STEM_CACHE.size >= STEM_CACHE_LIMIT) STEM_CACHE.clear();
    stem = porterStem(token);
    STEM_CACHE.set(token, stem);
  }
  return stem;
}

/**
 * rouge_score's default tokenizer: lowercase, every run of characters outside [a-z0-9] becomes a space, split on
 * whitespace, Porter-stem tokens longer than 3 characters with NLTK's PorterStemmer in its default mode, as
 * rouge_score does (src/text/porter-stemmer.ts; "days" → "day", where Porter's original algorithm gives "dai").
 */
export function rougeTokens(text: string, options: { stem?: boolean } = {}): string[] {
  const stem = options.stem ?? true;
  const tokens = text.toLowerCase().replace(NON_ALPHANUMERIC, ' ').split(/\s+/).filter((token) => token !== '');
  return stem ? tokens.map((token) => (token.length > 3 ? cachedStem(token) : token)) : tokens;
}
