import { lucenePorterStem } from '../../src/text/lucene-porter-stemmer.js';
import { luceneStandardTokens } from './lucene-standard-tokenizer.js';

/** EnglishAnalyzer.ENGLISH_STOP_WORDS_SET: 33 words, far fewer than the wink list bm25Tokens drops. */
export const LUCENE_ENGLISH_STOP_WORDS: ReadonlySet<string> = new Set(
  'a an and are as at be but by for if in into is it no not of on or such that the their then there these they this to was will with'.split(' '),
);

const POSSESSIVE = /['\u2019\uFF07][sS]$/;

/**
 * Lucene's EnglishAnalyzer, the analyzer behind Pyserini's English BM25 indexes: StandardTokenizer, then
 * EnglishPossessiveFilter (a trailing 's, ’s or ＇s goes), LowerCaseFilter, StopFilter with Lucene's 33 stop words,
 * and PorterStemFilter (no keyword exclusions, as the analyzer's default has none).
 */
export function luceneEnglishTerms(text: string): string[] {
  const terms: string[] = [];
  for (const token of luceneStandardTokens(text)) {
    const lower = lowerCaseByCodePoint(token.replace(POSSESSIVE, ''));
    if (lower === '' || LUCENE_ENGLISH_STOP_WORDS.has(lower)) continue;
    terms.push(lucenePorterStem(lower));
  }
  return terms;
}

/**
 * Java's Character.toLowerCase code point by code point: no context (a final Σ becomes σ, not ς) and one code point
 * out for one in (İ becomes i where JavaScript's full mapping gives i + U+0307).
 */
function lowerCaseByCodePoint(token: string): string {
  let out = '';
  for (const ch of token) {
    const lower = ch.toLowerCase();
    out += lower.length === ch.length ? lower : ch === '\u0130' ? 'i' : ch;
  }
  return out;
}
