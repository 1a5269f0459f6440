import { wink } from '../../text/wink.js';

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
  const items = doc.tokens();
  const values = items.out();
  const lemmas = items.out(its.lemma as unknown as typeof its.value);
  const normals = items.out(its.normal);
  const pos = items.out(its.pos);
  const types = items.out(its.type);
  const stop = items.out(its.stopWordFlag) as unknown[];
  const tokens: LexicalToken[] = values.map((value, i) => ({
    value: String(value),
    lemma: String(lemmas[i]).toLowerCase(),
    normal: String(normals[i]).toLowerCase(),
    pos: String(pos[i]),
    type: String(types[i]),
    stopWord: Boolean(stop[i]),
  }));
  const analysed = { tokens };
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(text, analysed);
  return analysed;
}
