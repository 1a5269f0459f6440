import { wink } from '../../src/text/wink.js';

/**
 * Lucene's EnglishAnalyzer (what Pyserini's BM25 indexes use) in winkNLP terms: lower-case word and number
 * tokens, English stop words dropped, Porter-stemmed. Clitics such as "'s" are dropped like Lucene's
 * possessive filter does.
 */
export function bm25Tokens(text: string): string[] {
  const nlp = wink();
  const its = nlp.its;
  const tokens = nlp.readDoc(text).tokens();
  const types = tokens.out(its.type) as string[];
  // The typings omit `stem` from ItsFunction although the lite model ships the Porter2 stemmer.
  const stems = tokens.out(its.stem as unknown as typeof its.normal) as string[];
  const normals = tokens.out(its.normal) as string[];
  const stop = tokens.out(its.stopWordFlag) as unknown as boolean[];
  const terms: string[] = [];
  for (let i = 0; i < types.length; i += 1) {
    if (types[i] !== 'word' && types[i] !== 'number') continue;
    if (stop[i]) continue;
    // Numbers are kept verbatim: the Porter2 stemmer rewrites digits ("1837" → "18y7").
    const stem = types[i] === 'number' ? normals[i]! : stems[i]!.toLowerCase();
    if (stem.startsWith("'") || !/[\p{L}\p{N}]/u.test(stem)) continue;
    terms.push(stem);
  }
  return terms;
}
