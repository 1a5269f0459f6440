import { codePointClass, NOT_WORD_CHARACTERS_IN_LUCENE, TOKEN_CHARACTERS_ONLY_IN_LUCENE } from './lucene-unicode-differences.js';

const MAX_TOKEN_LENGTH = 255;
const SINGLE_CHARACTER_SCRIPTS = /[\p{Script=Han}\p{Script=Hiragana}]/u;
const SOUTHEAST_ASIAN = /^[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\p{M}]+$/u;
// Word_Break=Katakana: the script plus the prolonged sound mark and the kana voicing marks, which are Common.
const KATAKANA = /^[\p{Script=Katakana}\u3031-\u3035\u309B\u309C\u30A0\u30FC\uFF70\uFF9E\uFF9F\p{M}]+$/u;
// A pictograph, a flag (a pair of regional indicators; a lone one is no token) or a keycap such as #️⃣.
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}{2}|^[#*0-9]\uFE0F?\u20E3/u;
const ALPHABETIC = /\p{Alphabetic}/u;
const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

const segmenter = new Intl.Segmenter('en', { granularity: 'word' });
const NOT_WORD = codePointClass(NOT_WORD_CHARACTERS_IN_LUCENE);
const TOKEN_ONLY_IN_LUCENE = codePointClass(TOKEN_CHARACTERS_ONLY_IN_LUCENE);

/**
 * Lucene's StandardTokenizer (UAX#29 word boundaries) through Intl.Segmenter, which implements the same annex, plus
 * the places where Lucene's grammar decides differently from ICU: it emits emoji, it emits every Han ideograph and
 * every Hiragana character as a token of its own where ICU joins them into dictionary words, it keeps a run of
 * Katakana or of Thai, Lao, Khmer or Myanmar letters whole where ICU splits it into words, it drops a run of
 * underscores that ICU calls word-like, and it cuts a token at 255 UTF-16 units. Characters the two Unicode versions
 * class differently (lucene-unicode-differences.ts) are decided Lucene's way: unknown ones break words, its extra
 * symbols are tokens. Agreement is measured, not assumed: test/golden/lucene-bm25-differential.test.ts.
 */
export function luceneStandardTokens(text: string): string[] {
  const tokens: string[] = [];
  // Where the last Thai-like or Katakana token ended, and which: ICU splits such runs into dictionary words, Lucene
  // keeps them whole.
  let run: { end: number; kind: RegExp } | undefined;
  // Same-length blanks keep every index, and a blanked character is never part of a token, so tokens read the same.
  const masked = text.replace(NOT_WORD, (ch) => ' '.repeat(ch.length));
  for (const [offset, chunk] of chunks(masked)) {
    for (const { segment, index: inChunk, isWordLike } of segmenter.segment(chunk)) {
      const index = offset + inChunk;
      if (isWordLike && HAS_LETTER_OR_DIGIT.test(segment)) {
        const kind = [SOUTHEAST_ASIAN, KATAKANA].find((pattern) => pattern.test(segment));
        if (kind) {
          if (run?.kind === kind && run.end === index) tokens[tokens.length - 1] += segment;
          else tokens.push(segment);
          run = { end: index + segment.length, kind };
          continue;
        }
        if (SINGLE_CHARACTER_SCRIPTS.test(segment)) pushSplitByScript(tokens, segment);
        else pushCut(tokens, segment);
      } else if (EMOJI.test(segment)) {
        tokens.push(segment);
      } else {
        pushLuceneOnly(tokens, segment);
      }
    }
  }
  return tokens;
}

const CHUNK = 512;

/**
 * The text in pieces of about CHUNK units, each cut just before a space or line feed, for V8's segmenter takes time
 * quadratic in the length of what it segments (25 s for 100 kB in one piece, 0.1 s line by line). UAX#29 never joins
 * a word across a space or a line feed, so the pieces give the same words.
 */
function* chunks(text: string): Generator<[number, string]> {
  let start = 0;
  while (text.length - start > 2 * CHUNK) {
    const boundary = /[ \n]/g;
    boundary.lastIndex = start + CHUNK;
    const cut = boundary.exec(text)?.index;
    if (cut === undefined) break;
    yield [start, text.slice(start, cut)];
    start = cut;
  }
  yield [start, text.slice(start)];
}

/** Lucene's extra symbols one by one, except that adjacent letter-like ones (ⓐⓑ) make one word as in Lucene. */
function pushLuceneOnly(tokens: string[], segment: string): void {
  let previous = -2;
  for (const match of segment.matchAll(TOKEN_ONLY_IN_LUCENE)) {
    const ch = match[0];
    if (previous === match.index && ALPHABETIC.test(ch) && ALPHABETIC.test(tokens[tokens.length - 1]!.slice(-ch.length))) tokens[tokens.length - 1] += ch;
    else tokens.push(ch);
    previous = match.index + ch.length;
  }
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
