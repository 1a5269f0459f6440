/**
 * Query–document relevance: a cross-encoder behind the rerank API (`POST /v1/rerank`, served by vLLM, TEI,
 * llama.cpp, Infinity), or offline a named lexical or embedding stand-in. CONNER's relevance is the mean of these.
 */
export interface Ranker {
  /** Shown beside every figure it produced. */
  readonly name: string;
  /** P(relevant) in 0–1 for each document, in the order the documents were given. */
  relevance(query: string, documents: string[]): Promise<number[]>;
}
