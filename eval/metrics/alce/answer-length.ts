import { whitespaceWords } from './alce-item.js';

/** ALCE `length`: whitespace words of the citation-free first line. */
export function answerLength(normalizedOutput: string): number {
  return whitespaceWords(normalizedOutput).length;
}
