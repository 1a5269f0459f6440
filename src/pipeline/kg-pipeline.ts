import type { Answer } from '../core/answer.js';
import type { QuestionVariant } from '../core/question.js';
import '../generate/all-strategies.js';
import { strategyRegistry } from '../generate/strategy-registry.js';
import type { StrategyDeps, StrategyOptions } from '../core/strategy.js';
import type { TripleCheck } from '../generate/kalma/citation-check.js';
import { createKgRetriever, type KgRetrieval, type KgRetriever, type KgRetrieverOptions } from '../../retrievers/kg/kg-retriever.js';
import type { KnowledgeGraph } from '../core/knowledge-graph.js';
import { loadKnowledgeGraph } from '../../retrievers/kg/load-knowledge-graph.js';
import { createKgEntityRecognizer } from '../ner/kg-entity-recognizer.js';
import { followContainerHops } from './follow-container-hops.js';
import { followRelationChains } from './follow-relation-chains.js';
import { relationSynonymsLoaded } from '../generate/extractive-kg/relation-chain.js';
import { wordnetLexicon } from '../text/lexicon/wordnet-lexicon.js';

export interface KgPipelineOptions {
  /** `--kg` sources (bundled, wikidata, URL, files, directories); the bundled KG when empty. */
  kgSources: string[];
  strategy: string;
  deps: StrategyDeps;
  variant?: QuestionVariant;
  strategyOptions?: StrategyOptions;
  retrieval?: KgRetrieverOptions;
  timeoutMs?: number;
}

export interface AnswerWithRetrieval {
  answer: Answer & { citationChecks?: TripleCheck[] };
  retrieval: KgRetrieval;
}

const retrievers = new WeakMap<KnowledgeGraph, Map<string, Promise<KgRetriever>>>();

/** One retriever per graph and option set: building the gazetteer costs a listing of the whole store. */
export function kgRetrieverFor(kg: KnowledgeGraph, options: KgRetrieverOptions): Promise<KgRetriever> {
  const byOptions = retrievers.get(kg) ?? new Map<string, Promise<KgRetriever>>();
  retrievers.set(kg, byOptions);
  const key = JSON.stringify(options);
  let retriever = byOptions.get(key);
  if (!retriever) {
    retriever = createKgEntityRecognizer(kg).then((recognizer) => createKgRetriever(kg, recognizer, options));
    byOptions.set(key, retriever);
  }
  return retriever;
}

export interface KgRetrievalOptions {
  kgSources: string[];
  retrieval?: KgRetrieverOptions;
  timeoutMs?: number;
}

/**
 * KaLMA's retrieval (§3.1–3.2: load the KG, recognise and re-rank entities), plus the cards of relation chains'
 * intermediate entities, which composed relations ("the father of X's wife") need, and of the values that lie in a
 * thing of the asked kind ("In which country was X born?" needs the birthplace's card).
 */
export async function retrieveFromKg(question: string, options: KgRetrievalOptions): Promise<KgRetrieval> {
  const kg = await loadKnowledgeGraph(options.kgSources.length > 0 ? options.kgSources : ['bundled'], { timeoutMs: options.timeoutMs });
  const retriever = await kgRetrieverFor(kg, options.retrieval ?? {});
  await relationSynonymsLoaded(wordnetLexicon());
  const retrieved = await retriever.retrieve(question);
  const chainCards = await followRelationChains(question, retrieved.entities, kg);
  const withChains = [...retrieved.entities, ...chainCards];
  const containerCards = await followContainerHops(question, withChains, kg, wordnetLexicon());
  const added = [...chainCards, ...containerCards];
  return added.length > 0 ? { ...retrieved, entities: [...retrieved.entities, ...added] } : retrieved;
}

/** The KG path end to end: retrieve (retrieveFromKg), then answer with the chosen strategy. */
export async function answerFromKg(question: string, options: KgPipelineOptions): Promise<AnswerWithRetrieval> {
  const strategy = strategyRegistry.get(options.strategy);
  const retrieval = await retrieveFromKg(question, options);
  const answer = await strategy.answer(
    question,
    { entities: retrieval.entities, ...(options.variant ? { variant: options.variant } : {}) },
    options.deps,
    options.strategyOptions,
  );
  return { answer, retrieval };
}
