import type { EntityCandidate } from '../core/knowledge-graph.js';
import type { Lexicon } from '../text/lexicon/wordnet-lexicon.js';
import { coarseTypeOf } from '../../retrievers/kg/coarse-type.js';
import { withoutAccents } from '../text/without-accents.js';
import { editDistance } from '../../retrievers/kg/tolerant-lookup.js';

/** A capitalised word of three letters or more: "Ghirlandaio", not "da" or "II". */
const NAME_WORD = /^\p{Lu}\p{Ll}{2,}$/u;

/** The words of people's names, lower-case without accents → as the graph writes them, before WordNet is asked. */
export function personNameCandidates(entities: readonly EntityCandidate[]): Map<string, string> {
  const words = new Map<string, string>();
  for (const entity of entities) {
    if (coarseTypeOf(entity.types) !== 'person') continue;
    for (const name of [entity.label, ...entity.aliases]) {
      for (const word of name.split(/[\s\-–]+/u)) if (NAME_WORD.test(word)) words.set(folded(word), word);
    }
  }
  return words;
}

/**
 * People's whole names (labels and aliases of two words or more), lower-case without accents: "charlotte bronte".
 * A word WordNet also writes in lower case ("charlotte", a pudding) is a name where the whole name stands.
 */
export function personFullNames(entities: readonly EntityCandidate[]): Set<string> {
  const names = new Set<string>();
  for (const entity of entities) {
    if (coarseTypeOf(entity.types) !== 'person') continue;
    for (const name of [entity.label, ...entity.aliases]) {
      const words = name.split(/\s+/u).filter(Boolean);
      if (words.length >= 2) names.add(words.map(folded).join(' '));
    }
  }
  return names;
}

/** Words shorter than this are too short to be told from another word by a typo. */
const MIN_MISSPELT_LENGTH = 5;
/** From this length a misspelt name word may be two edits off ("leschetitzky"), below it one. */
const LONG_WORD = 8;

/** The most words of a whole name looked for in a text. */
const MAX_NAME_WORDS = 4;

/**
 * The words of people's names that are only ever names ("ghirlandaio" → Ghirlandaio, "bronte" → Brontë), asked of
 * WordNet only for the words a lower-case text has, each once: a word WordNet also writes in lower case ("Rose",
 * "Bell", "King") is a common word as well ("his fame rose" names nobody). A question with capitals needs none of
 * this, so it costs nothing there.
 */
export class PersonNameWords {
  private readonly kept = new Map<string, string>();
  private readonly asked = new Set<string>();

  constructor(
    private readonly candidates: ReadonlyMap<string, string>,
    private readonly lexicon: Lexicon,
    private readonly fullNames: ReadonlySet<string> = new Set(),
  ) {}

  /**
   * The text with the words of people's names capitalised (`withNameCapitals`): the words found to be only names,
   * and every word of a whole name the text spells out ("charlotte bronte"), there only.
   */
  capitalise(text: string): string {
    if (!typedLowerCase(text)) return text;
    const typed = text.match(/[\p{L}\p{M}]+/gu) ?? [];
    const inWholeName = new Map<number, string>();
    for (let i = 0; i < typed.length; i += 1) {
      for (let length = MAX_NAME_WORDS; length >= 2; length -= 1) {
        const run = typed.slice(i, i + length);
        if (run.length < length || !this.fullNames.has(run.map(folded).join(' '))) continue;
        for (const [offset, word] of run.entries()) {
          const cased = this.candidates.get(folded(word));
          if (cased !== undefined) inWholeName.set(i + offset, cased);
        }
        break;
      }
    }
    return withNameCapitals(text, this.kept, inWholeName);
  }

  /**
   * Asks WordNet about the text's candidate words, when the text is typed in lower case. A word WordNet does not know
   * at all, a few edits from a word of a person's name ("leschetitzky", "curei"), is that word misspelt: it is
   * capitalised as typed, and the KG's tolerant lookup repairs the spelling.
   */
  async prepare(text: string): Promise<void> {
    if (!typedLowerCase(text)) return;
    for (const word of text.match(/[\p{L}\p{M}]+/gu) ?? []) {
      const key = folded(word);
      if (this.asked.has(key)) continue;
      this.asked.add(key);
      const cased = this.candidates.get(key);
      if (cased !== undefined) {
        if (!(await this.lexicon.writtenLowerCase(key))) this.kept.set(key, cased);
        continue;
      }
      if (key.length < MIN_MISSPELT_LENGTH || (await this.lexicon.partsOfSpeech(key)).size > 0) continue;
      const limit = key.length >= LONG_WORD ? 2 : 1;
      for (const candidate of this.candidates.keys()) {
        if (editDistance(key, candidate, limit) > limit) continue;
        this.kept.set(key, word[0]!.toUpperCase() + word.slice(1));
        break;
      }
    }
  }

  /** The words found to be only names so far. */
  get words(): ReadonlyMap<string, string> {
    return this.kept;
  }
}

/** No capital after the first letter: the typist does not write names with capitals. */
const typedLowerCase = (text: string): boolean => !/\p{Lu}/u.test(text.trimStart().slice(1));

/** Lower case without accents: users type "bronte" for Brontë. */
const folded = (word: string): string => withoutAccents(word).toLowerCase();

/**
 * A text typed all in lower case (no capital after its first letter) with the words of people's names written with
 * their capitals: "what did ghirlandaio's dad do" → "what did Ghirlandaio's dad do". Names are read by their capitals,
 * and many users type none. `words` are capitalised wherever they stand, `atWord` only as the text's word of that
 * number (0 the first). A text with capitals is returned as it is. Only the case of letters changes, so positions in
 * the text hold.
 */
export function withNameCapitals(text: string, words: ReadonlyMap<string, string>, atWord: ReadonlyMap<number, string> = new Map()): string {
  if ((words.size === 0 && atWord.size === 0) || !typedLowerCase(text)) return text;
  let index = -1;
  return text.replace(/[\p{L}\p{M}]+/gu, (word) => {
    index += 1;
    const cased = words.get(folded(word)) ?? atWord.get(index);
    return cased === undefined ? word : withCapitalsOf(word, cased);
  });
}

/** The typed letters with the name's capitals: "bronte" → "Bronte", which the KG's lookup folds to Brontë. */
function withCapitalsOf(word: string, cased: string): string {
  const letters = [...word];
  const capitals = [...withoutAccents(cased)];
  if (capitals.length !== letters.length) return word;
  return letters.map((letter, i) => (/\p{Lu}/u.test(capitals[i]!) ? letter.toUpperCase() : letter)).join('');
}
