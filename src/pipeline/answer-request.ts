import type { Answer } from '../core/answer.js';
import type { Embedder } from '../core/embedder.js';
import type { EntityCard } from '../core/knowledge.js';
import type { Passage } from '../core/passage.js';
import type { QuestionVariant } from '../core/question.js';
import type { QuestionSetting, StrategyDeps, StrategyOptions } from '../core/strategy.js';
import type { TripleCheck } from '../generate/kalma/citation-check.js';

/** An answer with the checks of its KG citations against the retrieved graph, when it cites one. */
export type CheckedAnswer = Answer & { citationChecks?: TripleCheck[] };

/**
 * How to answer one question: which strategy, what to retrieve from, and what the caller already has (a
 * BioKaLMA item brings its own KG, an ALCE item its own passages). `ask`, `run`, `sweep` and the web server all
 * describe their questions this way, so each answers exactly as the others do.
 */
export interface AnswerRequest {
  /** A strategy name; with `both` it picks the side it belongs to, the other side keeps its offline default. */
  strategy?: string;
  /** Options for whichever strategy answers (sampling, ALCE settings). */
  strategyOptions?: StrategyOptions;
  variant?: QuestionVariant;
  /** Topic, dialogue and demonstrations the dataset gives for the question (CONNER); handed to the strategy. */
  setting?: QuestionSetting;
  kg?: KgRequest;
  passages?: PassageRequest;
  /** Dependencies built once by the caller (a run shares them across questions); built from the config otherwise. */
  deps?: StrategyDeps;
  /** The embedder for strategies that need one when `deps` has none (a run's memoised offline embedder). */
  embedder?: Embedder;
  /** Entailment judge name for strategies that need one (RERANK); default `llm`. */
  judge?: string;
  /** Told the text so far while a model writes the answer, where the endpoint streams (the web app shows it). */
  onModelText?: (textSoFar: string) => void;
}

export interface KgRequest {
  /** `--kg` sources (bundled, wikidata, a SPARQL URL, files, directories); the bundled KG when empty. */
  sources?: string[];
  /** The KG the caller already has: answer from it, retrieving nothing. */
  entities?: EntityCard[];
  /** Options only the KG side's strategy reads (KaLMA's `n` samples and prompt file). */
  strategyOptions?: StrategyOptions;
  firstValueOnly?: boolean;
  caseSensitive?: boolean;
}

export interface PassageRequest {
  /** A `citeqa index` directory; the bundled passages (indexed once in the cache) when absent. */
  index?: string;
  /** Passages retrieved, as given on the command line (validated here); default 5. */
  k?: number | string;
  /** Index kind for the bundled passages (bm25 | use | openai). */
  indexKind?: string;
  /** A documents file (JSONL `{id, title, text}`) to index once in the cache instead of the bundled passages. */
  docs?: string;
  /** The passages the caller already has, in prompt order: answer from them, retrieving nothing. */
  passages?: Passage[];
  /** Told when the bundled passages are indexed (a one-off that takes a while). */
  onIndexBuild?: (documents: number) => void;
}

/** An answer and what it was drawn from. */
export interface SourcedAnswer {
  answer: CheckedAnswer;
  /** KG entities the citations may point to. */
  entities?: EntityCard[];
  /** The passages the answer's `[n]` numbers, when it drew on passages it retrieved. */
  passages?: Passage[];
  /** Retrieval details for JSON output (the KG retrieval, the passage retrieval). */
  extra?: Record<string, unknown>;
}

export type AnswerSource = (question: string, request: AnswerRequest, config: import('../config/config.js').CiteqaConfig) => Promise<SourcedAnswer>;
