/**
 * The singular forms an English plural may have ("professions" → profession, "activities" → activity), for tables
 * keyed by the singular: each regular ending stripped, never from a word ending in "ss" ("class"). Empty for a word
 * with no plural ending.
 */
export function singularForms(word: string): string[] {
  if (!/[^s]s$/u.test(word)) return [];
  return [...new Set([word.replace(/ies$/u, 'y'), word.slice(0, -1)])].filter((form) => form !== word && form.length > 0);
}
