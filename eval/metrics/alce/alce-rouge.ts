import { splitSentences } from '../../../src/text/punkt-sentence-splitter.js';
import { rougeLsum } from '../rouge/rouge-lsum.js';
import type { AlceItem } from './alce-item.js';

/** ALCE lowercases before splitting, so Punkt sees lowercase text (that can change where sentences break). */
function sentencePerLine(text: string): string {
  return splitSentences(text.toLowerCase()).join('\n');
}

/** ALCE's references: the first two ASQA long answers, else `answer` twice. Null when the item has neither. */
export function rougeReferences(item: AlceItem): [string, string] | null {
  const annotations = item.annotations?.map((annotation) => annotation.long_answer) ?? [];
  if (annotations.length > 0) return [annotations[0]!, annotations[1] ?? annotations[0]!];
  if (typeof item.answer === 'string') return [item.answer, item.answer];
  return null;
}

/**
 * ALCE `compute_rouge` for one item: ROUGE-Lsum F of the citation-free output against each reference, keeping the
 * better one. (ALCE then reports BootstrapAggregator's mid F, an unseeded bootstrap estimate of the mean; we report
 * the plain mean, which the bootstrap median approximates to within its sampling noise.)
 */
export function alceRougeLsum(normalizedOutput: string, references: [string, string]): number {
  const candidate = sentencePerLine(normalizedOutput);
  const [first, second] = references.map((reference) => rougeLsum(sentencePerLine(reference), candidate).fmeasure);
  return Math.max(first!, second!);
}
