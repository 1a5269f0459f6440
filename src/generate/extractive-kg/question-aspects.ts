import { z } from 'zod';
import { loadWordTable, wordListSchema } from '../../io/word-table.js';
import { namePattern } from '../../text/name-pattern.js';
import { taggedTokens } from '../../text/wink.js';
import { isRelationWord } from './relation-chain.js';

/** One thing a question asks, e.g. "where was he buried"; `terms` are its content words (names removed). */
export interface QuestionAspect {
  text: string;
  terms: string[];
  /** The text with the given names blanked out: what is asked, without whom it is asked about. */
  masked: string;
  /** A description of the subject ("the Irish revolutionary"), not a question: only facts whose value it says answer it. */
  describes?: true;
  /** A statement before the question ("X was born in London."): it describes, and names whom the question asks about. */
  premise?: true;
}

// Words that carry no topic: question scaffolding and filler common in BioKaLMA questions (prompts/heuristics/question-filler.json).
const FILLER = new Set(
  loadWordTable('prompts/heuristics/question-filler.json', z.object({ about: z.string(), groups: z.array(wordListSchema) }).strict()).groups.flatMap(
    (group) => group.words,
  ),
);

/** Whether a word carries no topic (question scaffolding or filler). */
export function isFillerWord(word: string): boolean {
  return FILLER.has(word);
}

const SPLIT = /[,;?!.]|\s(?:and|or|but)\s+(?=(?:how|what|when|where|who|whom|whose|which|why|did|was|were|is|are|has|had|have)\b)/i;

/**
 * A descriptive noun phrase after a name or a relative: "the Irish revolutionary", "an American poet", "the piano
 * teacher who gave him his first lessons" (a relative clause's "who" asks nothing), "Godwin's second wife".
 */
const APPOSITION = /^(?:the|a|an)\s(?![^]*\b(?:what|when|where|why|how)\b)(?![^]*\b(?:who|whom|whose|which)\s+(?:was|were|is|are|did|does|do)\b)/i;
/** The same after a possessive name ("Godwin's second wife"); case-sensitive, since under the i flag \p{Lu} is any letter. */
const POSSESSIVE_APPOSITION = /^\p{Lu}[\p{L}\p{M}'’.-]*(?:\s+\p{Lu}[\p{L}\p{M}'’.-]*)*['’]s?\s+\p{Ll}(?![^]*\b(?:[Ww]hat|[Ww]hen|[Ww]here|[Ww]hy|[Hh]ow|[Ww]ho|[Ww]hom|[Ww]hose|[Ww]hich)\b)/u;
/**
 * The same where the possessive name is one of the entities' (masked out), whatever its case: "charles adams, john
 * adams's son, …".
 */
const MASKED_POSSESSIVE_APPOSITION = /^['’]s?\s+\p{L}(?![^]*\b(?:what|when|where|why|how|who|whom|whose|which)\b)/iu;
/**
 * A relation of the subject to someone else set off after their name: "Charles Adams, son of John Adams, …" says who
 * Charles Adams is, it does not ask for his father. A question word after it makes it a question ("…, son of whom?").
 */
const RELATION_APPOSITION = /^(\p{L}+)\s+of\s(?![^]*\b(?:what|when|where|why|how|who|whom|whose|which)\b)/iu;
const isRelationApposition = (text: string): boolean => {
  const word = RELATION_APPOSITION.exec(text)?.[1];
  return word !== undefined && isRelationWord(word.toLowerCase());
};
/**
 * A word for where someone came from joined to "born" ("the Australian-born guitarist") describes them: it asks
 * nothing of a birth.
 */
const BORN_MODIFIER = /\p{L}+-born\b/giu;
/** A piece that asks something new rather than finishing the one before it. */
const NEW_QUESTION = /^\s*(?:and|or|but)?\s*(?:how|what|when|where|who|whom|whose|which|why|did|was|were|is|are|has|had|have)\b/i;

const ANY_QUESTION_WORD = /\b(?:how|what|when|where|who|whom|whose|which|why)\b/iu;
/** A question word or mark after a piece: the question it comes before. */
const asksAfter = (text: string): boolean => ANY_QUESTION_WORD.test(text) || text.includes('?');

/**
 * A piece that states something: a verb and no question word, not opening with a verb ("Tell me about X", "Name the
 * pianist" ask).
 */
function isStatement(text: string): boolean {
  if (ANY_QUESTION_WORD.test(text)) return false;
  const { pos } = taggedTokens(text);
  return pos[0] !== 'VERB' && pos[0] !== 'AUX' && pos.some((tag) => tag === 'VERB' || tag === 'AUX');
}

/** Content words of a phrase after a description that still belongs to the question before it ("support", "graduate from"). */
const MAX_CONTINUATION_TERMS = 2;

/** Splits a question into the aspects it asks about, each with its content words; the given names are left out. */
export function questionAspects(question: string, names: readonly string[]): QuestionAspect[] {
  // Blank out the names (longest first) so that "Marie Curie" never counts as a thing asked about.
  let masked = question;
  for (const name of [...names].filter((n) => n.trim() !== '').sort((a, b) => b.length - a.length)) {
    masked = masked.replace(namePattern(name, { global: true }), (found) => ' '.repeat(found.length));
  }
  const aspects: QuestionAspect[] = [];
  let offset = 0;
  let afterApposition = false;
  let previousEndsWithName = false;
  for (const piece of masked.split(SPLIT)) {
    // Masking keeps every offset, so the piece's place in the masked text is its place in the question.
    const at = masked.indexOf(piece, offset);
    offset = at + piece.length;
    const original = question.slice(at, at + piece.length);
    const terms = (piece.toLowerCase().replace(BORN_MODIFIER, ' ').match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? [])
      .map((word) => word.replace(/['’]s$/u, ''))
      .filter((word) => word.length > 1 && !FILLER.has(word));
    const text = original.trim().replace(/^(?:and|or|but)\s+/i, '').trim();
    const maskedText = piece.replace(/\s+/g, ' ').trim().replace(/^(?:and|or|but)\s+/i, '').trim();
    // A piece ending in a name, or in a relation word after one ("X's father"), may be described by the next.
    const lastWord = piece.trimEnd().match(/[\p{L}-]+$/u)?.[0];
    const endsWithName = original.trimEnd().length > piece.trimEnd().length || (lastWord !== undefined && isRelationWord(lastWord));
    if (text === '') continue;
    // "Louisa Catherine Adams was born in London. How many children did she have?": a statement before the question
    // says what the asker knows; like a description, it is confirmed beside an answer and asks nothing itself.
    if (masked[at + piece.length] === '.' && isStatement(text) && asksAfter(masked.slice(at + piece.length + 1))) {
      aspects.push({ text, terms: [...new Set(terms)], masked: maskedText, describes: true, premise: true });
      previousEndsWithName = false;
      continue;
    }
    // "John Williams, the classical guitarist, …": a description of whom is asked about, not a thing asked.
    if (previousEndsWithName && (APPOSITION.test(text) || POSSESSIVE_APPOSITION.test(text) || MASKED_POSSESSIVE_APPOSITION.test(maskedText) || isRelationApposition(text))) {
      aspects.push({ text, terms: [...new Set(terms)], masked: maskedText, describes: true });
      afterApposition = true;
      previousEndsWithName = false;
      continue;
    }
    const previous = [...aspects].reverse().find((aspect) => !aspect.describes);
    // "Where was the wife of William King-Noel, 1st Earl of Lovelace, laid to rest?": a name with a comma in it ends
    // the piece before, and the verb after it, asking nothing of its own, finishes that question.
    const finishesAfterName = previousEndsWithName && !ANY_QUESTION_WORD.test(text) && taggedTokens(text).pos[0] === 'VERB';
    if ((afterApposition || finishesAfterName) && previous && !NEW_QUESTION.test(original) && terms.length <= MAX_CONTINUATION_TERMS) {
      // "Which club did X, the guitarist, support": the verb after the description finishes the question before it;
      // a longer phrase ("after his death in August 1466") is asked on its own.
      previous.text = `${previous.text} ${text}`;
      previous.masked = `${previous.masked} ${maskedText}`.trim();
      previous.terms = [...new Set([...previous.terms, ...terms])];
    } else {
      aspects.push({ text, terms: [...new Set(terms)], masked: maskedText });
    }
    afterApposition = false;
    previousEndsWithName = endsWithName;
  }
  // "Where and when was X born?": a lone question word asks the rest of the next aspect with its own word.
  for (let i = aspects.length - 2; i >= 0; i -= 1) {
    const lone = aspects[i]!;
    const next = aspects[i + 1]!;
    if (!LONE_QUESTION_WORD.test(lone.text) || next.describes) continue;
    const rest = (text: string): string => text.replace(/^\s*(?:how|what|when|where|who|whom|whose|which|why)\b/i, '').trim();
    aspects[i] = { text: `${lone.text} ${rest(next.text)}`, terms: [...next.terms], masked: `${lone.masked} ${rest(next.masked)}` };
  }
  return aspects;
}

const LONE_QUESTION_WORD = /^(?:how|what|when|where|who|whom|whose|which|why)$/i;
