import type { KnowledgeGraph } from '../core/knowledge-graph.js';
import type { EntityRecognizer } from '../core/mention.js';
import { createEntityRecognizer } from './entity-recognizer.js';
import { createGazetteer } from './gazetteer.js';
import { PersonNameWords, personFullNames, personNameCandidates } from './name-capitals.js';
import { wordnetLexicon } from '../text/lexicon/wordnet-lexicon.js';

/**
 * A recognizer that knows the graph's names: stores small enough to enumerate teach it their labels and aliases;
 * remote endpoints (Wikidata) cannot be listed, so there it relies on proper-noun runs alone. Knowing the words of
 * people's names, it also finds them in a question typed in lower case.
 */
export async function createKgEntityRecognizer(kg: KnowledgeGraph): Promise<EntityRecognizer> {
  if (!kg.listEntities) return createEntityRecognizer();
  const entities = await kg.listEntities();
  return createEntityRecognizer({ gazetteer: createGazetteer(entities), nameWords: new PersonNameWords(personNameCandidates(entities), wordnetLexicon(), personFullNames(entities)) });
}
