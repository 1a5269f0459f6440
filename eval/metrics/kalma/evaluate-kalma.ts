import type { ChatModel } from '../../../src/core/chat-model.js';
import type { EntailmentJudge } from '../../../src/core/entailment-judge.js';
import { CITEQA_TEXT_QUALITY_PROMPTS, TEXT_QUALITY_DIMENSIONS, type TextQualityPrompts } from '../geval/geval-prompts.js';
import { scoreTextQuality } from '../geval/text-quality.js';
import type { ItemScores, SuiteResult } from '../suite-result.js';
import { aggregateAlignment, scoreAlignment } from './alignment.js';
import { aggregateCitationQuality, citationCounts, type CitationCounts } from './citation-quality.js';
import { DEFAULT_KALMA_OPTIONS, type KalmaOptions } from './kalma-options.js';
import type { KalmaRunItem } from './kalma-run-item.js';
import { plainSentence } from './kalma-sentences.js';
import { knowledgeText } from './knowledge-text.js';
import { aggregateNa, scoreNa, type NaCounts } from './na-scores.js';

export interface EvaluateKalmaDeps {
  /** Entailment judge for alignment and [NA] scores; without one those metrics are null. */
  judge?: EntailmentJudge;
  /** Chat model for G-Eval text quality; without one those metrics are null. */
  model?: ChatModel;
  /** Text-quality prompts (KaLMA's, loaded with loadKalmaGevalPrompts, or CiteQA's own by default). */
  textQualityPrompts?: TextQualityPrompts;
  /** Where the prompts came from, for the notes of the result. */
  textQualityPromptSource?: string;
  options?: Partial<KalmaOptions>;
}

const NO_JUDGE = 'no entailment judge configured (--judge lexical|llm|true)';
const NO_MODEL = 'no model configured for G-Eval text quality (set llm.* or judge.* in the config)';

/** KaLMA skips answers that are not text or whose KG is empty (auto_eval/eval_recall.py). */
const evaluable = (item: KalmaRunItem): boolean => typeof item.answer === 'string' && Array.isArray(item.kg) && item.kg.length > 0;

/**
 * Every KaLMA metric over a run: citation correctness, precision / recall / F1 against the minimum knowledge set,
 * text-citation alignment, [NA] precision / recall, G-Eval text quality, and citation / [NA] counts per answer.
 * Percentages 0–100 except text quality (1–5) and counts. Metrics lacking a judge, model or gold are null with a reason.
 */
export async function evaluateKalma(items: readonly KalmaRunItem[], deps: EvaluateKalmaDeps = {}): Promise<SuiteResult> {
  const options: KalmaOptions = { ...DEFAULT_KALMA_OPTIONS, ...deps.options };
  const metrics: Record<string, number | null> = {};
  const nulls: Record<string, string> = {};
  const excluded: SuiteResult['excluded'] = {};
  const notes: Record<string, string> = {};
  const perItem: ItemScores[] = items.map((item, index) => ({ id: String(index), question: item.question, scores: {} }));
  const set = (name: string, value: number | null, reason: string): void => {
    metrics[name] = value;
    if (value === null) nulls[name] = reason;
  };

  const kept = items.map((item, index) => ({ item, index })).filter(({ item }) => evaluable(item));
  const skipped = items.length - kept.length;
  if (skipped > 0) excluded.citations = { count: skipped, reason: 'empty KG or no answer text (skipped as in KaLMA)' };

  // Citation quality.
  const counts: CitationCounts[] = kept.map(({ item }) => citationCounts(item, options.correctnessCheck));
  kept.forEach(({ index }, k) => {
    const c = counts[k]!;
    Object.assign(perItem[index]!.scores, {
      citations: c.citations,
      na_count: c.naCount,
      correctness: c.citations === 0 ? null : (100 * c.correct) / c.citations,
      ...(c.gold === undefined
        ? {}
        : { precision: c.citations === 0 ? null : (100 * c.precise!) / c.citations, recall: c.gold === 0 ? null : (100 * c.hits!) / c.gold }),
    });
  });
  const quality = aggregateCitationQuality(counts);
  const noCitations = kept.length === 0 ? 'no answer with a non-empty KG' : 'no answer has a KaLMA citation';
  set('correctness', quality.correctness_micro, noCitations);
  set('correctness_macro', quality.correctness_macro, noCitations);
  const hasGold = counts.some((c) => c.gold !== undefined);
  const withoutGold = counts.filter((c) => c.gold === undefined).length;
  if (hasGold && withoutGold > 0) {
    excluded.precision_recall = { count: withoutGold, reason: 'answers without minimum_knowledge (left out of precision, recall and F1)' };
  }
  const goldReason = hasGold ? 'no answer with both citations and minimum knowledge' : 'no minimum knowledge set (minimum_knowledge) in the input';
  for (const name of ['precision_micro', 'recall_micro', 'f1_micro', 'precision_macro', 'recall_macro', 'f1_macro'] as const) {
    set(name, quality[name], goldReason);
  }
  set('citations_per_answer', quality.citations_per_answer, 'no answer with a non-empty KG');
  set('na_per_answer', quality.na_per_answer, 'no answer with a non-empty KG');
  if (!options.correctnessCheck) notes.precision = 'reference-code mode: precision and recall without the correctness check';

  // Text-citation alignment.
  if (!deps.judge) {
    set('alignment_micro', null, NO_JUDGE);
    set('alignment_macro', null, NO_JUDGE);
  } else {
    const scope = options.alignmentFirst === undefined ? kept : kept.slice(0, options.alignmentFirst);
    const alignment = await scoreAlignment(
      scope.map(({ item }) => item.answer),
      deps.judge,
    );
    scope.forEach(({ index }, k) => {
      const a = alignment[k]!;
      perItem[index]!.scores.alignment = a.pairs === 0 ? null : (100 * a.aligned) / a.pairs;
    });
    const { micro, macro } = aggregateAlignment(alignment);
    set('alignment_micro', micro, 'no (sentence, citation) pair in any answer');
    set('alignment_macro', macro, 'no (sentence, citation) pair in any answer');
    const unjudged = alignment.reduce((total, a) => total + a.unjudged, 0);
    if (unjudged > 0) excluded.alignment = { count: unjudged, reason: 'pairs the judge gave no readable verdict on (counted as not aligned)' };
    if (options.alignmentFirst !== undefined) notes.alignment = `first ${options.alignmentFirst} answers only (reference-code mode)`;
  }

  // [NA] precision and recall.
  const absentField = options.absentKnowledge === 'removed' ? 'removed_knowledge' : 'minimum_knowledge';
  if (!deps.judge) {
    for (const name of ['na_precision', 'na_recall', 'na_f1']) set(name, null, NO_JUDGE);
  } else {
    const na: (NaCounts | undefined)[] = await scoreNa(
      kept.map(({ item }) => item),
      deps.judge,
      options,
    );
    kept.forEach(({ index }, k) => {
      const c = na[k];
      if (!c) return;
      perItem[index]!.scores.na_precision = c.naSentences === 0 ? null : (100 * c.precise) / c.naSentences;
      perItem[index]!.scores.na_recall = c.absent === 0 ? null : (100 * c.recalled) / c.absent;
    });
    const scores = aggregateNa(na);
    const anyAbsent = na.some((c) => c !== undefined);
    const reason = anyAbsent ? 'no [NA] sentence or no absent knowledge in the scored answers' : `no absent knowledge (${absentField}) in the input`;
    set('na_precision', scores.na_precision, reason);
    set('na_recall', scores.na_recall, reason);
    set('na_f1', scores.na_f1, reason);
    notes.na = `absent knowledge = ${options.absentKnowledge === 'removed' ? 'knowledge removed from the KG (paper)' : 'minimum-set knowledge not cited (reference code)'}; ${options.naScoring} scoring`;
  }

  // G-Eval text quality.
  if (!deps.model) {
    for (const dimension of TEXT_QUALITY_DIMENSIONS) set(dimension, null, NO_MODEL);
  } else {
    const scope = options.textQualityFirst === undefined ? kept : kept.slice(0, options.textQualityFirst);
    const result = await scoreTextQuality(
      scope.map(({ item }) => ({ question: item.question, knowledge: knowledgeText(item.kg), answer: plainSentence(item.answer) })),
      deps.model,
      { prompts: deps.textQualityPrompts ?? CITEQA_TEXT_QUALITY_PROMPTS, samples: options.textQualitySamples },
    );
    for (const dimension of TEXT_QUALITY_DIMENSIONS) {
      const values: number[] = [];
      scope.forEach(({ index }, k) => {
        const value = result.perItem[k]![dimension];
        perItem[index]!.scores[dimension] = value;
        if (value !== null) values.push(value);
      });
      set(dimension, values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length, 'no readable rating from the model');
      if (result.unparsed[dimension] > 0) {
        excluded[dimension] = { count: result.unparsed[dimension], reason: 'answers whose ratings were unreadable after repair' };
      }
    }
    notes.text_quality = `G-Eval by ${deps.model.id}, ${options.textQualitySamples} sample(s), prompts: ${deps.textQualityPromptSource ?? (deps.textQualityPrompts ? 'given' : "CiteQA's own")}`;
  }

  return { suite: 'kalma', judge: deps.judge?.name ?? null, n: items.length, metrics, nulls, excluded, notes, perItem };
}
