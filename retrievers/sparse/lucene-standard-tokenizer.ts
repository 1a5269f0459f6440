/**
 * Lucene's StandardTokenizer (UAX#29 word boundaries) through Intl.Segmenter, which implements the same annex, plus
 * the places where Lucene's grammar decides differently from ICU: it emits emoji, it emits every Han ideograph and
 * every Hiragana character as a token of its own where ICU joins them into dictionary words, it keeps a run of
 * Thai, Lao, Khmer or Myanmar letters whole where ICU splits it into words, it drops a run of underscores that ICU
 * calls word-like, and it cuts a token at 255 UTF-16 units.
 */
const MAX_TOKEN_LENGTH = 255;
const SINGLE_CHARACTER_SCRIPTS = /[\p{Script=Han}\p{Script=Hiragana}]/u;
const SOUTHEAST_ASIAN = /^[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\p{M}]+$/u;
const EMOJI = /[\p{Extended_Pictographic}\p{Regional_Indicator}]/u;
const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

const segmenter = new Intl.Segmenter('en', { granularity: 'word' });

export function luceneStandardTokens(text: string): string[] {
  const tokens: string[] = [];
  let southEastAsianEnd = -1;
  for (const { segment, index, isWordLike } of segmenter.segment(text)) {
    if (isWordLike && HAS_LETTER_OR_DIGIT.test(segment)) {
      if (SOUTHEAST_ASIAN.test(segment)) {
        if (southEastAsianEnd === index) tokens[tokens.length - 1] += segment;
        else tokens.push(segment);
        southEastAsianEnd = index + segment.length;
        continue;
      }
      if (SINGLE_CHARACTER_SCRIPTS.test(segment)) pushSplitByScript(tokens, segment);
      else pushCut(tokens, segment);
    } else if (EMOJI.test(segment)) {
      tokens.push(segment);
    }
  }
  return tokens;
}

/** Han and Hiragana characters one by one; anything else in the segment (Katakana, Latin) stays together. */
function pushSplitByScript(tokens: string[], segment: string): void {
  let rest = '';
  for (const ch of segment) {
    if (SINGLE_CHARACTER_SCRIPTS.test(ch)) {
      if (rest) pushCut(tokens, rest);
      rest = '';
      tokens.push(ch);
    } else rest += ch;
  }
  if (rest) pushCut(tokens, rest);
}

function pushCut(tokens: string[], token: string): void {
  for (let start = 0; start < token.length; start += MAX_TOKEN_LENGTH) tokens.push(token.slice(start, start + MAX_TOKEN_LENGTH));
}
