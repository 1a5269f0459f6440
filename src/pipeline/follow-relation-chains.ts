import type { EntityCard } from '../core/knowledge.js';
import { cardByName, relationChains } from '../generate/extractive-kg/relation-chain.js';
import type { KnowledgeGraph } from '../core/knowledge-graph.js';
import { followUpAspects } from '../generate/extractive-kg/follow-up-aspects.js';
import { isFillerWord, questionAspects } from '../generate/extractive-kg/question-aspects.js';
import { relativeFocus } from '../generate/extractive-kg/relative-focus.js';

/** How many cards one question may add, so a fan-out over a large family stays a handful of lookups. */
const MAX_ADDED_CARDS = 16;

/**
 * Fetches, through the KnowledgeGraph, the one-hop card of every intermediate entity of the relation chains the
 * question composes ("the father of Pierre Curie's wife" needs Marie Curie's card), so the answer can follow the
 * chain and cite each hop as a triple of the retrieved KG, and the cards of the people a pronoun in a later part of
 * the question stands for. Returns the cards to add (none already in `cards`).
 */
export async function followRelationChains(question: string, cards: readonly EntityCard[], kg: KnowledgeGraph): Promise<EntityCard[]> {
  const known = [...cards];
  const added: EntityCard[] = [];
  const fetched = new Map<string, EntityCard | undefined>();

  async function fetchCard(name: string, from: EntityCard): Promise<EntityCard | undefined> {
    const key = `${name}\u0000${from.qid}`;
    if (fetched.has(key)) return fetched.get(key);
    const candidates = await kg.findEntities(name);
    const found: EntityCard[] = [];
    for (const candidate of candidates.slice(0, 5)) {
      const card = known.find((k) => k.qid === candidate.qid) ?? (await kg.oneHop(candidate.qid));
      if (card) found.push(card);
    }
    const card = cardByName(found, name, from);
    if (card && !known.some((k) => k.qid === card.qid) && added.length < MAX_ADDED_CARDS) {
      known.push(card);
      added.push(card);
    }
    fetched.set(key, card);
    return card;
  }

  for (const chain of relationChains(question, cards)) {
    for (const path of chain.paths) {
      // Walk hop by hop: each hop's card must be fetched before the next hop can be read from it.
      let frontier: EntityCard[] = [chain.start];
      for (const property of path.slice(0, -1)) {
        const next: EntityCard[] = [];
        for (const card of frontier) {
          for (const value of card.properties[property] ?? []) {
            const found = await fetchCard(value, card);
            if (found) next.push(found);
          }
        }
        frontier = next;
      }
    }
  }
  // "… the first wife of X and where was she born?": the wife's card answers the pronoun's aspect.
  const names = cards.flatMap((card) => [card.name, ...(card.aliases ?? [])]);
  const aspects = questionAspects(question, names);
  for (const followUp of followUpAspects(aspects, cards)) {
    for (const label of followUp.labels) for (const value of followUp.from.properties[label] ?? []) await fetchCard(value, followUp.from);
  }
  // "In what town was X's mother born?": the mother's card answers it.
  for (const aspect of aspects) {
    const focus = relativeFocus(aspect.text, names, isFillerWord);
    const from = focus && cards.find((card) => [card.name, ...(card.aliases ?? [])].includes(focus.name));
    if (!focus || !from) continue;
    for (const label of focus.labels) for (const value of from.properties[label] ?? []) await fetchCard(value, from);
  }
  return added;
}
