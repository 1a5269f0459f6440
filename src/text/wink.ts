import winkNLP, { type WinkMethods } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

let instance: WinkMethods | undefined;

/**
 * The one winkNLP pipeline of the process (NER, lemmas for the lexical judge, BM25 tokens); loading the model
 * takes a moment, so it is created on first use and shared.
 */
export function wink(): WinkMethods {
  instance ??= winkNLP(model);
  return instance;
}

/** A text's tokens as winkNLP reads them: normal forms (lower-case, "favourite" → favorite), parts of speech, lemmas, and as written. */
export interface TaggedTokens {
  /** The tokens as written. */
  values: string[];
  normals: string[];
  pos: string[];
  lemmas: string[];
}

export function taggedTokens(text: string): TaggedTokens {
  const nlp = wink();
  const tokens = nlp.readDoc(text).tokens();
  return {
    values: tokens.out(nlp.its.value) as string[],
    normals: tokens.out(nlp.its.normal) as string[],
    pos: tokens.out(nlp.its.pos) as string[],
    // The typings omit `lemma` although the lite model ships it.
    lemmas: tokens.out(nlp.its.lemma as unknown as typeof nlp.its.normal) as string[],
  };
}
