import { rougeTokens } from './rouge-tokenizer.js';

export interface RougeScore {
  precision: number;
  recall: number;
  fmeasure: number;
}

const ZERO: RougeScore = { precision: 0, recall: 0, fmeasure: 0 };

/** Indices into `ref` of one longest common subsequence with `can`, chosen by rouge_score's backtracking. */
function lcsIndices(ref: string[], can: string[]): number[] {
  const cols = can.length + 1;
  const table = new Uint32Array((ref.length + 1) * cols);
  for (let i = 1; i <= ref.length; i++) {
    for (let j = 1; j <= can.length; j++) {
      table[i * cols + j] =
        ref[i - 1] === can[j - 1]
          ? table[(i - 1) * cols + j - 1]! + 1
          : Math.max(table[(i - 1) * cols + j]!, table[i * cols + j - 1]!);
    }
  }
  const indices: number[] = [];
  let i = ref.length;
  let j = can.length;
  while (i > 0 && j > 0) {
    if (ref[i - 1] === can[j - 1]) {
      indices.push(i - 1);
      i--;
      j--;
    } else if (table[i * cols + j - 1]! > table[(i - 1) * cols + j]!) {
      j--;
    } else {
      i--;
    }
  }
  return indices.reverse();
}

function count(tokens: string[][]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const sentence of tokens) for (const token of sentence) counts.set(token, (counts.get(token) ?? 0) + 1);
  return counts;
}

/**
 * Summary-level LCS (rouge_score `_score_summary_lcs`): for each reference sentence, the union of its LCS with every
 * candidate sentence; hits are counted at most as often as the token occurs on both sides.
 */
export function summaryLcs(reference: string[][], candidate: string[][]): RougeScore {
  const m = reference.reduce((sum, sentence) => sum + sentence.length, 0);
  const n = candidate.reduce((sum, sentence) => sum + sentence.length, 0);
  if (m === 0 || n === 0) return ZERO;
  const referenceCounts = count(reference);
  const candidateCounts = count(candidate);
  let hits = 0;
  for (const sentence of reference) {
    const union = new Set<number>();
    for (const other of candidate) for (const index of lcsIndices(sentence, other)) union.add(index);
    for (const index of [...union].sort((a, b) => a - b)) {
      const token = sentence[index]!;
      const inCandidate = candidateCounts.get(token) ?? 0;
      const inReference = referenceCounts.get(token) ?? 0;
      if (inCandidate > 0 && inReference > 0) {
        hits++;
        candidateCounts.set(token, inCandidate - 1);
        referenceCounts.set(token, inReference - 1);
      }
    }
  }
  const precision = hits / n;
  const recall = hits / m;
  const fmeasure = precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0;
  return { precision, recall, fmeasure };
}

/**
 * rouge_score `RougeScorer(['rougeLsum'], use_stemmer=True).score(target, prediction)`: each text holds one
 * sentence per line (empty lines are dropped), as the caller split it.
 */
export function rougeLsum(reference: string, candidate: string): RougeScore {
  const tokenize = (text: string) =>
    text
      .split('\n')
      .filter((line) => line.length > 0)
      .map((line) => rougeTokens(line));
  return summaryLcs(tokenize(reference), tokenize(candidate));
}
