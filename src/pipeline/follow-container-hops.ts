import type { EntityCard } from '../core/knowledge.js';
import type { KnowledgeGraph } from '../core/knowledge-graph.js';
import { askedNoun } from '../generate/answer-type/asked-noun.js';
import { containerProperties, isPersonCard } from '../generate/extractive-kg/container-hop.js';
import { isFillerWord, questionAspects } from '../generate/extractive-kg/question-aspects.js';
import type { Lexicon } from '../text/lexicon/wordnet-lexicon.js';

/** Values looked up per question: a person's card holds a few dozen, and a remote KG answers each lookup in turn. */
const MAX_LOOKUPS = 40;

/**
 * "In which country was X born?": the cards of the values (Zurich) whose card says the asked kind of thing they lie
 * in (`country: Switzerland`), so the answer can take that second hop and cite both triples. Only cards that hold
 * such a property are returned, and never a person's (a relative is read by the relation chains).
 */
export async function followContainerHops(question: string, cards: readonly EntityCard[], kg: KnowledgeGraph, lexicon: Lexicon): Promise<EntityCard[]> {
  const names = cards.flatMap((card) => [card.name, ...(card.aliases ?? [])]);
  const nouns = new Set<string>();
  for (const aspect of questionAspects(question, names)) {
    if (aspect.describes || aspect.terms.every(isFillerWord)) continue;
    const asked = await askedNoun(aspect.masked, lexicon);
    if (asked) nouns.add(asked.noun);
  }
  if (nouns.size === 0) return [];
  const known = new Set(cards.map((card) => card.qid));
  const added: EntityCard[] = [];
  let lookups = 0;
  for (const card of cards) {
    for (const values of Object.values(card.properties)) {
      for (const value of values) {
        if (lookups >= MAX_LOOKUPS || cards.some((other) => other.name === value)) continue;
        lookups += 1;
        const [candidate] = await kg.findEntities(value);
        if (!candidate || known.has(candidate.qid)) continue;
        const found = await kg.oneHop(candidate.qid);
        if (!found || found.name.toLowerCase() !== value.toLowerCase() || isPersonCard(found)) continue;
        if (![...nouns].some((noun) => containerProperties(found, noun).length > 0)) continue;
        known.add(found.qid);
        added.push(found);
      }
    }
  }
  return added;
}
