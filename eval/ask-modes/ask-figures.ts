import type { Statement } from '../../src/core/answer.js';
import { analyseText } from '../../src/judges/lexical/lexical-tokens.js';
import { porterStem } from '../../src/text/porter-stemmer.js';
import { containsAnswer } from '../kg-retrieval/kg-answer-measures.js';

/** A question with gold answers, as corpora/biographies/questions.jsonl and corpora/*\/questions.jsonl write it. */
export interface FigureQuestion {
  id: string;
  question: string;
  /** `none` when the corpus does not hold the answer (the answer should be `[NA]` only). */
  answerable_from: string;
  answers: string[];
}

/** What the figures read of an answer: its text and its statements with their citations. */
export interface FigureAnswer {
  text: string;
  statements: readonly Pick<Statement, 'text' | 'citations'>[];
}

export interface QuestionOutcome {
  id: string;
  answerable: boolean;
  /** Answerable: every gold answer occurs in the answer. Unanswerable: the answer is `[NA]` and nothing else. */
  ok: boolean;
  /** The answer's claim sentences that say neither a word of the question nor a gold answer. */
  offTopicSentences: string[];
  claimSentences: number;
}

export interface Share {
  count: number;
  of: number;
  /** count / of in percent, one decimal; null when `of` is 0. */
  percent: number | null;
}

/** The three figures issue 15 accepts `ask` on, for one set of questions. */
export interface AskFigures {
  /** Answerable questions whose answer contains every gold answer (SQuAD-normalised, on word boundaries). */
  goldPresent: Share;
  /** Unanswerable questions answered with `[NA]` only: every statement cites `[NA]` and nothing else. */
  naOnly: Share;
  /** Claim sentences (statements citing no `[NA]`) containing neither a question word nor a gold answer. */
  offTopic: Share;
  outcomes: QuestionOutcome[];
}

function share(count: number, of: number): Share {
  return { count, of, percent: of === 0 ? null : Math.round((1000 * count) / of) / 10 };
}

const fold = (word: string): string => word.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();

/**
 * The words a sentence is compared on: winkNLP word tokens that are not on its English stop-word list and hold two
 * letters or digits ("'s" is no word), accent- and case-folded, Porter-stemmed so "sister" meets "sisters".
 */
export function contentWords(text: string): Set<string> {
  const words = analyseText(text)
    .tokens.filter((token) => (token.type === 'word' || token.type === 'number') && !token.stopWord)
    .map((token) => fold(token.normal))
    .filter((word) => /[\p{L}\p{N}]{2,}/u.test(word))
    .map((word) => porterStem(word));
  return new Set(words);
}

/** The `[NA]` statement is the refusal itself; every other statement is a claim the answer makes. */
const isNa = (statement: Pick<Statement, 'citations'>): boolean => statement.citations.some((citation) => citation.kind === 'na');

/** Scores one answer; see AskFigures for what each figure counts. */
export function scoreAnswer(item: FigureQuestion, answer: FigureAnswer): QuestionOutcome {
  const answerable = item.answerable_from !== 'none';
  const ok = answerable
    ? item.answers.length > 0 && item.answers.every((gold) => containsAnswer(answer.text, gold))
    : answer.statements.length > 0 && answer.statements.every((statement) => statement.citations.length > 0 && statement.citations.every((citation) => citation.kind === 'na'));
  const questionWords = contentWords(item.question);
  const claims = answer.statements.filter((statement) => !isNa(statement) && statement.text.trim() !== '');
  const offTopicSentences = claims
    .filter((statement) => {
      if (item.answers.some((gold) => containsAnswer(statement.text, gold))) return false;
      for (const word of contentWords(statement.text)) if (questionWords.has(word)) return false;
      return true;
    })
    .map((statement) => statement.text);
  return { id: item.id, answerable, ok, offTopicSentences, claimSentences: claims.length };
}

/** The figures over a set of answered questions (each question once). */
export function askFigures(answered: readonly { item: FigureQuestion; answer: FigureAnswer }[]): AskFigures {
  const outcomes = answered.map(({ item, answer }) => scoreAnswer(item, answer));
  const answerable = outcomes.filter((outcome) => outcome.answerable);
  const unanswerable = outcomes.filter((outcome) => !outcome.answerable);
  const claims = outcomes.reduce((sum, outcome) => sum + outcome.claimSentences, 0);
  const offTopic = outcomes.reduce((sum, outcome) => sum + outcome.offTopicSentences.length, 0);
  return {
    goldPresent: share(answerable.filter((outcome) => outcome.ok).length, answerable.length),
    naOnly: share(unanswerable.filter((outcome) => outcome.ok).length, unanswerable.length),
    offTopic: share(offTopic, claims),
    outcomes,
  };
}
