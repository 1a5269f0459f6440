import { z } from 'zod';
import { ConfigError } from '../../core/errors.js';
import type { EntailmentJudge, EntailmentLabel, EntailmentPair, EntailmentVerdict } from '../../core/entailment-judge.js';
import { ModelApiError, ModelConnectionError, ModelResponseError } from '../../llm/model-errors.js';
import { retrying, type RetryOptions } from '../../llm/retry-middleware.js';
import { retryAfterMs } from '../../llm/retry-after.js';

export interface NliClassifierOptions {
  /** API root of a text-classification server, e.g. `http://localhost:8080`; requests go to `<baseURL>/predict`. */
  baseURL: string;
  model: string;
  apiKey?: string;
  timeoutMs?: number;
  retry?: RetryOptions;
  /** Pairs per request. */
  batchSize?: number;
}

const replySchema = z.array(z.array(z.object({ label: z.string(), score: z.number() }).loose()));

/** MNLI-style class names as classifiers name them (ENTAILMENT, entailment, CONTRADICTION, neutral …). */
function labelOf(name: string): EntailmentLabel | undefined {
  if (/entail/i.test(name)) return 'entail';
  if (/contradict/i.test(name)) return 'contradict';
  if (/neutral/i.test(name)) return 'neutral';
  return undefined;
}

/**
 * A three-way NLI classifier (an MNLI cross-encoder such as roberta-large-mnli, CONNER's and FactualityPrompt's
 * choice) behind Hugging Face TEI's sequence-classification API: `POST /predict {inputs: [[premise, hypothesis], …]}`
 * → per pair the classes with their probabilities. The label is the most probable class; the score P(entailment),
 * which is how CONNER picks the evidence that decides a sentence.
 */
export function createNliClassifierJudge(options: NliClassifierOptions): EntailmentJudge {
  const id = `nli:${options.model}`;
  const batchSize = options.batchSize ?? 32;
  const once = async (pairs: EntailmentPair[]): Promise<EntailmentVerdict[]> => {
    let response: Response;
    try {
      response = await fetch(`${options.baseURL.replace(/\/$/, '')}/predict`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}) },
        body: JSON.stringify({ inputs: pairs.map(({ premise, hypothesis }) => [premise, hypothesis]), raw_scores: false }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 60_000),
      });
    } catch (error) {
      throw new ModelConnectionError(id, options.baseURL, (error as Error).message, { cause: error });
    }
    const text = await response.text();
    if (!response.ok) throw new ModelApiError(id, response.status, text.slice(0, 200), retryAfterMs(response.headers));
    let parsed: z.infer<typeof replySchema>;
    try {
      parsed = replySchema.parse(JSON.parse(text));
    } catch (error) {
      throw new ModelResponseError(id, `not a classification reply (${(error as Error).message.slice(0, 120)})`, { cause: error });
    }
    if (parsed.length !== pairs.length) throw new ModelResponseError(id, `classified ${parsed.length} of ${pairs.length} pairs`);
    return parsed.map((classes) => {
      const named = classes.map((entry) => ({ label: labelOf(entry.label), score: entry.score }));
      const unknown = classes.filter((_, index) => named[index]!.label === undefined).map((entry) => entry.label);
      if (unknown.length > 0 || !named.some((entry) => entry.label === 'entail')) {
        throw new ConfigError('nli.model', `${options.model} answers with classes ${classes.map((entry) => entry.label).join(', ')}, not entailment / neutral / contradiction; serve an NLI model whose config names its labels`);
      }
      const best = named.reduce((top, entry) => (entry.score > top.score ? entry : top));
      return { label: best.label!, score: named.find((entry) => entry.label === 'entail')!.score };
    });
  };
  return {
    name: `${id} (NLI classifier)`,
    async judge(pairs) {
      const verdicts: EntailmentVerdict[] = [];
      for (let start = 0; start < pairs.length; start += batchSize) {
        const batch = pairs.slice(start, start + batchSize);
        verdicts.push(...(await retrying(id, undefined, options.retry ?? { maxRetries: 4 }, () => once(batch))));
      }
      return verdicts;
    },
  };
}
