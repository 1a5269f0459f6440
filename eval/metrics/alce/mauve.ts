import { createHash } from 'node:crypto';
import { pyStrip } from '../../../src/text/python-char-classes.js';
import { nullMetric } from '../aggregate.js';
import { defineMetricModule } from '../metric-module.js';
import { alceMetric } from './alce-definition.js';
import { whitespaceWords, type AlceItem } from './alce-item.js';
import type { MauveResult } from '../mauve/mauve-score.js';
import type { PreparedAlce } from './alce-prepared.js';

/** ALCE's MAUVE text: question + text, first 100 whitespace words, trailing ASCII punctuation removed. */
export function mauveText(question: string, text: string): string {
  const words = whitespaceWords(`${question} ${pyStrip(text)}`).slice(0, 100).join(' ');
  return words.replace(/[!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]+$/, '');
}

/** The human text MAUVE compares against: `answer`, else the first ASQA long answer. */
function mauveReference(item: AlceItem): string | undefined {
  return item.answer ?? item.annotations?.[0]?.long_answer;
}

/** MAUVE is a set-level score: one value for the whole run, no per-item column. */
export const metric = defineMetricModule<PreparedAlce>(
  [
    alceMetric('mauve', 'MAUVE (fluency)', 'MAUVE between reference and model texts (question + answer, first 100 words), features from the embedder', { embedder: true, gold: 'answer' }),
  ],
  async ({ normalized }, { embedder, resultCache }) => {
    const pairs = normalized.flatMap((item) => {
      const reference = mauveReference(item);
      return reference === undefined ? [] : [{ human: mauveText(item.question, reference), model: mauveText(item.question, item.output) }];
    });
    if (pairs.length < 2) return { results: [nullMetric('mauve', 'MAUVE needs at least two items with a reference answer', normalized.length)] };
    const human = pairs.map((pair) => pair.human);
    const model = pairs.map((pair) => pair.model);
    const features = await embedder!.embed([...human, ...model]);
    // PCA and k-means (ml-kmeans: ~250 modules, about half a second) load only when MAUVE is scored, not for every
    // command that lists the ALCE suite.
    const { mauveFromFeatures } = await import('../mauve/mauve-score.js');
    // The clustering is a pure function of the features (fixed seeds): the same texts scored again (a second eval)
    // reuse it, since at 10,000 items its k-means takes longer than everything else together.
    const key = resultCache ? mauveCacheKey(embedder!.name, features) : undefined;
    const cached = key ? ((await resultCache!.get(key)) as MauveResult | undefined) : undefined;
    const result = cached ?? mauveFromFeatures(features.slice(0, human.length), features.slice(human.length));
    if (key && !cached) await resultCache!.set(key, result);
    return {
      results: [
        {
          name: 'mauve',
          value: 100 * result.mauve,
          n: pairs.length,
          ...(pairs.length < normalized.length ? { excluded: { count: normalized.length - pairs.length, reason: 'item has no reference answer' } } : {}),
          perItem: normalized.map(() => null),
        },
      ],
      notes: {
        mauve:
          `features from ${embedder!.name} (${embedder!.dimension}-d), ${featurizerComparison(embedder!.name, embedder!.dimension)}; ` +
          `${result.buckets} k-means buckets, ${result.pcaComponents} PCA components, whole-set score`,
      },
    };
  },
);

/**
 * ALCE's MAUVE features are gpt2-large's (1,280-d, last token). An endpoint serving a model of that name and width
 * gives those features; anything else (USE-lite offline, another model) gives figures not comparable to the paper's.
 */
function featurizerComparison(name: string, dimension: number): string {
  if (/gpt2-large$/i.test(name) && dimension === 1280) return "gpt2-large as ALCE's featurizer (if the server pools the last token, as MAUVE does)";
  return "not gpt2-large as in ALCE: values are not comparable to the paper's";
}

/** Bumped when the MAUVE computation changes, so results cached by an older one are not reused. */
const MAUVE_CACHE_VERSION = 1;

/** A key over every input of the clustering: the featurizer, the human/model split and each feature value. */
function mauveCacheKey(featurizer: string, features: number[][]): string {
  const hash = createHash('sha256').update(JSON.stringify(['mauve', MAUVE_CACHE_VERSION, featurizer, features.length]));
  for (const vector of features) hash.update(new Uint8Array(Float64Array.from(vector).buffer));
  return hash.digest('hex');
}
