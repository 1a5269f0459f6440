import type { EntityCard } from '../../core/knowledge.js';
import { normalizeAnswer } from '../../text/normalize-answer.js';
import { propertyCues } from './property-cues.js';
import { inverseRelations, isRelationWord, RELATION_LABELS, relationPaths } from './relation-chain.js';
import { relationVerbsIn, verbAskedProperties } from './verb-relations.js';

/**
 * The exact property labels the relation words of an aspect ask for on `card`: "teacher" → `student of`,
 * "children" → `child`, a verb of prompts/heuristics/verb-relations.json by its voice ("Who taught X?" → `student
 * of`, "Whom did X marry?" → `spouse`), and "whose R" by R's inverse ("whose student" → `student of`, "whose son" →
 * `father`, `mother`). Empty when none does.
 */
export function askedRelations(text: string, terms: readonly string[], card: EntityCard): Set<string> {
  const labels = verbAskedProperties(text, card);
  const verbs = relationVerbsIn(text);
  for (const term of terms) {
    // A verb's side is read from the sentence above, not from the word alone.
    if (verbs.has(term)) continue;
    const paths = relationPaths(term).filter((path) => path.length === 1);
    // "Whose student was X?" and "X was a student of which painter?" ask who has X as a student: X's card states it
    // from the other end ("student of").
    const whose = new RegExp(`\\bwhose\\s+${term}\\b|\\b${term}\\s+of\\s+(?:which|whom|who|what)\\b`, 'i').test(text);
    for (const [label] of paths) for (const asked of whose ? inverseRelations(label!) : [label!]) labels.add(asked);
  }
  return labels;
}

/** "family", "relatives": a word that asks for kin broadly, so no relation word narrows what it asks. */
const asksForKinBroadly = (terms: readonly string[]): boolean =>
  terms.some((term) => !isRelationWord(term) && propertyCues(term).filter((cue) => RELATION_LABELS.has(cue)).length > 1);

/**
 * Drops the relation facts an aspect's relation words do not ask for: "Who taught X?" is not answered with X's
 * students. A fact whose value the aspect names stays (the son's `father` triple when the question names the
 * father), as do facts that are no relation and every fact when the aspect asks for kin broadly ("family").
 */
export function narrowByRelation<F extends { card: EntityCard; property: string; value: string }>(
  text: string,
  terms: readonly string[],
  facts: F[],
): F[] {
  if (asksForKinBroadly(terms)) return facts;
  const said = ` ${normalizeAnswer(text)} `;
  return facts.filter((fact) => {
    if (!RELATION_LABELS.has(fact.property)) return true;
    const value = normalizeAnswer(fact.value);
    if (value !== '' && said.includes(` ${value} `)) return true;
    const asked = askedRelations(text, terms, fact.card);
    return asked.size === 0 || asked.has(fact.property);
  });
}
