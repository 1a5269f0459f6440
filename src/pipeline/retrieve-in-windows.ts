import type { ScoredPassage } from '../core/passage.js';
import type { Retriever } from '../core/retriever.js';

/** Queries retrieved together: enough for an embedding endpoint's batches to fill its concurrency limit several times. */
export const RETRIEVAL_WINDOW = 1024;

/**
 * Retrieves every query, `window` at a time, and hands the results over in the queries' order. The queries of a
 * window run side by side, so a dense retriever's embedder merges them into full batches sent concurrently (one
 * request per query, one at a time, is what a plain loop does); the next window starts before this one's results
 * are handed over, so the endpoint is not left idle while they are written.
 */
export async function retrieveInWindows<Query extends { question: string }>(
  retriever: Retriever,
  queries: readonly Query[],
  k: number,
  onResult: (query: Query, hits: ScoredPassage[]) => void,
  window = RETRIEVAL_WINDOW,
): Promise<void> {
  const retrieveWindow = (start: number) => {
    const hits = Promise.all(queries.slice(start, start + window).map((query) => retriever.retrieve(query.question, k)));
    // A failed look-ahead is awaited in its turn; until then it must not count as unhandled.
    hits.catch(() => undefined);
    return hits;
  };
  let upcoming = queries.length > 0 ? retrieveWindow(0) : undefined;
  for (let start = 0; upcoming; start += window) {
    const results = await upcoming;
    upcoming = start + window < queries.length ? retrieveWindow(start + window) : undefined;
    results.forEach((hits, offset) => onResult(queries[start + offset]!, hits));
  }
}
