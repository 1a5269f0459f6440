import type { EntityCard } from '../../core/knowledge.js';
import type { QuestionAspect } from './question-aspects.js';
import { namePattern } from '../../text/name-pattern.js';
import { askedRelations } from './relation-direction.js';

/** Singular personal pronouns and the gender (Wikidata's `sex or gender` value) each refers to. */
const PRONOUN_GENDER: Readonly<Record<string, string>> = { he: 'male', him: 'male', his: 'male', she: 'female', her: 'female', hers: 'female' };

/** The gender the aspect's first personal pronoun refers to, if it has one. */
function pronounGender(text: string): string | undefined {
  const pronoun = /\b(?:he|him|his|she|her|hers)\b/i.exec(text)?.[0].toLowerCase();
  return pronoun ? PRONOUN_GENDER[pronoun] : undefined;
}

/** An aspect about the person a previous aspect asked for, not about the entity the question names. */
export interface FollowUp {
  /** Index of the follow-up aspect in the aspects list. */
  aspect: number;
  /** The named entity the previous aspect asked about (Albert Einstein). */
  from: EntityCard;
  /** The relations it asked for (spouse): their values are whom the pronoun means. */
  labels: string[];
}

/**
 * The aspects whose pronoun refers to the answer of the aspect before them: the aspect names no entity itself,
 * the one before asks for a relation of a named entity ("Who was the first wife of Albert Einstein" → spouse),
 * and the pronoun cannot be that entity, whose gender the KG gives as another ("she" for Einstein), so "where was
 * she born" asks for the spouse's place of birth. "Who was Ada's father, and where was she buried?" stays about Ada.
 */
export function followUpAspects(aspects: readonly QuestionAspect[], cards: readonly EntityCard[]): FollowUp[] {
  const found: FollowUp[] = [];
  for (let i = 1; i < aspects.length; i += 1) {
    const aspect = aspects[i]!;
    // The masked text equals the text when no name was blanked out of it.
    const gender = pronounGender(aspect.text);
    if (aspect.describes || aspect.masked !== aspect.text.replace(/\s+/g, ' ').trim() || !gender) continue;
    const previous = aspects.slice(0, i).reverse().find((candidate) => !candidate.describes);
    if (!previous) continue;
    const named = cards.filter((card) => [card.name, ...(card.aliases ?? [])].some((name) => name.trim() !== '' && namePattern(name).test(previous.text)));
    for (const card of named) {
      const genders = card.properties['sex or gender'] ?? [];
      if (genders.length === 0 || genders.includes(gender)) continue;
      const labels = [...askedRelations(previous.text, previous.terms, card)].filter((label) => (card.properties[label] ?? []).length > 0);
      if (labels.length > 0) {
        found.push({ aspect: i, from: card, labels });
        break;
      }
    }
  }
  return found;
}
