/** One passage's count of one term in an inverted index. */
export interface Posting {
  passage: number;
  tf: number;
}

/** Adds a passage's terms to the inverted index, one posting per distinct term (every BM25 variant builds it alike). */
export function addTermPostings(postings: Map<string, Posting[]>, passage: number, terms: readonly string[]): void {
  const counts = new Map<string, number>();
  for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
  for (const [term, tf] of counts) {
    let list = postings.get(term);
    if (!list) postings.set(term, (list = []));
    list.push({ passage, tf });
  }
}
