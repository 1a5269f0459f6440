/**
 * The one place that turns configuration into the objects the rest of CiteQA is handed: chat models by role,
 * embedders, entailment and rating judges. Commands, runs, sweeps and the web server ask here; nothing else reads
 * the model sections of the config.
 */
import { ConfigError } from '../core/errors.js';
import type { CiteqaConfig } from '../config/config.js';
import type { Embedder } from '../core/embedder.js';
import type { EntailmentJudge } from '../core/entailment-judge.js';
import type { RatingJudge } from '../core/rating-judge.js';
import type { ChatModelFromConfigOptions, ConfiguredChatModel, ModelSection } from '../llm/create-chat-model.js';

/**
 * `generator` answers questions (the `llm` section); `judge` decides entailment and rates text (the `judge`
 * section, falling back to `llm` so a user with one endpoint configures it once).
 */
export type ModelRole = 'generator' | 'judge';

export interface ModelForOptions extends ChatModelFromConfigOptions {
  /** Overrides the configured model name (a run spec's `model`). */
  model?: string;
}

async function sectionFor(role: ModelRole, config: CiteqaConfig): Promise<ModelSection> {
  if (role === 'generator') return 'llm';
  const { hasChatModelConfig } = await import('../llm/create-chat-model.js');
  // With neither configured, errors name judge.* — the section a judge user should set.
  return hasChatModelConfig(config, 'judge') || !hasChatModelConfig(config, 'llm') ? 'judge' : 'llm';
}

/** Whether a model for the role is configured (an endpoint and a model, or replay from the cache). */
export async function hasModelFor(role: ModelRole, config: CiteqaConfig): Promise<boolean> {
  const { hasChatModelConfig } = await import('../llm/create-chat-model.js');
  return hasChatModelConfig(config, await sectionFor(role, config));
}

/** The configured chat model for a role, with the model layer's middleware; a ConfigError names the missing setting. */
export async function modelFor(role: ModelRole, config: CiteqaConfig, options: ModelForOptions = {}): Promise<ConfiguredChatModel> {
  const { createChatModelFromConfig } = await import('../llm/create-chat-model.js');
  const section = await sectionFor(role, config);
  const { model, ...rest } = options;
  const effective = model === undefined ? config : { ...config, [section]: { ...config[section], model } };
  return createChatModelFromConfig(effective, section, rest);
}

/** What a caller needs built; only what is asked for is built (and so only its settings are required). */
export interface DependencyNeeds {
  /** A generator chat model. */
  model?: boolean | ModelForOptions;
  /**
   * An embedder: `true` for the configured one (the embeddings endpoint when set, else USE-lite offline), or a ready
   * one to pass through. `'cached-on-disk'` also keeps USE-lite's vectors in the cache folder (the endpoint's always
   * are), for texts embedded again in later runs — MAUVE's features of a file scored twice.
   */
  embedder?: boolean | 'cached-on-disk' | Embedder;
  /** An entailment judge by registry name (`lexical`, `llm`, `true`). */
  judge?: string;
  /** A rating judge (G-Eval); `optional` builds one only when a judge model is configured. */
  ratingJudge?: boolean | 'optional';
}

export interface Dependencies {
  model?: ConfiguredChatModel;
  embedder?: Embedder;
  judge?: EntailmentJudge;
  ratingJudge?: RatingJudge;
}

let offlineEmbedder: Promise<Embedder> | undefined;

/** One offline embedder per process: USE-lite loads its model once and every caller shares its vectors. */
function defaultEmbedder(): Promise<Embedder> {
  offlineEmbedder ??= import('../../retrievers/dense/embedders/use-lite-backend.js').then(({ sharedUseLiteEmbedder }) => sharedUseLiteEmbedder());
  return offlineEmbedder;
}

/**
 * The embedder the configuration names: an OpenAI-compatible embeddings endpoint when `embeddings.*` is set (vLLM
 * can serve gpt2-large with last-token pooling, MAUVE's reference features), else the offline USE-lite one.
 */
async function configuredEmbedder(config: CiteqaConfig, onDisk = false): Promise<Embedder> {
  if (!config.embeddings.baseURL || !config.embeddings.model) {
    if (!onDisk) return defaultEmbedder();
    const [{ cachedOnDisk }, offline] = await Promise.all([import('../../retrievers/dense/embedders/use-lite-backend.js'), defaultEmbedder()]);
    return cachedOnDisk(offline, config);
  }
  const { createEmbedder } = await import('../../retrievers/dense/embedders/all-embedders.js');
  return createEmbedder('openai', config);
}

export async function buildDependencies(needs: DependencyNeeds, config: CiteqaConfig): Promise<Dependencies> {
  const built: Dependencies = {};
  if (needs.model) built.model = await modelFor('generator', config, needs.model === true ? {} : needs.model);
  if (needs.embedder) {
    built.embedder = needs.embedder === true || needs.embedder === 'cached-on-disk' ? await configuredEmbedder(config, needs.embedder === 'cached-on-disk') : needs.embedder;
  }
  if (needs.judge !== undefined) built.judge = await judgeFromConfig(needs.judge, config);
  if (needs.ratingJudge === true || (needs.ratingJudge === 'optional' && (await hasModelFor('judge', config)))) {
    const { createLlmRatingJudge } = await import('../judges/rating/llm-rating-judge.js');
    built.ratingJudge = createLlmRatingJudge(await modelFor('judge', config));
  }
  return built;
}

/** An entailment judge by registry name (or a trained judge file), with the judge-role model when the judge needs one. */
export async function judgeFromConfig(name: string, config: CiteqaConfig): Promise<EntailmentJudge> {
  // A judge file from `citeqa caqa train` stands wherever a judge name does.
  if (/\.json$/i.test(name)) {
    const [{ loadTrainedJudge }, { sharedUseLiteEmbedder }] = await Promise.all([import('../judges/trained/trained-judge.js'), import('../../retrievers/dense/embedders/use-lite-backend.js')]);
    return loadTrainedJudge(name, sharedUseLiteEmbedder());
  }
  const { judgeEntry } = await import('../judges/judge-registry.js');
  const entry = judgeEntry(name);
  if (entry.needsNliEndpoint) {
    const { baseURL, model, apiKey } = config.nli;
    if (!baseURL || !model) {
      throw new ConfigError(baseURL ? 'nli.model' : 'nli.baseURL', `the ${name} judge needs an NLI classifier endpoint, and none is configured`, {
        hint: 'set CITEQA_NLI_BASE_URL and CITEQA_NLI_MODEL (a text-classification server such as Hugging Face TEI serving roberta-large-mnli)',
      });
    }
    return entry.create({ nli: { baseURL, model, ...(apiKey ? { apiKey } : {}), timeoutMs: config.timeoutMs, maxRetries: config.maxRetries } });
  }
  return await entry.create(entry.needsModel ? { model: await modelFor('judge', config) } : {});
}
