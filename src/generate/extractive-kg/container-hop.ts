import type { EntityCard } from '../../core/knowledge.js';

const labelWords = (label: string): string[] => label.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/**
 * The properties of a value's card that say what larger thing of the asked kind it lies in: "In which country was
 * X born?" asks a country, the birthplace Zurich is a city, and Zurich's card has `country`. A property counts
 * when the asked noun is its whole label: `country of citizenship` says whose citizen, not where a place lies.
 */
export function containerProperties(card: EntityCard, askedNoun: string): string[] {
  const noun = askedNoun.toLowerCase();
  return Object.keys(card.properties).filter((label) => labelWords(label).join(' ') === noun && (card.properties[label]?.length ?? 0) > 0);
}

/** Whether the card is a person's (Wikidata's `instance of: human`): a relative, not a place a value lies in. */
export function isPersonCard(card: EntityCard): boolean {
  return (card.properties['instance of'] ?? []).some((value) => value.toLowerCase() === 'human');
}
