/** What a label the reference cannot read becomes: CAQA's inference.py writes "None". */
export const UNPARSED = 'None';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * CAQA's label extraction (inference.py): the leftmost case-insensitive match of any label-map key in the reply,
 * capitalised as Python's str.capitalize() does, looked up in the map; anything else is "None". So "Supportive" and
 * "Partially supports" read as Support, and "10" under the ALCE map as Support.
 */
export function extractLabel(prediction: string, labelMap: Record<string, string>): string {
  const keys = Object.keys(labelMap);
  if (keys.length === 0) return UNPARSED;
  const match = new RegExp(keys.map(escape).join('|'), 'i').exec(prediction);
  if (!match) return UNPARSED;
  const capitalised = match[0].charAt(0).toUpperCase() + match[0].slice(1).toLowerCase();
  return labelMap[capitalised] ?? UNPARSED;
}
