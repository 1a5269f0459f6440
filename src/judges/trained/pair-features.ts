import type { Embedder } from '../../core/embedder.js';
import type { EntailmentPair } from '../../core/entailment-judge.js';
import { assessPair } from '../lexical/lexical-judge.js';
import { analyseText, type LexicalToken } from '../lexical/lexical-tokens.js';

/**
 * What the trained judge reads of a (premise, hypothesis) pair, all offline: the lexical judge's coverage and its
 * mismatch signals (numbers, negation, names, qualifiers), sizes, how many of the hypothesis' names and relation
 * words the premise has, and the cosine of their sentence embeddings (USE-lite offline). Names are stored in every model file, so a
 * file fitted on other features is refused rather than misread.
 */
export const PAIR_FEATURES = [
  'coverage',
  'locality',
  'missing_words',
  'missing_number',
  'number_conflict',
  'negation_mismatch',
  'missing_name',
  'missing_qualifier',
  'no_content_words',
  'hypothesis_words_log',
  'premise_words_log',
  'premise_to_hypothesis_log_ratio',
  'entity_overlap',
  'relation_word_overlap',
  'claim_citation_cosine',
] as const;

const RELATION_POS = new Set(['VERB', 'NOUN', 'ADJ', 'ADV']);

/** Share of the hypothesis tokens that `keep` selects whose lemma or form the premise has; 1 when there are none. */
function overlap(hypothesis: readonly LexicalToken[], premise: ReadonlySet<string>, keep: (token: LexicalToken) => boolean): number {
  const kept = hypothesis.filter(keep);
  return kept.length === 0 ? 1 : kept.filter((token) => premise.has(token.lemma) || premise.has(token.normal)).length / kept.length;
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

function lexicalFeatures(pair: EntailmentPair): number[] {
  const assessment = assessPair(pair);
  const hypothesisWords = words(pair.hypothesis);
  const premiseWords = words(pair.premise);
  const noContent = assessment.missing.length === 0 && assessment.coverage === 1 && !/[\p{L}]{3,}/u.test(pair.hypothesis.replace(/\[\d+\]/g, ''));
  const premiseForms = new Set(analyseText(pair.premise).tokens.flatMap((token) => [token.lemma, token.normal]));
  const hypothesisTokens = analyseText(pair.hypothesis).tokens;
  return [
    assessment.coverage,
    assessment.locality,
    Math.log1p(assessment.missing.length),
    assessment.missingNumbers.length > 0 ? 1 : 0,
    assessment.missingNumbers.length > 0 && assessment.premiseHasNumbers ? 1 : 0,
    assessment.negationMismatch ? 1 : 0,
    assessment.missingNames.length > 0 ? 1 : 0,
    assessment.missingQualifiers.length > 0 ? 1 : 0,
    noContent ? 1 : 0,
    Math.log1p(hypothesisWords),
    Math.log1p(premiseWords),
    Math.log1p(premiseWords) - Math.log1p(hypothesisWords),
    // Names carry who a claim is about; verbs and common nouns what it says of them.
    overlap(hypothesisTokens, premiseForms, (token) => token.pos === 'PROPN'),
    overlap(hypothesisTokens, premiseForms, (token) => RELATION_POS.has(token.pos) && !token.stopWord),
  ];
}

function cosine(a: readonly number[], b: readonly number[]): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  a.forEach((value, i) => {
    dot += value * b[i]!;
    na += value * value;
    nb += b[i]! * b[i]!;
  });
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}

/** Every pair's features; the claim–citation cosine comes from one batch of embeddings (each distinct text once). */
export async function pairFeatureRows(pairs: readonly EntailmentPair[], embedder: Embedder): Promise<number[][]> {
  const texts = [...new Set(pairs.flatMap((pair) => [pair.premise, pair.hypothesis]))];
  const vectors = new Map((await embedder.embed(texts)).map((vector, i) => [texts[i]!, vector]));
  return pairs.map((pair) => [...lexicalFeatures(pair), cosine(vectors.get(pair.premise)!, vectors.get(pair.hypothesis)!)]);
}
