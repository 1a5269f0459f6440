import type { EntailmentJudge, EntailmentPair, EntailmentVerdict } from '../../../src/core/entailment-judge.js';

export interface CitedPassage {
  title: string;
  text: string;
}

export interface CitedSentence {
  /** The sentence with its citation markers removed. */
  hypothesis: string;
  /** Cited passages in the order the sentence cites them. */
  passages: CitedPassage[];
}

export type Label = 0 | 1;

export interface CitationLabels {
  /** 1 when the (first `maxCitations`) cited passages together support the sentence; null when the judge gave no verdict. */
  recall: Label | null;
  /** One per cited passage; null for citations past `maxCitations` (ALCE never judges them) or unparsed verdicts. */
  precision: (Label | null)[];
}

/** ALCE's premise format for TRUE: `Title: …\n<text>`, passages joined by a newline. */
export function formatPremise(passages: readonly CitedPassage[]): string {
  return passages.map((passage) => `Title: ${passage.title}\n${passage.text}`).join('\n');
}

/** Entailed / not entailed / unknown (the judge's reply could not be parsed). */
function decision(verdict: EntailmentVerdict): Label | null {
  if (verdict.label === null) return null;
  return verdict.label === 'entail' ? 1 : 0;
}

/**
 * ALCE's citation recall and precision decisions (eval.py compute_autoais) for sentences whose cited passages are
 * already resolved, as in ALCE's human evaluation file. Three batched judge rounds instead of ALCE's pair-at-a-time
 * loop: joint support, then each citation alone (only for supported multi-citation sentences), then the other
 * citations without it (only where the citation alone failed) — the same pairs ALCE would judge, no more.
 */
export async function judgeCitationLabels(
  sentences: readonly CitedSentence[],
  judge: EntailmentJudge,
  maxCitations = 3,
): Promise<CitationLabels[]> {
  const cited = sentences.map((sentence) => sentence.passages.slice(0, maxCitations));

  const jointIndex: number[] = [];
  const jointPairs: EntailmentPair[] = [];
  cited.forEach((passages, i) => {
    if (passages.length === 0) return;
    jointIndex.push(i);
    jointPairs.push({ premise: formatPremise(passages), hypothesis: sentences[i]!.hypothesis });
  });
  const joint: (Label | null)[] = sentences.map(() => 0);
  (await judge.judge(jointPairs)).forEach((verdict, k) => (joint[jointIndex[k]!] = decision(verdict)));

  const labels: CitationLabels[] = sentences.map((sentence, i) => ({
    recall: joint[i]!,
    precision: sentence.passages.map((_, j) => {
      if (j >= maxCitations) return null;
      // Single citation: precision is the sentence's support; unsupported multi-citation: every citation is 0.
      return joint[i] === null ? null : cited[i]!.length > 1 && joint[i] === 1 ? null : joint[i]!;
    }),
  }));

  // Condition A: does the citation alone support the sentence?
  const aloneKeys: [number, number][] = [];
  const alonePairs: EntailmentPair[] = [];
  cited.forEach((passages, i) => {
    if (passages.length < 2 || joint[i] !== 1) return;
    passages.forEach((passage, j) => {
      aloneKeys.push([i, j]);
      alonePairs.push({ premise: formatPremise([passage]), hypothesis: sentences[i]!.hypothesis });
    });
  });
  const aloneVerdicts = await judge.judge(alonePairs);

  // Condition B, only where A failed: do the other citations suffice without it? Then it is redundant.
  const restKeys: [number, number][] = [];
  const restPairs: EntailmentPair[] = [];
  aloneVerdicts.forEach((verdict, k) => {
    const [i, j] = aloneKeys[k]!;
    const alone = decision(verdict);
    if (alone === 1) labels[i]!.precision[j] = 1;
    else if (alone === null) labels[i]!.precision[j] = null;
    else {
      restKeys.push([i, j]);
      restPairs.push({ premise: formatPremise(cited[i]!.filter((_, x) => x !== j)), hypothesis: sentences[i]!.hypothesis });
    }
  });
  (await judge.judge(restPairs)).forEach((verdict, k) => {
    const [i, j] = restKeys[k]!;
    const rest = decision(verdict);
    labels[i]!.precision[j] = rest === null ? null : rest === 1 ? 0 : 1;
  });
  return labels;
}
