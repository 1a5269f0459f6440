import escapeStringRegexp from 'escape-string-regexp';

/**
 * A name as a whole word: "Ada" in "Ada's father" but not in "Adam". Case-insensitive and Unicode-aware; pass
 * `global` to replace every occurrence.
 */
export function namePattern(name: string, options: { global?: boolean } = {}): RegExp {
  return new RegExp(`(?<![\\p{L}])${escapeStringRegexp(name)}(?![\\p{L}])`, options.global ? 'giu' : 'iu');
}
