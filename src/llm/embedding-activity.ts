/**
 * What embedders are doing, published on a `node:diagnostics_channel` channel: texts queued for the model and texts
 * it has embedded. Embedding happens deep inside retrievers, strategies and metrics; a command that wants a progress
 * bar subscribes here instead of threading a callback through every layer, and nothing is published to nobody (a
 * channel without subscribers costs one boolean check).
 */
import { channel } from 'node:diagnostics_channel';

export interface EmbeddingActivity {
  embedder: string;
  /**
   * Texts a call will hand to the model layer over several parts (a cache asking 1,024 at a time): known up front, so
   * a bar's total and ETA are right from the start; the parts' `queued` counts are part of it, not more.
   */
  planned?: number;
  /** Texts handed to the model layer (after the cache, so cache hits are never counted). */
  queued?: number;
  /** Texts whose vectors came back. */
  embedded?: number;
}

const activity = channel('citeqa:embedding');

export function publishEmbeddingActivity(event: EmbeddingActivity): void {
  if (activity.hasSubscribers) activity.publish(event);
}

/** Calls `listener` for every event until the returned function is called. */
export function onEmbeddingActivity(listener: (event: EmbeddingActivity) => void): () => void {
  const handler = (message: unknown) => listener(message as EmbeddingActivity);
  activity.subscribe(handler);
  return () => {
    activity.unsubscribe(handler);
  };
}
