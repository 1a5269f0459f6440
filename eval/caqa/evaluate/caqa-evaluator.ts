import { z } from 'zod';
import type { ChatModel } from '../../../src/core/chat-model.js';
import type { EntailmentJudge, EntailmentLabel } from '../../../src/core/entailment-judge.js';
import { fillTemplate, loadPromptFile } from '../../../src/io/prompt-file.js';
import type { CaqaCategory, CaqaSample } from '../caqa-sample.js';
import { caqaPrompt, claimOf, type CaqaTask } from './caqa-prompts.js';
import { extractLabel, UNPARSED } from './label-extraction.js';

/** CAQA's four reference labels, in the reference confusion matrix's order. */
export const FOUR_LABELS = ['Support', 'Missing', 'Contradictory', 'Irrelevant'];
export const TWO_LABELS = ['Supportive', 'Unsupported'];

const GOLD: Record<CaqaCategory, string> = { supportive: 'Support', partially_supportive: 'Missing', contradictory: 'Contradictory', irrelevant: 'Irrelevant' };

/** A sample's gold label on the evaluator's label set (2-class: Support → Supportive, the rest → Unsupported). */
export function goldLabel(category: CaqaCategory, labels: readonly string[]): string {
  const four = GOLD[category];
  return labels.includes('Supportive') ? (four === 'Support' ? 'Supportive' : 'Unsupported') : four;
}

/** Something that labels CAQA samples with reference labels ("None" when it cannot say). */
export interface CaqaEvaluator {
  name: string;
  /** The labels scored (4-class, or 2-class for the two-category prompt). */
  labels: string[];
  /** How its outputs become CAQA labels, stated in the output. */
  mapping: string;
  classify(samples: readonly CaqaSample[]): Promise<{ labels: string[]; replies?: string[] }>;
  /** Whether the citation supports one sub-fact (FActScore). */
  supports(facts: { fact: string; citation: string }[]): Promise<(boolean | null)[]>;
}

const ENTAILMENT_TO_CAQA: Record<EntailmentLabel, string> = { entail: 'Support', contradict: 'Contradictory', neutral: 'Irrelevant' };

/**
 * An entailment judge as a CAQA evaluator, mapped as the paper maps AttrScore's three classes: entailed → Support,
 * contradicted → Contradictory, neither → Irrelevant (a binary judge's "not entailed" is neither). It never says
 * Missing: partially supportive samples count against it, as they do against AttrScore and AutoIS in the paper.
 */
export function entailmentEvaluator(judge: EntailmentJudge): CaqaEvaluator {
  return {
    name: judge.name,
    labels: FOUR_LABELS,
    mapping: 'entail → Support, contradict → Contradictory, neutral / not entailed → Irrelevant (never Missing), premise = citation, hypothesis = answer statement',
    async classify(samples) {
      const verdicts = await judge.judge(samples.map((sample) => ({ premise: sample.citation, hypothesis: sample.answer_statement })));
      return { labels: verdicts.map((verdict) => (verdict.label ? ENTAILMENT_TO_CAQA[verdict.label] : UNPARSED)) };
    },
    async supports(facts) {
      const verdicts = await judge.judge(facts.map(({ fact, citation }) => ({ premise: citation, hypothesis: fact })));
      return verdicts.map((verdict) => (verdict.label === null ? null : verdict.label === 'entail'));
    },
  };
}

const factscorePrompt = () => loadPromptFile('prompts/caqa/factscore.json', z.object({ source: z.string(), user: z.string() }).strict());

/**
 * A chat model prompted with one of CAQA's reference task prompts (Alpaca format, as inference.py builds it) and
 * read with the task's label map, leftmost match first. Greedy (the reference samples; greedy makes runs repeatable).
 */
export function promptedEvaluator(model: ChatModel, task: CaqaTask): CaqaEvaluator {
  const labels = Object.values(task.label_map).includes('Supportive') ? TWO_LABELS : FOUR_LABELS;
  const ask = async (content: string, maxTokens: number) => (await model.complete({ messages: [{ role: 'user', content }], temperature: 0, maxTokens })).texts[0] ?? '';
  return {
    name: `${model.id} (${task.task_name})`,
    labels,
    mapping: `reply read with the ${task.task_name} label map (${Object.entries(task.label_map).map(([key, value]) => `${key} → ${value}`).join(', ')}), leftmost match; no match → None`,
    async classify(samples) {
      const replies: string[] = [];
      for (const sample of samples) replies.push(await ask(caqaPrompt(task, claimOf(sample.question, sample.answer_statement), sample.citation), 64));
      return { labels: replies.map((reply) => extractLabel(reply, task.label_map)), replies };
    },
    async supports(facts) {
      const verdicts: (boolean | null)[] = [];
      for (const { fact, citation } of facts) {
        const reply = (await ask(fillTemplate(factscorePrompt().user, { fact, citation }), 8)).toLowerCase();
        const t = reply.indexOf('true');
        const f = reply.indexOf('false');
        verdicts.push(t < 0 && f < 0 ? null : f < 0 || (t >= 0 && t < f));
      }
      return verdicts;
    },
  };
}
