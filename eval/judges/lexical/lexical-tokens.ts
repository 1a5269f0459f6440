import { wink } from '../../../src/text/wink.js';

/** What the lexical judge needs to know about one token of a premise or hypothesis. */
export interface LexicalToken {
  /** The token as written (case kept, for acronyms). */
  value: string;
  /** Lower-cased lemma (winkNLP), e.g. `goals` → `goal`, `won` → `win`. */
  lemma: string;
  /** Lower-cased surface form. */
  normal: string;
  /** Universal POS tag from winkNLP. */
  pos: string;
  /** winkNLP token type: `word`, `number`, `punctuation`, … */
  type: string;
  stopWord: boolean;
}

export interface AnalysedText {
  tokens: LexicalToken[];
}

/** Cache of analyses: the same passage is judged against many sentences, and tokenising it dominates the cost. */
const cache = new Map<string, AnalysedText>();
const CACHE_LIMIT = 20_000;

export function analyseText(text: string): AnalysedText {
  const cached = cache.get(text);
  if (cached) return cached;
  const nlp = wink();
  const its = nlp.its;
  const doc = nlp.readDoc(text);
  const tokens: LexicalToken[] = [];
  doc.tokens().each((token) => {
    const normal = String(token.out(its.normal)).toLowerCase();
    tokens.push({
      value: String(token.out()),
      lemma: String(token.out(its.lemma)).toLowerCase(),
      normal,
      pos: String(token.out(its.pos)),
      type: String(token.out(its.type)),
      stopWord: Boolean(token.out(its.stopWordFlag)),
    });
  });
  const analysed = { tokens };
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(text, analysed);
  return analysed;
}
