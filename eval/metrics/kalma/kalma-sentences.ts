import { splitKalmaSentences } from '../../../src/text/kalma-sentence-splitter.js';

/**
 * A KaLMA sentence without its bracketed citations, cleaned as eval_relevance.py does
 * (`re.sub(r"[\[].*?[\]]", "", s).replace("  ", " ").replace(" .", ".")`).
 */
export function plainSentence(sentence: string): string {
  return sentence.replace(/\[.*?\]/g, '').replaceAll('  ', ' ').replaceAll(' .', '.');
}

/** KaLMA's regex sentence split (with its `[NA].` non-split quirk), shared by alignment and [NA] scoring. */
export const kalmaSentences = (answer: string): string[] => splitKalmaSentences(answer);
