/** Coarse entity types, enough to filter KG candidates (a person mention only matches humans). */
export type CoarseType = 'person' | 'place' | 'organisation' | 'work' | 'other';

/** Where a mention came from; only name mentions are looked up in a knowledge graph. */
export type MentionSource = 'gazetteer' | 'proper-noun' | 'date' | 'number';

export interface Mention {
  /** The name as it should be looked up (possessive removed), e.g. `Artemisia Gentileschi`. */
  text: string;
  /** Character offsets in the question, end exclusive. */
  start: number;
  end: number;
  type: CoarseType;
  source: MentionSource;
}

export function isNameMention(mention: Mention): boolean {
  return mention.source === 'gazetteer' || mention.source === 'proper-noun';
}

export interface EntityRecognizer {
  /**
   * Looks up, once, what reading this text needs beyond the recognizer's own tables (which words of a lower-case
   * question are names); `recognize` reads without it what it was not prepared for.
   */
  prepare?(text: string): Promise<void>;
  recognize(text: string): Mention[];
}

/** The names among the mentions, in order, without repeats (case-insensitive). */
export function nameMentions(mentions: readonly Mention[]): Mention[] {
  const seen = new Set<string>();
  return mentions.filter((mention) => {
    if (!isNameMention(mention)) return false;
    const key = mention.text.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
