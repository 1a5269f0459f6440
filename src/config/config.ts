import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { ConfigError } from '../core/errors.js';
import { PROJECT_ROOT } from '../core/project-root.js';
import { readJsonInputSync } from '../io/json-input.js';

const endpointSchema = z
  .object({
    /** Which registered provider speaks to the endpoint (src/llm/chat-providers.ts); default openai-compatible. */
    provider: z.string().min(1).optional(),
    baseURL: z.string().url().optional(),
    model: z.string().min(1).optional(),
    apiKey: z.string().min(1).optional(),
  })
  .strict();

/** BM25's k1 and b for the Lucene-exact index kind; absent means Pyserini's defaults (k1 0.9, b 0.4). */
const bm25Schema = z
  .object({
    k1: z.number().finite().nonnegative().default(0.9),
    b: z.number().min(0).max(1).default(0.4),
  })
  .strict();

const priceSchema = z
  .object({ prompt: z.number().nonnegative(), completion: z.number().nonnegative() })
  .strict();

export const configSchema = z
  .object({
    llm: endpointSchema.default({}),
    embeddings: endpointSchema
      .extend({
        /** Texts per embeddings request (default 64; OpenAI accepts up to 2048). */
        batchSize: z.number().int().positive().max(2048).optional(),
      })
      .default({}),
    judge: endpointSchema.default({}),
    /** A causal LM whose /completions echo token logprobs (CONNER's perplexity-based metrics); offline: ngram-kn. */
    scorer: endpointSchema.default({}),
    /** A cross-encoder behind the rerank API (CONNER relevance); offline: a BM25 stand-in. */
    ranker: endpointSchema.default({}),
    /** A three-way NLI classifier behind a text-classification endpoint (the `nli` judge). */
    nli: endpointSchema.default({}),
    cacheDir: z.string().min(1),
    dataDir: z.string().min(1).optional(),
    /** Price per million tokens, by model id. */
    prices: z.record(z.string(), priceSchema).default({}),
    /** Concurrent requests per endpoint. */
    concurrency: z.number().int().positive().default(4),
    // setTimeout clamps larger delays to 1 ms, which would time out every call at once.
    timeoutMs: z.number().int().positive().max(2_147_483_647, 'must be at most 2147483647 ms (about 24.8 days)').default(60_000),
    maxRetries: z.number().int().nonnegative().default(4),
    /** Serve model calls only from the cache; a miss is an error. */
    replay: z.boolean().default(false),
    bm25: bm25Schema.optional(),
  })
  .strict();

export type CiteqaConfig = z.infer<typeof configSchema>;
export type EndpointConfig = z.infer<typeof endpointSchema>;

export const CONFIG_FILE_NAME = 'citeqa.config.json';
export { PROJECT_ROOT };

/** Environment variables and the config-file keys they set. */
const ENV_KEYS: [string, string][] = [
  ['CITEQA_LLM_PROVIDER', 'llm.provider'],
  ['CITEQA_LLM_BASE_URL', 'llm.baseURL'],
  ['CITEQA_LLM_MODEL', 'llm.model'],
  ['CITEQA_LLM_API_KEY', 'llm.apiKey'],
  ['CITEQA_EMBEDDINGS_BASE_URL', 'embeddings.baseURL'],
  ['CITEQA_EMBEDDINGS_MODEL', 'embeddings.model'],
  ['CITEQA_EMBEDDINGS_API_KEY', 'embeddings.apiKey'],
  ['CITEQA_EMBEDDINGS_BATCH_SIZE', 'embeddings.batchSize'],
  ['CITEQA_JUDGE_PROVIDER', 'judge.provider'],
  ['CITEQA_JUDGE_BASE_URL', 'judge.baseURL'],
  ['CITEQA_JUDGE_MODEL', 'judge.model'],
  ['CITEQA_JUDGE_API_KEY', 'judge.apiKey'],
  ['CITEQA_SCORER_BASE_URL', 'scorer.baseURL'],
  ['CITEQA_SCORER_MODEL', 'scorer.model'],
  ['CITEQA_SCORER_API_KEY', 'scorer.apiKey'],
  ['CITEQA_RANKER_BASE_URL', 'ranker.baseURL'],
  ['CITEQA_RANKER_MODEL', 'ranker.model'],
  ['CITEQA_RANKER_API_KEY', 'ranker.apiKey'],
  ['CITEQA_NLI_BASE_URL', 'nli.baseURL'],
  ['CITEQA_NLI_MODEL', 'nli.model'],
  ['CITEQA_NLI_API_KEY', 'nli.apiKey'],
  ['CITEQA_CACHE_DIR', 'cacheDir'],
  ['CITEQA_DATA_DIR', 'dataDir'],
  ['CITEQA_CONCURRENCY', 'concurrency'],
  ['CITEQA_TIMEOUT_MS', 'timeoutMs'],
  ['CITEQA_MAX_RETRIES', 'maxRetries'],
  ['CITEQA_REPLAY', 'replay'],
  ['CITEQA_BM25_K1', 'bm25.k1'],
  ['CITEQA_BM25_B', 'bm25.b'],
];
const NUMERIC_KEYS = new Set(['concurrency', 'timeoutMs', 'maxRetries', 'bm25.k1', 'bm25.b', 'embeddings.batchSize']);

export interface LoadConfigOptions {
  env?: NodeJS.ProcessEnv;
  /** Explicit config file; otherwise `citeqa.config.json` in `cwd` when it exists. */
  file?: string;
  cwd?: string;
}

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) {
    node[key] = typeof node[key] === 'object' && node[key] !== null ? node[key] : {};
    node = node[key] as Record<string, unknown>;
  }
  node[keys[keys.length - 1]!] = value;
}

function envValue(key: string, raw: string): unknown {
  if (NUMERIC_KEYS.has(key)) return raw.trim() === '' ? raw : Number(raw);
  if (key === 'replay') {
    const word = raw.trim().toLowerCase();
    if (['1', 'true', 'yes', 'on'].includes(word)) return true;
    if (['0', 'false', 'no', 'off'].includes(word)) return false;
    // Anything else is left as text, so the schema refuses it in one line naming the key.
    return raw;
  }
  return raw;
}

// Keys are checked by the config schema after environment overrides are merged in, so here only the object shape.
const configFileSchema = z.record(z.string(), z.unknown(), { error: 'config file must hold a JSON object' });

function readConfigFile(file: string): Record<string, unknown> {
  return readJsonInputSync(file, configFileSchema);
}

/** The shared data folder: explicit setting, else `../shared/data` beside the project when it exists. */
function defaultDataDir(): string | undefined {
  const candidate = resolve(PROJECT_ROOT, '../shared/data');
  return existsSync(candidate) ? candidate : undefined;
}

export function loadConfig(options: LoadConfigOptions = {}): CiteqaConfig {
  const env = options.env ?? process.env;
  const cwd = options.cwd ?? process.cwd();
  const file = options.file ?? (existsSync(join(cwd, CONFIG_FILE_NAME)) ? join(cwd, CONFIG_FILE_NAME) : undefined);
  const raw: Record<string, unknown> = file ? readConfigFile(file) : {};

  for (const [variable, key] of ENV_KEYS) {
    const value = env[variable];
    if (value !== undefined && value !== '') setPath(raw, key, envValue(key, value));
  }
  // OPENAI_API_KEY is the conventional fallback for every OpenAI-compatible endpoint.
  if (env.OPENAI_API_KEY) {
    for (const section of ['llm', 'embeddings', 'judge', 'scorer', 'ranker', 'nli']) {
      const current = (raw[section] ?? {}) as Record<string, unknown>;
      if (current.apiKey === undefined) setPath(raw, `${section}.apiKey`, env.OPENAI_API_KEY);
    }
  }
  if (raw.cacheDir === undefined) raw.cacheDir = join(PROJECT_ROOT, '.citeqa-cache');
  if (raw.dataDir === undefined) {
    const dataDir = defaultDataDir();
    if (dataDir) raw.dataDir = dataDir;
  }

  const parsed = configSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const key = issue.path.join('.') || '(root)';
    const origin = file ? ` (from ${file} or the environment)` : ' (from the environment)';
    throw new ConfigError(key, `${issue.message}${origin}`);
  }
  return parsed.data;
}

export { dataPath } from './data-path.js';
