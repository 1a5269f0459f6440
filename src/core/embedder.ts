/** Turns texts into vectors; the dense retriever, POSTCITE, MAUVE and the extractive strategies share it. */
export interface Embedder {
  /** Recorded with every index so an index is never queried with vectors from another embedder. */
  readonly name: string;
  readonly dimension: number;
  embed(texts: string[]): Promise<number[][]>;
}
