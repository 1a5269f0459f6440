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
