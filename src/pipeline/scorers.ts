/**
 * The LM scorer and the ranker CONNER's metrics use, from the configuration: the configured endpoints when there
 * are any, else the offline stand-ins (ngram-kn, bm25-squashed), which say what they are in their names.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUNDLED_PASSAGES } from '../../corpora/index.js';
import type { CiteqaConfig } from '../config/config.js';
import type { LanguageModelScorer } from '../core/language-model-scorer.js';
import type { Ranker } from '../core/ranker.js';
import { writeJsonAtomic } from '../io/run-directory.js';
import { splitSentences } from '../text/punkt-sentence-splitter.js';
import { trainKneserNey, type KneserNeyCounts } from '../text/kneser-ney.js';

/** The texts the offline n-gram LM learns from: the bundled passages, and CONNER's NQ gold knowledge when present. */
export function defaultNgramCorpus(config: CiteqaConfig): string[] {
  const texts = readFileSync(BUNDLED_PASSAGES, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => (JSON.parse(line) as { text: string }).text);
  const nq = config.dataDir ? join(config.dataDir, 'conner', 'nq', 'nq_test_random_testset.txt') : undefined;
  if (nq && existsSync(nq)) {
    for (const line of readFileSync(nq, 'utf8').split('\n')) {
      const knowledge = line.split('\t')[2];
      if (knowledge) texts.push(knowledge);
    }
  }
  return texts;
}

/** Trained once per corpus and kept in `<cacheDir>/ngram-kn/`, keyed by the corpus's content. */
export function ngramModelFor(config: CiteqaConfig, corpus: readonly string[] = defaultNgramCorpus(config)): KneserNeyCounts {
  const hash = createHash('sha256').update(JSON.stringify(corpus)).digest('hex').slice(0, 16);
  const dir = join(config.cacheDir, 'ngram-kn');
  const file = join(dir, `kn3-${hash}.json`);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as KneserNeyCounts;
  const model = trainKneserNey(corpus.flatMap((text) => splitSentences(text)));
  mkdirSync(dir, { recursive: true });
  writeJsonAtomic(file, model);
  return model;
}

/** The configured LM scorer (scorer.* endpoint with echo + logprobs), else the offline ngram-kn. */
export async function scorerFor(config: CiteqaConfig): Promise<LanguageModelScorer> {
  const { createChatModelFromConfig, hasChatModelConfig } = await import('../llm/create-chat-model.js');
  if (hasChatModelConfig(config, 'scorer')) {
    const { createCompletionScorer } = await import('../llm/completion-scorer.js');
    return createCompletionScorer(createChatModelFromConfig(config, 'scorer'), { section: 'scorer' });
  }
  const { createNgramScorer } = await import('../llm/ngram-scorer.js');
  return createNgramScorer(ngramModelFor(config));
}

/** The configured rerank endpoint (ranker.*), else the offline BM25 stand-in. */
export async function rankerFor(config: CiteqaConfig): Promise<Ranker> {
  const { baseURL, model, apiKey } = config.ranker;
  if (baseURL && model) {
    const { createRerankRanker } = await import('../llm/rerank-ranker.js');
    return createRerankRanker({ baseURL, model, ...(apiKey ? { apiKey } : {}), timeoutMs: config.timeoutMs, retry: { maxRetries: config.maxRetries } });
  }
  const { createBm25Ranker } = await import('../../retrievers/sparse/bm25-ranker.js');
  return createBm25Ranker();
}
