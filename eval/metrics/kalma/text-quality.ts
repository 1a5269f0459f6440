import { CITEQA_TEXT_QUALITY_PROMPTS, TEXT_QUALITY_DIMENSIONS } from '../geval/geval-prompts.js';
import { scoreTextQuality } from '../geval/text-quality.js';
import { defineMetricModule } from '../metric-module.js';
import type { MetricDefinition } from '../metric-registry.js';
import { valueResult, type PreparedKalma } from './kalma-prepared.js';
import { plainSentence } from './kalma-sentences.js';
import { knowledgeText } from './knowledge-text.js';

function textQuality(id: string, label: string, what: string): MetricDefinition {
  return {
    id,
    label,
    suite: 'kalma',
    paper: 'G-Eval',
    unit: 'score-1-5',
    range: { min: 1, max: 5 },
    description: `G-Eval-style 1–5 rating of ${what} by a rating judge (KaLMA's prompts or CiteQA's), samples averaged`,
    needs: { ratingJudge: true },
  };
}

/** The four G-Eval dimensions are rated in one request per answer and dimension, through one rating judge. */
export const metric = defineMetricModule<PreparedKalma>(
  [
    textQuality('coherence', 'Coherence (1–5)', 'coherence'),
    textQuality('consistency', 'Consistency (1–5)', 'consistency with the given knowledge'),
    textQuality('fluency', 'Fluency (1–5)', 'fluency'),
    textQuality('relevance', 'Relevance (1–5)', 'relevance to the question'),
  ],
  async ({ items, kept, options, textQualityPrompts, textQualityPromptSource }, { ratingJudge }) => {
    const scope = options.textQualityFirst === undefined ? kept : kept.slice(0, options.textQualityFirst);
    const result = await scoreTextQuality(
      scope.map(({ item }) => ({ question: item.question, knowledge: knowledgeText(item.kg), answer: plainSentence(item.answer) })),
      ratingJudge!,
      { prompts: textQualityPrompts ?? CITEQA_TEXT_QUALITY_PROMPTS, samples: options.textQualitySamples },
    );
    const itemScores: Record<string, number | null>[] = items.map(() => ({}));
    const excluded: Record<string, { count: number; reason: string }> = {};
    const results = TEXT_QUALITY_DIMENSIONS.map((dimension) => {
      const values: number[] = [];
      scope.forEach(({ index }, k) => {
        const value = result.perItem[k]![dimension];
        itemScores[index]![dimension] = value;
        if (value !== null) values.push(value);
      });
      if (result.unparsed[dimension] > 0) {
        excluded[dimension] = { count: result.unparsed[dimension], reason: 'answers whose ratings were unreadable after repair' };
      }
      const mean = values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length;
      return valueResult(dimension, mean, 'no readable rating from the model', values.length);
    });
    return {
      results,
      itemScores,
      excluded,
      notes: {
        text_quality: `G-Eval by ${ratingJudge!.name}, ${options.textQualitySamples} sample(s), prompts: ${textQualityPromptSource ?? (textQualityPrompts ? 'given' : "CiteQA's own")}`,
      },
    };
  },
);
