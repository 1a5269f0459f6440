import { normalizeAnswer } from '../../src/text/normalize-answer.js';

/** A line of corpora/biographies/questions.jsonl, as far as this measure reads it. */
export interface CorpusQuestion {
  id: string;
  question: string;
  answerable_from: string;
  answers: string[];
}

export interface KgAnswerOutcome {
  id: string;
  answerableFrom: 'kg' | 'none';
  /** kg: gold answers found in the answer; none: whether the answer says [NA]. */
  found: string[];
  missing: string[];
  ok: boolean;
  answer: string;
}

export interface KgAnswerReport {
  kg: { questions: number; fullyAnswered: number; answerRecall: number | null };
  none: { questions: number; withNa: number };
  outcomes: KgAnswerOutcome[];
}

/** SQuAD-normalised substring on word boundaries, the way gold answers are matched elsewhere in CiteQA. */
export function containsAnswer(text: string, gold: string): boolean {
  const needle = normalizeAnswer(gold);
  return needle !== '' && ` ${normalizeAnswer(text)} `.includes(` ${needle} `);
}

/**
 * Answers every `kg` and `none` question of the corpus and scores it: a kg question is fully answered when every
 * gold answer occurs in the answer (answerRecall = the share of fully answered ones); a none question passes when
 * the answer contains [NA]. Questions answerable from passages are not the KG's to answer and are skipped.
 */
export async function measureKgAnswers(questions: readonly CorpusQuestion[], answer: (question: string) => Promise<string>): Promise<KgAnswerReport> {
  const outcomes: KgAnswerOutcome[] = [];
  for (const item of questions) {
    if (item.answerable_from !== 'kg' && item.answerable_from !== 'none') continue;
    const text = await answer(item.question);
    if (item.answerable_from === 'kg') {
      const found = item.answers.filter((gold) => containsAnswer(text, gold));
      const missing = item.answers.filter((gold) => !found.includes(gold));
      outcomes.push({ id: item.id, answerableFrom: 'kg', found, missing, ok: item.answers.length > 0 && missing.length === 0, answer: text });
    } else {
      outcomes.push({ id: item.id, answerableFrom: 'none', found: [], missing: [], ok: text.includes('[NA]'), answer: text });
    }
  }
  const kg = outcomes.filter((o) => o.answerableFrom === 'kg');
  const none = outcomes.filter((o) => o.answerableFrom === 'none');
  const fullyAnswered = kg.filter((o) => o.ok).length;
  return {
    kg: { questions: kg.length, fullyAnswered, answerRecall: kg.length > 0 ? fullyAnswered / kg.length : null },
    none: { questions: none.length, withNa: none.filter((o) => o.ok).length },
    outcomes,
  };
}

/**
 * The outcomes a report lists: the misses (all with `details`), less those of the test half (`testIds`) unless
 * `showTest`, which are only counted — rules are tuned on the tuning half, and reading test-half misses one by one
 * would tune them on the test half too.
 */
export function listedOutcomes(
  outcomes: readonly KgAnswerOutcome[],
  options: { details: boolean; showTest: boolean; testIds: ReadonlySet<string> },
): { outcomes: KgAnswerOutcome[]; testOutcomesWithheld: number } {
  const listed = outcomes.filter((outcome) => options.details || !outcome.ok);
  const withheld = options.showTest ? [] : listed.filter((outcome) => options.testIds.has(outcome.id));
  return { outcomes: listed.filter((outcome) => !withheld.includes(outcome)), testOutcomesWithheld: withheld.length };
}
