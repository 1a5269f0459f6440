/** Words that open an apposition after a comma: ", a co-founder of the website Reddit,". */
export const APPOSITION_OPENERS: ReadonlySet<string> = new Set(['a', 'an', 'the']);

/** The token ranges of appositions (", a co-founder of the website Reddit,"), each from its opening comma to its closing one. */
export function appositions(normals: readonly string[]): [number, number][] {
  const ranges: [number, number][] = [];
  for (let i = 0; i < normals.length; i += 1) {
    if (normals[i] !== ',' || !APPOSITION_OPENERS.has(normals[i + 1] ?? '')) continue;
    const close = normals.indexOf(',', i + 1);
    if (close < 0) break;
    ranges.push([i, close]);
    i = close - 1;
  }
  return ranges;
}
