import type { EntailmentJudge, EntailmentPair } from '../../../src/core/entailment-judge.js';
import type { RatingJudge } from '../../../src/core/rating-judge.js';
import { answerCitations } from './answer-citations.js';
import type { KalmaOptions } from './kalma-options.js';
import { knowledgeString, type KalmaRunItem } from './kalma-run-item.js';
import { kalmaSentences, plainSentence } from './kalma-sentences.js';
import { doesNotAnswerQuestion, type NaSentenceOfQuestion } from './na-edge-rule.js';

/** Sentences marked `[NA]`, citations stripped (the premises of KaLMA's [NA] check). */
export function naSentences(answer: string): string[] {
  return kalmaSentences(answer).filter((sentence) => sentence.includes('[NA]')).map(plainSentence);
}

/**
 * The knowledge the answer should flag as missing, as "property: value" hypotheses: the removed knowledge (paper),
 * or the minimum-set knowledge the answer does not cite (code). Undefined when the item lacks what it needs.
 */
export function absentKnowledge(item: KalmaRunItem, mode: KalmaOptions['absentKnowledge']): string[] | undefined {
  if (mode === 'removed') return item.removed_knowledge?.map(knowledgeString);
  if (item.minimum_knowledge === undefined) return undefined;
  // get_dont_have_knowledge: a minimum-set fact counts as cited only when qid, property and value all match.
  const cited = new Set(answerCitations(item.answer).triples.map((triple) => JSON.stringify(triple)));
  return item.minimum_knowledge.filter((triple) => !cited.has(JSON.stringify(triple))).map(knowledgeString);
}

export interface NaCounts {
  /** Numerator and denominator of [NA] precision and recall for one answer. */
  precise: number;
  naSentences: number;
  recalled: number;
  absent: number;
  unjudged: number;
  /** The paper's edge rule, when it was applied: NA sentences entailing no absent fact that the judge found not to answer the question (counted in `precise`), and those it gave no readable reply on. */
  edgeRule?: { asked: number; unanswering: number; unjudged: number };
}

export interface NaScores {
  na_precision: number | null;
  na_recall: number | null;
  na_f1: number | null;
}

/**
 * [NA] precision and recall (KaLMA "conscious incompetence"). Items without absent knowledge are left out
 * (undefined in the result). Paper scoring: an NA sentence is precise when it entails at least one absent fact, or
 * — the paper's edge rule, applied when `naEdgeRule` is on and a rating judge is given — when it does not answer the
 * question at all; an absent fact is recalled when at least one NA sentence entails it. Code scoring counts entailed
 * pairs for both and skips answers without NA sentences (KaLMA's script has no edge rule).
 */
export async function scoreNa(
  items: readonly KalmaRunItem[],
  judge: EntailmentJudge,
  options: Pick<KalmaOptions, 'absentKnowledge' | 'naScoring'> & Partial<Pick<KalmaOptions, 'naEdgeRule'>>,
  ratingJudge?: RatingJudge,
): Promise<(NaCounts | undefined)[]> {
  const prepared = items.map((item) => {
    const absent = absentKnowledge(item, options.absentKnowledge);
    return absent === undefined ? undefined : { absent, sentences: naSentences(item.answer) };
  });
  const pairs: EntailmentPair[] = [];
  for (const entry of prepared) {
    if (!entry) continue;
    for (const premise of entry.sentences) for (const hypothesis of entry.absent) pairs.push({ premise, hypothesis });
  }
  const verdicts = pairs.length === 0 ? [] : await judge.judge(pairs);
  let next = 0;
  const entailments = prepared.map((entry) => {
    if (!entry) return undefined;
    const { absent, sentences } = entry;
    const entails = sentences.map(() => absent.map(() => false));
    let unjudged = 0;
    sentences.forEach((_, s) =>
      absent.forEach((__, a) => {
        const verdict = verdicts[next++]!;
        if (verdict.label === null) unjudged += 1;
        entails[s]![a] = verdict.label === 'entail';
      }),
    );
    return { entails, unjudged };
  });

  // The edge rule is the paper's; it only ever asks about NA sentences the absent facts did not already make precise.
  const edgeRuleOn = options.naScoring === 'paper' && (options.naEdgeRule ?? true) && ratingJudge !== undefined;
  const asked: { item: number; sentence: number; request: NaSentenceOfQuestion }[] = [];
  if (edgeRuleOn) {
    prepared.forEach((entry, item) => {
      entry?.sentences.forEach((sentence, s) => {
        if (!entailments[item]!.entails[s]!.some(Boolean)) asked.push({ item, sentence: s, request: { question: items[item]!.question, sentence } });
      });
    });
  }
  const decisions = edgeRuleOn ? await doesNotAnswerQuestion(asked.map(({ request }) => request), ratingJudge!) : [];
  const unanswering = prepared.map(() => new Map<number, boolean | null>());
  asked.forEach(({ item, sentence }, k) => unanswering[item]!.set(sentence, decisions[k]!));

  return prepared.map((entry, item) => {
    if (!entry) return undefined;
    const { absent, sentences } = entry;
    if (options.naScoring === 'code' && sentences.length === 0) return undefined;
    const { entails, unjudged } = entailments[item]!;
    if (options.naScoring === 'code') {
      const matched = entails.flat().filter(Boolean).length;
      return { precise: matched, naSentences: sentences.length, recalled: matched, absent: absent.length, unjudged };
    }
    const decided = [...unanswering[item]!.values()];
    const notAnswering = decided.filter((value) => value === true).length;
    return {
      precise: entails.filter((row) => row.some(Boolean)).length + notAnswering,
      naSentences: sentences.length,
      recalled: absent.filter((_, a) => entails.some((row) => row[a])).length,
      absent: absent.length,
      unjudged,
      ...(edgeRuleOn ? { edgeRule: { asked: decided.length, unanswering: notAnswering, unjudged: decided.filter((value) => value === null).length } } : {}),
    };
  });
}

export function aggregateNa(perItem: readonly (NaCounts | undefined)[]): NaScores {
  const counted = perItem.filter((c): c is NaCounts => c !== undefined);
  const sum = (pick: (c: NaCounts) => number): number => counted.reduce((total, c) => total + pick(c), 0);
  const den = sum((c) => c.naSentences);
  const absent = sum((c) => c.absent);
  const precision = den === 0 ? null : sum((c) => c.precise) / den;
  const recall = absent === 0 ? null : sum((c) => c.recalled) / absent;
  const f1 = precision === null || recall === null ? null : precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  const percent = (value: number | null) => (value === null ? null : 100 * value);
  return { na_precision: percent(precision), na_recall: percent(recall), na_f1: percent(f1) };
}
