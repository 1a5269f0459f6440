import { removeKalmaCitations } from '../../../src/citations/kalma-citations.js';
import { splitKalmaSentences } from '../../../src/text/kalma-sentence-splitter.js';

/**
 * A KaLMA sentence without its bracketed citations, cleaned as eval_relevance.py does
 * (`re.sub(r"[\[].*?[\]]", "", s).replace("  ", " ").replace(" .", ".")`; Python's `.` stops only at "\n").
 */
export const plainSentence = (sentence: string): string => removeKalmaCitations(sentence);

/** KaLMA's regex sentence split (with its `[NA].` non-split quirk), shared by alignment and [NA] scoring. */
export const kalmaSentences = (answer: string): string[] => splitKalmaSentences(answer);
