import type { EntityCard, Triple } from '../../src/core/knowledge.js';

/**
 * BioKaLMA as released has no minimum knowledge set (the paper's gold knowledge per question). CiteQA's
 * documented stand-in: the KG triples whose value is written in the question itself (case-insensitive, as a whole
 * phrase). A specific question names the facts it is about ("… his role in the literary realism movement"), so
 * these are knowledge the answer must use; identity fields (`name`, `qid`) are not knowledge and are skipped.
 */
export const MINIMUM_KNOWLEDGE_STAND_IN =
  'stand-in minimum knowledge: KG triples whose value occurs in the question (BioKaLMA releases no minimum knowledge set)';

const IDENTITY_PROPERTIES = new Set(['name', 'qid']);

const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/** Whether `phrase` occurs in `text` as a whole phrase (no letter or digit right before or after it). */
function containsPhrase(text: string, phrase: string): boolean {
  for (let at = text.indexOf(phrase); at !== -1; at = text.indexOf(phrase, at + 1)) {
    const before = text[at - 1];
    const after = text[at + phrase.length];
    if ((before === undefined || !WORD_CHARACTER.test(before)) && (after === undefined || !WORD_CHARACTER.test(after))) return true;
  }
  return false;
}

export function questionValueTriples(question: string, entities: readonly EntityCard[]): Triple[] {
  const haystack = question.toLowerCase();
  const triples: Triple[] = [];
  const seen = new Set<string>();
  for (const card of entities) {
    for (const [property, values] of Object.entries(card.properties)) {
      if (IDENTITY_PROPERTIES.has(property)) continue;
      for (const value of values) {
        if (value.trim().length < 2) continue;
        if (!containsPhrase(haystack, value.toLowerCase())) continue;
        const key = JSON.stringify([card.qid, property, value]);
        if (seen.has(key)) continue;
        seen.add(key);
        triples.push([card.qid, property, value]);
      }
    }
  }
  return triples;
}
