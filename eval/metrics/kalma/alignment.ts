import type { EntailmentJudge, EntailmentPair } from '../../../src/core/entailment-judge.js';
import { answerCitations } from './answer-citations.js';
import { knowledgeString } from './kalma-run-item.js';
import { kalmaSentences, plainSentence } from './kalma-sentences.js';

/** One (sentence, cited knowledge) pair of an answer. */
export interface AlignmentPair {
  sentence: string;
  knowledge: string;
  value: string;
}

/** Every (plain sentence, "property: value") pair of an answer, in order (KaLMA eval_relevance.py). */
export function alignmentPairs(answer: string): AlignmentPair[] {
  return kalmaSentences(answer).flatMap((sentence) => {
    const plain = plainSentence(sentence);
    return answerCitations(sentence).triples.map((triple) => ({ sentence: plain, knowledge: knowledgeString(triple), value: triple[2] }));
  });
}

export interface AnswerAlignment {
  pairs: number;
  aligned: number;
  /** Pairs settled by the substring shortcut (no judge call). */
  bySubstring: number;
  /** Pairs the judge could not decide (unparseable replies); counted as not aligned, and reported. */
  unjudged: number;
}

/**
 * A pair is aligned when the cited value appears in the sentence (case-insensitive substring, KaLMA's shortcut)
 * or the judge finds the sentence entails "property: value". All judge calls of all answers go in one batch.
 */
export async function scoreAlignment(answers: readonly string[], judge: EntailmentJudge): Promise<AnswerAlignment[]> {
  const perAnswer = answers.map(alignmentPairs);
  const results: AnswerAlignment[] = perAnswer.map((pairs) => ({ pairs: pairs.length, aligned: 0, bySubstring: 0, unjudged: 0 }));
  const toJudge: EntailmentPair[] = [];
  const owners: number[] = [];
  perAnswer.forEach((pairs, index) => {
    for (const pair of pairs) {
      if (pair.sentence.toLowerCase().includes(pair.value.toLowerCase())) {
        results[index]!.aligned += 1;
        results[index]!.bySubstring += 1;
      } else {
        toJudge.push({ premise: pair.sentence, hypothesis: pair.knowledge });
        owners.push(index);
      }
    }
  });
  const verdicts = toJudge.length === 0 ? [] : await judge.judge(toJudge);
  verdicts.forEach((verdict, k) => {
    const result = results[owners[k]!]!;
    if (verdict.label === 'entail') result.aligned += 1;
    else if (verdict.label === null) result.unjudged += 1;
  });
  return results;
}

export function aggregateAlignment(perAnswer: readonly AnswerAlignment[]): { micro: number | null; macro: number | null } {
  const pairs = perAnswer.reduce((total, a) => total + a.pairs, 0);
  const aligned = perAnswer.reduce((total, a) => total + a.aligned, 0);
  const withPairs = perAnswer.filter((a) => a.pairs > 0);
  return {
    micro: pairs === 0 ? null : (100 * aligned) / pairs,
    macro: withPairs.length === 0 ? null : (100 * withPairs.reduce((total, a) => total + a.aligned / a.pairs, 0)) / withPairs.length,
  };
}
