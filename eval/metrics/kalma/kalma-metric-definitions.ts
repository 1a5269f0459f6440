import { defineMetrics, type MetricDefinition } from '../metric-registry.js';

const percent = { min: 0, max: 100 } as const;
const minimumKnowledge = { gold: 'minimum_knowledge' } as const;

function kalmaPercent(id: string, label: string, description: string, needs: MetricDefinition['needs'] = {}) {
  return { id, label, suite: 'kalma', paper: 'KaLMA', unit: 'percent', range: percent, description, needs } as const;
}

function textQuality(id: string, label: string, what: string) {
  return {
    id,
    label,
    suite: 'kalma',
    paper: 'G-Eval',
    unit: 'score-1-5',
    range: { min: 1, max: 5 },
    description: `G-Eval-style 1–5 rating of ${what} by a chat model (KaLMA's prompts or CiteQA's), samples averaged`,
    needs: { model: true },
  } as const;
}

/** KaLMA's metrics (auto_eval/eval_recall.py, eval_relevance.py, ablation/eval_NA.py, GPT_EVAL.py), percentages. */
export const kalmaMetrics = defineMetrics([
  kalmaPercent('correctness', 'Citation correctness (micro)', 'share of cited [qid, property, value] triples found exactly in the KG, pooled over answers'),
  kalmaPercent('correctness_macro', 'Citation correctness (macro)', 'per-answer correctness averaged over answers with citations'),
  kalmaPercent('precision_micro', 'Citation precision (micro)', 'share of citations that are correct and in the minimum knowledge set, pooled', minimumKnowledge),
  kalmaPercent('recall_micro', 'Citation recall (micro)', 'share of minimum-knowledge triples cited (correctly), pooled', minimumKnowledge),
  kalmaPercent('f1_micro', 'Citation F1 (micro)', 'harmonic mean of micro precision and recall', minimumKnowledge),
  kalmaPercent('precision_macro', 'Citation precision (macro)', 'per-answer precision averaged over answers with citations', minimumKnowledge),
  kalmaPercent('recall_macro', 'Citation recall (macro)', 'per-answer recall averaged over answers', minimumKnowledge),
  kalmaPercent('f1_macro', 'Citation F1 (macro)', 'harmonic mean of macro precision and recall', minimumKnowledge),
  kalmaPercent('alignment_micro', 'Text-citation alignment (micro)', 'share of (sentence, cited fact) pairs where the value appears in the sentence or the judge finds it entailed', { judge: true }),
  kalmaPercent('alignment_macro', 'Text-citation alignment (macro)', 'per-answer alignment averaged over answers with citations', { judge: true }),
  kalmaPercent('na_precision', '[NA] precision', 'share of [NA] sentences that entail some absent (removed) fact', { judge: true, gold: 'removed_knowledge' }),
  kalmaPercent('na_recall', '[NA] recall', 'share of absent (removed) facts entailed by some [NA] sentence', { judge: true, gold: 'removed_knowledge' }),
  kalmaPercent('na_f1', '[NA] F1', 'harmonic mean of [NA] precision and recall', { judge: true, gold: 'removed_knowledge' }),
  textQuality('coherence', 'Coherence (1–5)', 'coherence'),
  textQuality('consistency', 'Consistency (1–5)', 'consistency with the given knowledge'),
  textQuality('fluency', 'Fluency (1–5)', 'fluency'),
  textQuality('relevance', 'Relevance (1–5)', 'relevance to the question'),
  {
    id: 'citations_per_answer',
    label: 'Citations per answer',
    suite: 'kalma',
    paper: 'KaLMA',
    unit: 'count',
    range: { min: 0 },
    description: 'mean number of cited triples per answer',
    needs: {},
  },
  {
    id: 'na_per_answer',
    label: '[NA] per answer',
    suite: 'kalma',
    paper: 'KaLMA',
    unit: 'count',
    range: { min: 0 },
    description: 'mean number of [NA] markers per answer',
    needs: {},
  },
]);
