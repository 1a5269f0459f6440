import type { EntityCard } from '../../core/knowledge.js';
import { namePattern } from '../../text/name-pattern.js';
import { normalizeAnswer } from '../../text/normalize-answer.js';
import { propertyCues } from './property-cues.js';
import { isRelationWord, RELATION_LABELS, relationPaths } from './relation-chain.js';

const TEACHING_VERB = /\b(?:taught|teach(?:es)?|tutored|mentored)\b/i;

/** Where the entity is named in the text (its label or an alias), or -1. */
function namedAt(text: string, card: EntityCard): number {
  const found = [card.name, ...(card.aliases ?? [])]
    .filter((name) => name.trim() !== '')
    .map((name) => namePattern(name).exec(text)?.index ?? -1)
    .filter((index) => index >= 0);
  return found.length > 0 ? Math.min(...found) : -1;
}

/**
 * The graph says teaching on the pupil (`student of`) and on the teacher (`student`), so a teaching verb's
 * direction decides which one is asked: "Who taught X?" and "By whom was X taught?" ask for X's teachers,
 * "Whom did X teach?" and "Who was taught by X?" for X's students. Undefined when the text has no teaching verb
 * or does not name the entity.
 */
export function teachingProperty(text: string, card: EntityCard): 'student' | 'student of' | undefined {
  const verb = TEACHING_VERB.exec(text);
  const name = namedAt(text, card);
  if (!verb || name < 0) return undefined;
  if (name > verb.index) return /\bby\s*$/i.test(text.slice(verb.index + verb[0].length, name)) ? 'student' : 'student of';
  // "By whom was X taught", "Who was X taught by": X is the pupil; otherwise X does the teaching.
  const passive = /\bby\s+whom\b/i.test(text) || /\b(?:was|were|is|are)\s*$/i.test(text.slice(0, name)) || /\bby\s*\??\s*$/i.test(text);
  return passive ? 'student of' : 'student';
}

/**
 * The exact property labels the relation words of an aspect ask for on `card`: "teacher" → `student of`,
 * "children" → `child`, a teaching verb by its direction, "whose student" → `student of`. Empty when none does.
 */
export function askedRelations(text: string, terms: readonly string[], card: EntityCard): Set<string> {
  const labels = new Set<string>();
  const teaching = teachingProperty(text, card);
  if (teaching) labels.add(teaching);
  for (const term of terms) {
    if (TEACHING_VERB.test(term)) continue;
    const paths = relationPaths(term).filter((path) => path.length === 1);
    const whose = /^(?:student|pupil)s?$/.test(term) && new RegExp(`\\bwhose\\s+${term}\\b`, 'i').test(text);
    for (const [label] of paths) labels.add(whose ? 'student of' : label!);
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
