/**
 * KaLMA's sentence split (auto_eval/eval_relevance.py, ablation/eval_NA.py):
 * `re.split(r'(?<=[^A-Z].[.?]) +(?=[A-Z])', answer)`. `.` is Python's (anything but "\n").
 *
 * Kept byte-for-byte, quirk included: the character two before the period must not be an upper-case letter, so
 * "… [NA]. Next" (ending in "A].") is NOT split and the [NA] sentence merges with the one after it, as does
 * "… in the U.S. Then" or "… World War II. Then".
 */
// `u`: Python matches code points, so an emoji before the period is one character, as here.
const KALMA_SENTENCE_BOUNDARY = /(?<=[^A-Z][^\n][.?]) +(?=[A-Z])/u;

export function splitKalmaSentences(text: string): string[] {
  return text.split(KALMA_SENTENCE_BOUNDARY);
}
