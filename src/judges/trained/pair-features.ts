import type { EntailmentPair } from '../../core/entailment-judge.js';
import { assessPair } from '../lexical/lexical-judge.js';
import { analyseText, type LexicalToken } from '../lexical/lexical-tokens.js';

/**
 * What the trained judge reads of a (premise, hypothesis) pair, all offline: the lexical judge's coverage and its
 * mismatch signals (numbers, negation, names, qualifiers), sizes, and how many of the hypothesis' names and relation
 * words the premise has. Names are stored in every model file, so a
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
] as const;

const RELATION_POS = new Set(['VERB', 'NOUN', 'ADJ', 'ADV']);

/** Share of the hypothesis tokens that `keep` selects whose lemma or form the premise has; 1 when there are none. */
function overlap(hypothesis: readonly LexicalToken[], premise: ReadonlySet<string>, keep: (token: LexicalToken) => boolean): number {
  const kept = hypothesis.filter(keep);
  return kept.length === 0 ? 1 : kept.filter((token) => premise.has(token.lemma) || premise.has(token.normal)).length / kept.length;
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

export function pairFeatures(pair: EntailmentPair): number[] {
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
