import type { EntailmentLabel } from '../../../src/core/entailment-judge.js';
import { splitSentences } from '../../../src/text/punkt-sentence-splitter.js';
import { defineMetricModule } from '../metric-module.js';
import { connerMetric, meanResult, type PreparedConner } from './conner-prepared.js';

const MAX_EVIDENCE = 32;
const LABEL_INDEX: Record<EntailmentLabel, number> = { contradict: 0, neutral: 1, entail: 2 };
const LABELS: EntailmentLabel[] = ['contradict', 'neutral', 'entail'];
const STOP = new Set(['The', 'A', 'An', 'In', 'On', 'At', 'It', 'He', 'She', 'They', 'This', 'That', 'These', 'Those', 'His', 'Her', 'Its', 'Their', 'As', 'By', 'For', 'From', 'Of', 'To', 'With', 'And', 'But', 'Or']);

/** Capitalised words and numbers of a sentence: the stand-in for spaCy's entities that CONNER falls back to as well. */
function entitiesOf(sentence: string): string[] {
  return (sentence.match(/[\p{Lu}][\p{L}\p{M}'’.-]*|\d[\d,.]*/gu) ?? []).filter((word) => !STOP.has(word));
}

/**
 * CONNER factuality (eval_exp.py): each knowledge sentence is checked against every piece of evidence — the gold
 * knowledge's sentences, the gold knowledge whole, and the passages retrieved for the knowledge — by three-way NLI; the evidence with the highest entailment
 * score gives the sentence its label; the knowledge's label is the max (default), min or mean over its sentences.
 * Reported as the shares of fact-consistent, non-verified and fact-inconsistent knowledge, and the share of a
 * sentence's named entities that no evidence mentions.
 */
export const metric = defineMetricModule<PreparedConner>(
  [
    connerMetric('fact_consistent', 'Factuality: fact-consistent', 'share of knowledge whose label (max over sentences) is entailed by the evidence', { judge: true }),
    connerMetric('fact_non_verified', 'Factuality: non-verified', 'share of knowledge neither entailed nor contradicted by the evidence', { judge: true }),
    connerMetric('fact_inconsistent', 'Factuality: fact-inconsistent', 'share of knowledge contradicted by the evidence', { judge: true }),
    connerMetric('hallu_ner', 'Hallucinated entities', 'mean share of a sentence’s capitalised words and numbers that the best piece of evidence does not mention', { judge: true }),
  ],
  async ({ items, sentences, options }, { judge }) => {
    // CONNER's eval_exp.py checks a sentence against at most 32 pieces of evidence.
    const evidence = items.map((item) => [...(item.gold ? [...splitSentences(item.gold), item.gold] : []), ...(item.evidence ?? [])].slice(0, MAX_EVIDENCE));
    const pairs = items.flatMap((_, item) => (evidence[item]!.length === 0 ? [] : sentences[item]!.flatMap((sentence) => evidence[item]!.map((premise) => ({ item, premise, hypothesis: sentence })))));
    const verdicts = await judge!.judge(pairs.map(({ premise, hypothesis }) => ({ premise, hypothesis })));
    let cursor = 0;
    const labels: (number | null)[] = [];
    const hallucination: (number | null)[] = [];
    items.forEach((_, item) => {
      const premises = evidence[item]!;
      if (premises.length === 0 || sentences[item]!.length === 0) {
        labels.push(null);
        hallucination.push(null);
        return;
      }
      const sentenceLabels = sentences[item]!.map(() => {
        const mine = verdicts.slice(cursor, (cursor += premises.length));
        const best = mine.reduce((top, verdict) => (verdict.score > top.score ? verdict : top));
        return LABEL_INDEX[best.label ?? 'neutral'];
      });
      labels.push(
        options.outerStrategy === 'max' ? Math.max(...sentenceLabels) : options.outerStrategy === 'min' ? Math.min(...sentenceLabels) : Math.round(sentenceLabels.reduce((a, b) => a + b, 0) / sentenceLabels.length),
      );
      // FactualityPrompt's ner_metric: the share of a sentence's entities one piece of evidence mentions, the best
      // piece counting; hallucinated = 1 − that share.
      const lowered = premises.map((premise) => premise.toLowerCase());
      const ratios = sentences[item]!.map((sentence) => {
        const entities = entitiesOf(sentence).map((entity) => entity.toLowerCase().replace(/^the /, ''));
        if (entities.length === 0) return null;
        const found = Math.max(...lowered.map((premise) => entities.filter((entity) => premise.includes(entity)).length));
        return 1 - found / entities.length;
      }).filter((ratio): ratio is number => ratio !== null);
      hallucination.push(ratios.length === 0 ? 0 : ratios.reduce((a, b) => a + b, 0) / ratios.length);
    });
    const share = (index: number) => labels.map((label) => (label === null ? null : label === index ? 1 : 0));
    const reason = 'no evidence to check against (no gold knowledge and no retrieved passages) or empty knowledge';
    const retrieved = items.filter((item) => (item.evidence?.length ?? 0) > 0).length;
    return {
      results: [
        meanResult('fact_consistent', share(2), reason),
        meanResult('fact_non_verified', share(1), reason),
        meanResult('fact_inconsistent', share(0), reason),
        meanResult('hallu_ner', hallucination, reason),
      ],
      itemScores: labels.map((label, item) => ({ factuality: label, hallu_ner: hallucination[item]! })),
      details: labels.map((label) => (label === null ? {} : { factuality: LABELS[label] })),
      notes: {
        factuality: `NLI by the ${judge!.name} judge against the gold knowledge${retrieved > 0 ? ` and passages retrieved for the knowledge (${retrieved} of ${items.length} items)` : ' only (no passages were retrieved for the knowledge)'}, at most ${MAX_EVIDENCE} pieces per sentence; knowledge label = ${options.outerStrategy} over sentences; entities = capitalised words and numbers (stand-in for spaCy NER)`,
      },
    };
  },
);
