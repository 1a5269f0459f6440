import { citationMarkers, removeCitations } from '../../citations/alce-citations.js';
import type { TraceEntry } from '../../core/answer.js';
import { InputError } from '../../core/errors.js';
import type { Passage } from '../../core/passage.js';
import { splitSentences } from '../../text/punkt-sentence-splitter.js';
import type { EntailmentJudge, EntailmentPair } from '../../core/entailment-judge.js';
import type { Strategy } from '../../core/strategy.js';
import { strategyRegistry } from '../strategy-registry.js';
import { runAlcePlan } from './alce-generation.js';
import { integerOption, isListDataset, requirePassages } from './alce-settings.js';

/** ALCE's RERANK draws 4 samples per question. */
export const RERANK_SAMPLES = 4;
/** Citations per sentence that count, as in ALCE's citation recall. */
const AT_MOST_CITATIONS = 3;

/**
 * `cited` (default, the paper's definition): a sentence is supported when the passages it cites entail it.
 * `all` (ALCE's rerank_outputs.py): the premise is every passage of the question, whatever was cited.
 */
export type RerankPremise = 'cited' | 'all';

/** ALCE's passage format for NLI: `Title: …\n<text>`. */
export function nliPassage(passage: Passage): string {
  return `Title: ${passage.title}\n${passage.text}`;
}

interface PendingSentence {
  sample: number;
  pair?: EntailmentPair;
}

export interface CitationRecallOptions {
  premise: RerankPremise;
  /** `discrete` counts a sentence as 1 when the judge says entail; `prob` adds the judge's entailment score. */
  mode?: 'discrete' | 'prob';
  /** QAMPARI list answers: the comma-separated items, each with the question in front, are the statements. */
  listQuestion?: string;
}

/**
 * Citation recall of each output: the share of its statements (Punkt sentences) that cite at least one in-range
 * passage and are entailed by the premise. Every statement of every sample is judged in one batch.
 */
export async function citationRecalls(outputs: string[], shown: Passage[], judge: EntailmentJudge, options: CitationRecallOptions): Promise<number[]> {
  const { premise, listQuestion } = options;
  const pending: PendingSentence[] = [];
  const sentenceCounts = outputs.map(() => 0);
  outputs.forEach((output, sample) => {
    const statements =
      listQuestion !== undefined ? output.replace(/\.+$/, '').split(',').map((item) => `${listQuestion} ${item.trim()}`) : splitSentences(output);
    for (const sentence of statements) {
      sentenceCounts[sample]! += 1;
      const refs = citationMarkers(sentence).map((n) => n - 1);
      // The reference checks only the upper bound: `[0]` (index −1) passes, harmless there as every passage is the premise.
      const outOfRange = (r: number) => r >= shown.length || (premise === 'cited' && r < 0);
      if (refs.length === 0 || refs.some(outOfRange)) {
        pending.push({ sample });
        continue;
      }
      const cited = refs.slice(0, AT_MOST_CITATIONS).map((r) => shown[r]!);
      const premiseText = (premise === 'all' ? shown : cited).map(nliPassage).join('\n');
      pending.push({ sample, pair: { premise: premiseText, hypothesis: removeCitations(sentence).trim() } });
    }
  });
  const pairs = pending.filter((item) => item.pair).map((item) => item.pair!);
  const verdicts = pairs.length > 0 ? await judge.judge(pairs) : [];
  const supported = outputs.map(() => 0);
  let next = 0;
  for (const item of pending) {
    if (!item.pair) continue;
    const verdict = verdicts[next++];
    if (options.mode === 'prob') supported[item.sample]! += verdict?.score ?? 0;
    else if (verdict?.label === 'entail') supported[item.sample]! += 1;
  }
  return supported.map((count, sample) => (sentenceCounts[sample] === 0 ? 0 : count / sentenceCounts[sample]!));
}

/**
 * ALCE RERANK: sample several VANILLA answers and keep the one with the best citation recall as judged by the
 * configured entailment judge. Ties keep the earlier sample. When every sample scores 0 the first is kept;
 * `rerankCompat: true` reproduces the reference script instead (premise = all passages, empty output when all score 0).
 */
export const rerankStrategy: Strategy = {
  name: 'rerank',
  description: 'ALCE RERANK: 4 sampled VANILLA answers, the one with the best citation recall (entailment judge) kept',
  needs: { model: true, passages: true, judge: true },
  answer: async (question, context, deps, options = {}) => {
    const judge = deps.judge;
    if (!judge) throw new InputError('strategy rerank', 'needs an entailment judge to score the samples');
    const compat = options.rerankCompat === true;
    const premise: RerankPremise = compat || options.rerankPremise === 'all' ? 'all' : 'cited';
    const choose = async (outputs: string[], shown: Passage[], trace: TraceEntry[]): Promise<string> => {
      const scores = await citationRecalls(outputs, shown, judge, {
        premise,
        mode: options.rerankMode === 'prob' ? 'prob' : 'discrete',
        ...(isListDataset(options) ? { listQuestion: question } : {}),
      });
      const best = scores.reduce((top, score, index) => (score > scores[top]! ? index : top), 0);
      const allZero = scores.every((score) => score === 0);
      trace.push({
        step: 'rerank',
        prompt: `citation recall per sample (judge: ${judge.name}; premise: ${premise} passages)`,
        reply: JSON.stringify({ scores, chosen: allZero && compat ? null : best }),
      });
      return allZero && compat ? '' : outputs[best]!;
    };
    return runAlcePlan(
      { strategy: 'rerank', kind: 'default', defaultNdoc: 5, samples: integerOption(options, 'samples', RERANK_SAMPLES, 1), choose },
      question,
      requirePassages(context.passages, 'rerank'),
      deps,
      options,
    );
  },
};

strategyRegistry.register(rerankStrategy.name, rerankStrategy);
