import { taggedTokens } from '../../text/wink.js';
import { answerTypeTable } from './answer-type.js';

/** The text's words as winkNLP normalises them ("favourite" → favorite), lower-case. */
const normals = (text: string): string[] => taggedTokens(text).normals;

/** The words of a text that pick one by order or preference ("first", "best", "eldest"; the answer-type table). */
export function orderWords(text: string): string[] {
  const listed = new Set(answerTypeTable().orderWords.words.flatMap(normals));
  return [...new Set(normals(text).filter((word) => listed.has(word)))];
}

/** Whether a sentence says every one of the given order words ("His best friend was …" for "best"). */
export function saysOrderWords(sentence: string, words: readonly string[]): boolean {
  if (words.length === 0) return true;
  const said = new Set(normals(sentence));
  return words.every((word) => said.has(word));
}
