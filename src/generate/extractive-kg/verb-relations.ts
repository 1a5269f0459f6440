import { z } from 'zod';
import type { EntityCard } from '../../core/knowledge.js';
import { loadWordTable } from '../../io/word-table.js';
import { idiomMeaning, opensIdiom } from '../../text/lexicon/verb-idioms.js';
import { namePattern } from '../../text/name-pattern.js';
import { wink } from '../../text/wink.js';

const FILE = 'prompts/heuristics/verb-relations.json';
const schema = z
  .object({
    about: z.string(),
    verbs: z.record(
      z.string().regex(/^[a-z]+$/, 'a verb is keyed by its lemma, one lower-case word'),
      z
        .object({
          subject: z.string().min(1),
          object: z.string().min(1),
          prepositions: z.array(z.string().regex(/^[a-z]+$/)).min(1).optional(),
          reason: z.string().min(20, 'give each verb a reason'),
        })
        .strict(),
    ),
  })
  .strict();

/** The two properties a verb's subject and object are linked by: `subject` on the doer's card, `object` on the other's. */
export interface VerbRelation {
  subject: string;
  object: string;
  /**
   * Prepositions the other party must be introduced by for the verb to state the relation: "studied with X", "under
   * whom did X study", but not "studied physics" or "Where did X study?".
   */
  prepositions?: readonly string[];
}

let verbs: Map<string, VerbRelation> | undefined;

/** The verbs of prompts/heuristics/verb-relations.json by lemma. */
function verbTable(): Map<string, VerbRelation> {
  verbs ??= new Map(
    Object.entries(loadWordTable(FILE, schema).verbs).map(([lemma, { subject, object, prepositions }]) => [lemma, { subject, object, ...(prepositions ? { prepositions } : {}) }]),
  );
  return verbs;
}

interface Token {
  normal: string;
  lemma: string;
  pos: string;
  /** Character offset of the token in the text. */
  at: number;
}

const analysed = new Map<string, Token[]>();

/** winkNLP's tokens of the text with lemma, part of speech and offset (kept per text: facts ask about one aspect many times). */
function tokensOf(text: string): Token[] {
  let found = analysed.get(text);
  if (!found) {
    const nlp = wink();
    const tokens = nlp.readDoc(text).tokens();
    const normals = tokens.out(nlp.its.normal) as string[];
    const lemmas = tokens.out(nlp.its.lemma as unknown as typeof nlp.its.normal) as string[];
    const pos = tokens.out(nlp.its.pos) as string[];
    const values = tokens.out() as string[];
    found = [];
    let cursor = 0;
    for (const [i, value] of values.entries()) {
      const at = text.indexOf(value, cursor);
      cursor = at >= 0 ? at + value.length : cursor;
      found.push({ normal: normals[i]!, lemma: lemmas[i]!, pos: pos[i]!, at: Math.max(at, 0) });
    }
    if (analysed.size > 2000) analysed.clear();
    analysed.set(text, found);
  }
  return found;
}

/** Tags before a noun that keep it a noun ("the mentor", "X's father", "a great teacher", "of Mentor"). */
const NOUN_MARKERS = new Set(['DET', 'PART', 'ADJ', 'ADP', 'NUM']);

/**
 * The table verb a token is a form of: winkNLP's lemma of a verb ("taught" → teach); for a participle winkNLP
 * tags as an adjective ("married", "supervised") the regular -ed base; and the bare form after "do" support that
 * winkNLP tags as a noun ("Whom did X mentor?", "How many children did X father?"). A noun ("the mentor of X") is no verb.
 */
function verbOf(tokens: readonly Token[], index: number): VerbRelation | undefined {
  const relation = tableVerbOf(tokens, index);
  return relation && (!relation.prepositions || introducedBy(tokens, index, relation.prepositions)) ? relation : undefined;
}

/** Tokens after a verb its preposition may stand: "studied piano with X", "studied for years under X". */
const PREPOSITION_REACH = 3;
const QUESTION_PRONOUNS = new Set(['who', 'whom', 'which', 'what']);

/**
 * Whether the verb's other party comes with one of the prepositions: after the verb ("studied with X"), before a
 * question word ("Under whom did X study?") or left at the end ("Who did X study with?").
 */
function introducedBy(tokens: readonly Token[], index: number, prepositions: readonly string[]): boolean {
  const after = tokens.slice(index + 1, index + 1 + PREPOSITION_REACH).map((token) => token.normal);
  if (after.some((word) => prepositions.includes(word))) return true;
  if (tokens.some((token, i) => i < index && prepositions.includes(token.normal) && QUESTION_PRONOUNS.has(tokens[i + 1]?.normal ?? ''))) return true;
  const words = tokens.filter((token) => /^\p{L}+$/u.test(token.normal));
  return prepositions.includes(words.at(-1)?.normal ?? '');
}

/** Words an idiom may span: "walk down the aisle". */
const IDIOM_LENGTHS = [4, 3, 2];

/** The plain verb of an idiom the token opens ("tie the knot" → marry), if any. */
function idiomVerbAt(tokens: readonly Token[], index: number): string | undefined {
  // Every word of every passage sentence comes here: only a word that opens an idiom has its phrases read.
  if (!opensIdiom(tokens[index]!.lemma)) return undefined;
  for (const length of IDIOM_LENGTHS) {
    if (index + length > tokens.length) continue;
    const meaning = idiomMeaning([tokens[index]!.lemma, ...tokens.slice(index + 1, index + length).map((token) => token.normal)].join(' '));
    if (meaning !== undefined) return meaning;
  }
  return undefined;
}

function tableVerbOf(tokens: readonly Token[], index: number): VerbRelation | undefined {
  const table = verbTable();
  const token = tokens[index]!;
  // An idiom states the relation of the verb it means, whatever winkNLP tags its first word ("tie the knot" → marry).
  const idiom = idiomVerbAt(tokens, index);
  if (idiom !== undefined && table.has(idiom)) return table.get(idiom);
  if (token.pos === 'VERB') return table.get(token.lemma);
  if (token.pos === 'ADJ' && token.normal.endsWith('ed')) {
    const bases = [token.normal.replace(/ied$/, 'y'), token.normal.slice(0, -1), token.normal.slice(0, -2)];
    for (const base of bases) if (table.has(base)) return table.get(base);
    return undefined;
  }
  if (token.pos !== 'NOUN' || !table.has(token.normal) || NOUN_MARKERS.has(tokens[index - 1]?.pos ?? 'DET')) return undefined;
  return auxiliaryBefore(tokens, index)?.lemma === 'do' ? table.get(token.normal) : undefined;
}

/**
 * The words of the text that are forms of a table verb there, each with its relation ("tutored" → tutor's): in
 * context, so "father" the noun of "the father of X" is not the verb of "Who fathered X?".
 */
export function relationVerbsIn(text: string): Map<string, VerbRelation> {
  const found = new Map<string, VerbRelation>();
  const tokens = tokensOf(text);
  for (const [index, token] of tokens.entries()) {
    const relation = verbOf(tokens, index);
    if (relation) found.set(token.normal, relation);
  }
  return found;
}

/** Words that start a new clause inside a question ("the man WHO taught X"): the voice of a verb is read after them. */
const CLAUSE_START = new Set(['who', 'whom', 'which', 'that', 'whose']);

/** The nearest auxiliary before the token in its clause ("WAS taught", "DID X teach"), if any. */
function auxiliaryBefore(tokens: readonly Token[], index: number): Token | undefined {
  for (let i = index - 1; i >= 0; i -= 1) {
    const token = tokens[i]!;
    if (token.pos === 'AUX') return token;
    if (token.pos === 'VERB' || CLAUSE_START.has(token.normal)) return undefined;
  }
  return undefined;
}

/**
 * The verb is passive when the nearest auxiliary before it in its clause is a form of "be" ("Who WAS taught by X",
 * "By whom WAS X taught", "Who had X BEEN taught by"); "Whom DID X teach" and "Who HAS taught X" are active.
 */
const isPassive = (tokens: readonly Token[], verbIndex: number): boolean => auxiliaryBefore(tokens, verbIndex)?.lemma === 'be';

/** Where the entity is named in the text (its label or an alias), or -1. */
export function namedAt(text: string, card: EntityCard): number {
  const found = [card.name, ...(card.aliases ?? [])]
    .filter((name) => name.trim() !== '')
    .map((name) => namePattern(name).exec(text)?.index ?? -1)
    .filter((index) => index >= 0);
  return found.length > 0 ? Math.min(...found) : -1;
}

/**
 * The properties of `card` the text's table verbs ask for, each by the side of the verb the entity is on: the
 * subject of an active verb named before it ("Whom did X teach?"), or the agent after "by" of a passive one ("Who
 * was taught by X?"), is the doer (the verb's `subject` property); the object of an active verb ("Who taught X?")
 * or the subject of a passive one ("By whom was X taught?") is done to (the `object` property). Empty when the text
 * has no table verb or does not name the entity.
 */
export function verbAskedProperties(text: string, card: EntityCard): Set<string> {
  const asked = new Set<string>();
  const name = namedAt(text, card);
  if (name < 0) return asked;
  const tokens = tokensOf(text);
  for (const [index, token] of tokens.entries()) {
    const relation = verbOf(tokens, index);
    if (!relation) continue;
    const passive = isPassive(tokens, index);
    if (name < token.at) {
      asked.add(passive ? relation.object : relation.subject);
      continue;
    }
    // After a passive verb only the agent, introduced by "by", does the verb ("taught by X", not "taught with X").
    const between = tokens.filter((t) => t.at > token.at && t.at < name);
    if (!passive) asked.add(relation.object);
    else if (between.some((t) => t.normal === 'by')) asked.add(relation.subject);
  }
  return asked;
}
