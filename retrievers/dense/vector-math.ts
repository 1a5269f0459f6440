/** Cosine similarity; 0 when either vector is all zeros (an empty text), never NaN. */
export function cosineSimilarity(left: ArrayLike<number>, right: ArrayLike<number>): number {
  let dot = 0;
  let leftNorm = 0;
  let rightNorm = 0;
  for (let i = 0; i < left.length; i += 1) {
    const a = left[i]!;
    const b = right[i]!;
    dot += a * b;
    leftNorm += a * a;
    rightNorm += b * b;
  }
  return leftNorm === 0 || rightNorm === 0 ? 0 : dot / Math.sqrt(leftNorm * rightNorm);
}

/** Exact (brute-force) top-k by cosine similarity: the ground truth HNSW is measured against. */
export function exactTopK(vectors: ArrayLike<number>[], query: ArrayLike<number>, k: number): { index: number; score: number }[] {
  return vectors
    .map((vector, index) => ({ index, score: cosineSimilarity(vector, query) }))
    .sort((left, right) => right.score - left.score || left.index - right.index)
    .slice(0, Math.max(0, k));
}
