import { z } from 'zod';
import { loadWordTable, wordListSchema } from '../../io/word-table.js';
import type { EntailmentJudge, EntailmentPair, EntailmentVerdict } from '../../core/entailment-judge.js';
import { analyseText, type LexicalToken } from './lexical-tokens.js';
import { numberValue } from './number-values.js';

/**
 * The lexical judge's five numbers, chosen on ALCE's human citation judgements (data/alce/human_citations.dev.json;
 * README "Agreement with human judgements" lists the variants tried). Everything else is a rule, not a setting: a
 * number, negation or qualifier of the hypothesis that the premise lacks vetoes entailment; discourse words are ignored.
 */
const SETTINGS = {
  /** Weighted share of the hypothesis' content words (mixed with locality) the premise must contain. */
  threshold: 0.55,
  /** Names carry the claim (a passage about someone else does not support it); other content words weigh 1. */
  properNounWeight: 2,
  /** Weight of locality: neighbouring content words of the hypothesis found within `window` tokens in the premise. */
  localityWeight: 0.5,
  window: 8,
  /** A hypothesis word also matches a premise word with the same first letters (American ~ America). */
  prefixMatch: 4,
} as const;

const judgeWords = loadWordTable(
  'prompts/heuristics/lexical-judge-words.json',
  z.object({ about: z.string(), qualifiers: wordListSchema, negations: wordListSchema, discourse: wordListSchema }).strict(),
);
const QUALIFIERS = new Set(judgeWords.qualifiers.words);

/** Exclusive, ranking or superlative words (superlatives: adjectives ending in -est, such as highest). */
function isQualifier(token: LexicalToken): boolean {
  return QUALIFIERS.has(token.normal) || (token.pos === 'ADJ' && /[a-z]{2,}est$/.test(token.normal) && !/(honest|modest|interest)$/.test(token.normal));
}

const FUNCTION_POS = new Set(['DET', 'ADP', 'AUX', 'PRON', 'CCONJ', 'SCONJ', 'PART', 'PUNCT', 'SYM', 'INTJ', 'SPACE']);
const NEGATIONS = new Set(judgeWords.negations.words);

/** Words that frame a claim rather than make it ("it is worth noting that …", "overall, …"). */
const DISCOURSE = new Set(judgeWords.discourse.words);

/** Surface variants compared across premise and hypothesis: lemma, form, undotted form (U.S. → us), compound parts. */
function formsOf(token: LexicalToken): string[] {
  const normal = token.normal.replace(/[–—]/g, '-');
  const forms = [token.lemma, normal];
  if (normal.includes('.')) forms.push(normal.replaceAll('.', ''));
  if (/[-/]/.test(normal) && numberValue(normal) === undefined) {
    forms.push(...normal.split(/[-/]/).filter((part) => part.length > 0));
  }
  return forms;
}

function isNegation(token: LexicalToken): boolean {
  return NEGATIONS.has(token.lemma) || NEGATIONS.has(token.normal);
}

/** Runs of consecutive proper nouns: "Dua Lipa", "United States". */
function nameRuns(tokens: readonly LexicalToken[]): number[][] {
  const runs: number[][] = [];
  let current: number[] = [];
  tokens.forEach((token, i) => {
    if (token.pos === 'PROPN') current.push(i);
    else if (current.length > 0) {
      runs.push(current);
      current = [];
    }
  });
  if (current.length > 0) runs.push(current);
  return runs;
}

const initials = (tokens: readonly LexicalToken[], run: readonly number[]): string =>
  run.map((i) => tokens[i]!.normal[0] ?? '').join('');

/**
 * Proper nouns a passage often words differently, which therefore do not veto on their own: acronyms (TV, UK),
 * single letters, and nationality or language adjectives (Spanish, Chinese, Italian).
 */
function isLooseName(word: string): boolean {
  return /^[A-Z.]+$/.test(word) || word.length <= 1 || /(ish|ese|ian|an)$/.test(word.toLowerCase());
}

interface PremiseIndex {
  /** form → token positions */
  positions: Map<string, number[]>;
  prefixes: Set<string>;
  numbers: Set<string>;
  /** Initials of multi-word names (United Kingdom → uk), so that acronyms in the hypothesis match. */
  acronyms: Set<string>;
  negated: boolean;
}

function indexPremise(tokens: readonly LexicalToken[], prefixLength: number): PremiseIndex {
  const positions = new Map<string, number[]>();
  const prefixes = new Set<string>();
  const numbers = new Set<string>();
  let negated = false;
  tokens.forEach((token, i) => {
    for (const form of formsOf(token)) {
      const list = positions.get(form);
      if (list) list.push(i);
      else positions.set(form, [i]);
      if (prefixLength > 0 && form.length >= prefixLength) prefixes.add(form.slice(0, prefixLength));
      const value = numberValue(form);
      if (value !== undefined) numbers.add(value);
    }
    if (isNegation(token)) negated = true;
  });
  const acronyms = new Set(nameRuns(tokens).filter((run) => run.length > 1).map((run) => initials(tokens, run)));
  return { positions, prefixes, numbers, acronyms, negated };
}

/** A hypothesis number: digits, or a number word tagged NUM ("one" is also a pronoun). */
function hypothesisNumber(token: LexicalToken): string | undefined {
  if (token.type === 'number' || token.pos === 'NUM') return numberValue(token.normal.replace(/[–—]/g, '-'));
  return undefined;
}

function isContentToken(token: LexicalToken): boolean {
  if (token.type !== 'word' && token.type !== 'number') return false;
  if (FUNCTION_POS.has(token.pos) || token.stopWord) return false;
  if (DISCOURSE.has(token.lemma) || DISCOURSE.has(token.normal)) return false;
  return /[\p{L}\p{N}]/u.test(token.normal) && token.lemma !== "'s";
}

export interface LexicalAssessment {
  /** Weighted share of the hypothesis' content words found in the premise (0..1). */
  coverage: number;
  /** Share of neighbouring content-word pairs found near each other in the premise (0..1). */
  locality: number;
  missing: string[];
  missingNumbers: string[];
  missingNames: string[];
  missingQualifiers: string[];
  negationMismatch: boolean;
  /** The premise states numbers of its own (so a hypothesis number it lacks disagrees with it, not merely goes beyond). */
  premiseHasNumbers: boolean;
}

/** The judge's evidence for one pair, exposed for tests and for explaining a decision. */
export function assessPair(pair: EntailmentPair): LexicalAssessment {
  const premiseTokens = analyseText(pair.premise).tokens;
  const premise = indexPremise(premiseTokens, SETTINGS.prefixMatch);
  const hypothesis = analyseText(pair.hypothesis).tokens;

  const matchedAt = (token: LexicalToken): number[] | undefined => {
    for (const form of formsOf(token)) {
      const found = premise.positions.get(form);
      if (found) return found;
    }
    for (const form of formsOf(token)) {
      if (form.length >= SETTINGS.prefixMatch && premise.prefixes.has(form.slice(0, SETTINGS.prefixMatch))) return [];
    }
    // An acronym of the hypothesis (UK, TV) standing for a multi-word name of the premise.
    if (/^[A-Z]{2,5}$/.test(token.value.replaceAll('.', '')) && premise.acronyms.has(token.normal.replaceAll('.', ''))) return [];
    return undefined;
  };

  // Names the premise writes as an acronym (United States ~ U.S.) count as found.
  const viaAcronym = new Set<number>();
  const runs = nameRuns(hypothesis);
  for (const run of runs) {
    if (run.length > 1 && premise.positions.has(initials(hypothesis, run))) for (const i of run) viaAcronym.add(i);
  }

  let total = 0;
  let covered = 0;
  const missing: string[] = [];
  const missingNumbers: string[] = [];
  const missingQualifiers: string[] = [];
  const found = new Map<number, number[]>();
  const content: number[] = [];
  let hypothesisNegated = false;
  let numbers = 0;
  hypothesis.forEach((token, i) => {
    if (isNegation(token)) hypothesisNegated = true;
    if (isQualifier(token) && !premise.positions.has(token.normal)) missingQualifiers.push(token.normal);
    const value = hypothesisNumber(token);
    if (value !== undefined) {
      numbers += 1;
      if (!premise.numbers.has(value)) missingNumbers.push(token.normal);
      return;
    }
    if (!isContentToken(token)) return;
    content.push(i);
    const weight = token.pos === 'PROPN' ? SETTINGS.properNounWeight : 1;
    total += weight;
    const at = viaAcronym.has(i) ? [] : matchedAt(token);
    if (at !== undefined) {
      covered += weight;
      found.set(i, at);
    } else missing.push(token.normal);
  });

  const missingNames = runs
    .filter((run) => run.every((i) => !found.has(i) && !viaAcronym.has(i)) && run.some((i) => content.includes(i)))
    .filter((run) => !run.every((i) => isLooseName(hypothesis[i]!.value)))
    .map((run) => run.map((i) => hypothesis[i]!.value).join(' '));

  let pairs = 0;
  let near = 0;
  for (let k = 1; k < content.length; k += 1) {
    pairs += 1;
    const left = found.get(content[k - 1]!);
    const right = found.get(content[k]!);
    if (left && right && left.some((a) => right.some((b) => Math.abs(a - b) <= SETTINGS.window))) near += 1;
  }

  return {
    // A hypothesis with no content word and no number ("It is so.", a bare "[1]") claims nothing a premise could support.
    coverage: total === 0 ? (numbers > 0 && missingNumbers.length === 0 ? 1 : 0) : covered / total,
    locality: pairs === 0 ? 1 : near / pairs,
    missing,
    missingNumbers,
    missingNames,
    missingQualifiers,
    negationMismatch: hypothesisNegated && !premise.negated,
    premiseHasNumbers: premise.numbers.size > 0,
  };
}

export function verdictOf(assessment: LexicalAssessment): EntailmentVerdict {
  const vetoes: string[] = [];
  if (assessment.missingNumbers.length > 0) vetoes.push(`numbers not in premise: ${assessment.missingNumbers.join(', ')}`);
  if (assessment.negationMismatch) vetoes.push('negation not in premise');
  if (assessment.missingQualifiers.length > 0) vetoes.push(`qualifiers not in premise: ${assessment.missingQualifiers.join(', ')}`);
  const support = (1 - SETTINGS.localityWeight) * assessment.coverage + SETTINGS.localityWeight * assessment.locality;
  // A veto halves the score so that it falls below any sensible threshold without hiding the evidence.
  const score = vetoes.length > 0 ? support / 2 : support;
  const entailed = vetoes.length === 0 && support >= SETTINGS.threshold;
  // Everything else supported but the negation, or a number the premise states differently ("born in 1816" against
  // "born in 1815"): the premise says otherwise. Only entail/not-entail decisions feed ALCE's and KaLMA's metrics,
  // so telling contradict from neutral changes none of their figures; CONNER's factuality reports it.
  const conflicting = assessment.negationMismatch || (assessment.missingNumbers.length > 0 && assessment.premiseHasNumbers);
  const label = entailed ? 'entail' : conflicting && support >= SETTINGS.threshold ? 'contradict' : 'neutral';
  const reasons = [...vetoes, ...(assessment.missing.length > 0 ? [`missing: ${assessment.missing.join(', ')}`] : [])];
  return reasons.length === 0 ? { label, score } : { label, score, note: reasons.join('; ') };
}

/**
 * The offline stand-in for an NLI model: does the premise contain (by lemma) the hypothesis' content words,
 * its numbers, its names and its negation? Deterministic and model-free, so it is named `lexical` wherever its
 * figures appear and never passed off as NLI.
 */
export function createLexicalJudge(): EntailmentJudge {
  return {
    name: 'lexical',
    async judge(pairs: EntailmentPair[]): Promise<EntailmentVerdict[]> {
      return pairs.map((pair) => verdictOf(assessPair(pair)));
    },
  };
}
