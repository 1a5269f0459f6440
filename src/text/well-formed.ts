/** The string with every lone surrogate (half of a character cut apart) replaced by U+FFFD, as String#toWellFormed. */
export function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}
