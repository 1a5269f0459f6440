import type { EntityCard } from '../../src/core/knowledge.js';
import { candidateFitsMention, coarseTypeOf } from './coarse-type.js';
import { nameMentions, type CoarseType, type EntityRecognizer, type Mention } from '../../src/core/mention.js';
import { normalizeAnswer } from '../../src/text/normalize-answer.js';
import type { KnowledgeGraph } from '../../src/core/knowledge-graph.js';
import { createTolerantLookup, foldName } from './tolerant-lookup.js';
import { bm25Tokens } from '../sparse/bm25-tokenize.js';

export interface ScoredCandidate {
  qid: string;
  label: string;
  types: string[];
  coarseType: CoarseType;
  /** Exact-match score: how many of the entity's neighbouring values occur in the question. */
  score: number;
  matchedValues: string[];
  /**
   * Words of the question outside the mention that occur inside one of the entity's values ("the guitarist" →
   * "classical guitarist"): they break ties of the exact-match score, before the number of facts does.
   */
  descriptors: string[];
  /**
   * Whether the mention is the entity's own label, not only one of its aliases: "Johnny Williams" is the jazz
   * drummer's name and an alias of his son the composer. Breaks ties after the descriptors.
   */
  byLabel: boolean;
  /** Number of values in the one-hop card (the last tie-breaker). */
  facts: number;
}

export interface MentionResolution {
  mention: Mention;
  /** Candidates that passed the type filter, best first. */
  candidates: ScoredCandidate[];
  /** Same-name entities the type filter removed (e.g. a film named like the person). */
  filteredOut: { qid: string; label: string; types: string[] }[];
  chosen?: string;
  /** Two or more candidates share the best score; the one with more facts was taken. */
  tie: boolean;
  /** Several candidates and none has a neighbouring value in the question. */
  zeroScore: boolean;
  /** No label equals the mention; it was read as this one (accents, case or a typo repaired, or a surname alone). */
  repair?: { readAs: string; distance: number; surname?: true };
}

export interface KgRetrieval {
  question: string;
  mentions: Mention[];
  resolutions: MentionResolution[];
  /** One card per chosen entity, in mention order, each entity once. */
  entities: EntityCard[];
}

export interface KgRetrieverOptions {
  /** Match labels case-sensitively (KaLMA's Wikidata lookup is); default false. */
  caseSensitive?: boolean;
  /** Keep only the first value of each property, as the reference retrieval does; default false (all values). */
  firstValueOnly?: boolean;
  /** Apply the mention-type filter (person → human); default true. */
  typeFilter?: boolean;
  /** At most this many same-name candidates per mention; default 20. */
  maxCandidates?: number;
}

export interface KgRetriever {
  readonly kg: KnowledgeGraph;
  readonly recognizer: EntityRecognizer;
  retrieve(question: string): Promise<KgRetrieval>;
}

function containsPhrase(haystack: string, phrase: string): boolean {
  return phrase !== '' && ` ${haystack} `.includes(` ${phrase} `);
}

function firstValues(card: EntityCard): EntityCard {
  return { ...card, properties: Object.fromEntries(Object.entries(card.properties).map(([p, values]) => [p, values.slice(0, 1)])) };
}

/**
 * KaLMA §3.2 exact-match re-ranking: a candidate scores one point per distinct neighbouring value that occurs
 * (SQuAD-normalised, on word boundaries) in the question. Values that are part of the mention itself (a surname,
 * a given name) say nothing about which same-name entity is meant, so they do not count. `matched` lists the
 * values in the order the question says them.
 */
export function exactMatchScore(card: EntityCard, question: string, mention: string): { score: number; matched: string[] } {
  const normalisedQuestion = normalizeAnswer(question);
  const normalisedMention = normalizeAnswer(mention);
  const matched = new Set<string>();
  for (const values of Object.values(card.properties)) {
    for (const value of values) {
      const normalised = normalizeAnswer(value);
      if (containsPhrase(normalisedMention, normalised)) continue;
      if (containsPhrase(normalisedQuestion, normalised)) matched.add(value);
    }
  }
  // In the order the question says them: a store's order of properties is its own (a SPARQL engine's differs from
  // the embedded store's), and what was matched should read the same from every store.
  const at = (value: string): number => ` ${normalisedQuestion} `.indexOf(` ${normalizeAnswer(value)} `);
  return { score: matched.size, matched: [...matched].sort((a, b) => at(a) - at(b) || a.localeCompare(b)) };
}

/**
 * Descriptor words: stems of the question's content words (not the mention's) found among the stems of the
 * entity's values that are not themselves in the question. They tell same-named people apart when KaLMA's exact
 * match cannot ("Who taught John Williams the guitarist?").
 */
export function descriptorMatches(card: EntityCard, question: string, mention: string): string[] {
  const mentionStems = new Set(bm25Tokens(mention));
  const wanted = new Set(bm25Tokens(question).filter((stem) => !mentionStems.has(stem)));
  const found = new Set<string>();
  for (const values of Object.values(card.properties)) for (const value of values) for (const stem of bm25Tokens(value)) if (wanted.has(stem)) found.add(stem);
  return [...found].sort();
}

/**
 * The retrieval of KaLMA §3.1–3.2 over any KnowledgeGraph: the recognizer's name mentions → same-name candidates →
 * type filter → one hop → re-rank. The recognizer is injected (src/ner builds one from the graph's labels).
 */
export function createKgRetriever(kg: KnowledgeGraph, recognizer: EntityRecognizer, options: KgRetrieverOptions = {}): KgRetriever {
  const typeFilter = options.typeFilter ?? true;
  const maxCandidates = options.maxCandidates ?? 20;
  const cards = new Map<string, Promise<EntityCard | undefined>>();
  const cardOf = (qid: string) => {
    let card = cards.get(qid);
    if (!card) {
      card = kg.oneHop(qid).then((found) => (found && options.firstValueOnly ? firstValues(found) : found));
      cards.set(qid, card);
    }
    return card;
  };

  const tolerant = createTolerantLookup(kg);

  async function resolve(question: string, mention: Mention): Promise<{ resolution: MentionResolution; card?: EntityCard }> {
    let found = (await kg.findEntities(mention.text, { caseSensitive: options.caseSensitive })).slice(0, maxCandidates);
    // A misspelt or unaccented name ("Marie Curei", "Andres Segovia") is read as the nearest label, and says so.
    const repaired = found.length === 0 && !options.caseSensitive ? await tolerant(mention.text) : undefined;
    if (repaired) found = repaired.entities.slice(0, maxCandidates);
    const filteredOut: MentionResolution['filteredOut'] = [];
    const scored: { candidate: ScoredCandidate; card: EntityCard }[] = [];
    for (const entity of found) {
      const coarseType = coarseTypeOf(entity.types);
      if (typeFilter && !candidateFitsMention(mention.type, coarseType)) {
        filteredOut.push({ qid: entity.qid, label: entity.label, types: entity.types });
        continue;
      }
      const card = await cardOf(entity.qid);
      if (!card) continue;
      const { score, matched } = exactMatchScore(card, question, mention.text);
      const facts = Object.values(card.properties).reduce((sum, values) => sum + values.length, 0);
      const descriptors = found.length > 1 ? descriptorMatches(card, question, mention.text) : [];
      const byLabel = foldName(entity.label) === foldName(mention.text);
      scored.push({ candidate: { qid: entity.qid, label: entity.label, types: entity.types, coarseType, score, matchedValues: matched, descriptors, byLabel, facts }, card });
    }
    // Best score first (KaLMA's exact match); then descriptor words; then the entity the mention is the label of;
    // then the richer graph (more facts), then the smaller id, so runs are reproducible.
    scored.sort(
      (a, b) =>
        b.candidate.score - a.candidate.score ||
        b.candidate.descriptors.length - a.candidate.descriptors.length ||
        Number(b.candidate.byLabel) - Number(a.candidate.byLabel) ||
        b.candidate.facts - a.candidate.facts ||
        Number(a.candidate.qid.slice(1)) - Number(b.candidate.qid.slice(1)),
    );
    const best = scored[0];
    const several = scored.length > 1;
    return {
      resolution: {
        mention,
        candidates: scored.map((entry) => entry.candidate),
        filteredOut,
        ...(best ? { chosen: best.candidate.qid } : {}),
        tie:
          several &&
          scored[1]!.candidate.score === best!.candidate.score &&
          scored[1]!.candidate.descriptors.length === best!.candidate.descriptors.length &&
          scored[1]!.candidate.byLabel === best!.candidate.byLabel,
        zeroScore: several && best!.candidate.score === 0,
        ...(repaired && best ? { repair: repaired.surname ? { readAs: best.candidate.label, distance: 0, surname: true as const } : { readAs: repaired.readAs, distance: repaired.distance } } : {}),
      },
      card: best?.card,
    };
  }

  return {
    kg,
    recognizer,
    async retrieve(question: string): Promise<KgRetrieval> {
      await recognizer.prepare?.(question);
      const mentions = recognizer.recognize(question);
      const resolutions: MentionResolution[] = [];
      const entities: EntityCard[] = [];
      for (const mention of nameMentions(mentions)) {
        const { resolution, card } = await resolve(question, mention);
        resolutions.push(resolution);
        // A repaired mention ("Einstein", "Marie Curei") is how this question names the entity: kept among the
        // card's aliases, so answering finds the name where the question says it.
        const named = card && resolution.repair && !(card.aliases ?? []).includes(mention.text) && card.name !== mention.text ? { ...card, aliases: [...(card.aliases ?? []), mention.text] } : card;
        if (named && !entities.some((entity) => entity.qid === named.qid)) entities.push(named);
      }
      return { question, mentions, resolutions, entities };
    },
  };
}
