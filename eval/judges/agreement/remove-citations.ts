// Temporary: ALCE's remove_citations until src/citations/alce-citations.ts (TEXT) lands; then this file goes.
export function removeCitations(text: string): string {
  return text.replace(/ \[\d+/g, '').replace(/\[\d+/g, '').replaceAll(' |', '').replaceAll(']', '');
}
