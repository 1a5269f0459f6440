import { stemmer } from 'stemmer';

const NON_ALPHANUMERIC = /[^a-z0-9]+/g;

/**
 * rouge_score's default tokenizer: lowercase, every run of characters outside [a-z0-9] becomes a space, split on
 * whitespace, Porter-stem tokens longer than 3 characters. (rouge_score uses NLTK's PorterStemmer, whose
 * "NLTK extensions" differ from the original algorithm on a few words, e.g. play→play vs plai; the `stemmer`
 * package implements the original. Both sides of a comparison go through the same stemmer, so matches change
 * only where the two algorithms split one word family differently.)
 */
export function rougeTokens(text: string, options: { stem?: boolean } = {}): string[] {
  const stem = options.stem ?? true;
  const tokens = text.toLowerCase().replace(NON_ALPHANUMERIC, ' ').split(/\s+/).filter((token) => token !== '');
  return stem ? tokens.map((token) => (token.length > 3 ? stemmer(token) : token)) : tokens;
}
