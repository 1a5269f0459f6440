/**
 * The text with each letter's accents dropped, letter by letter ("Brontë" → "Bronte"), so it is exactly as long as the
 * text's NFC form and a position in one is the same position in the other. A letter of its own ("ø", "ß") stays.
 */
export function withoutAccents(text: string): string {
  return [...text.normalize('NFC')].map((letter) => letter.normalize('NFD').replace(/\p{M}+/gu, '')).join('');
}
