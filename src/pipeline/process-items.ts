import { admitAhead } from '../llm/concurrency-middleware.js';
import { isItemFailure } from '../llm/model-errors.js';
import { WorkQueue } from './work-queue.js';

export interface ProcessItemsOptions<T> {
  concurrency: number;
  /** A queue shared with other runs (a sweep's settings); `concurrency` is then the queue's. */
  queue?: WorkQueue;
  /** Answers one item; resolves when its result is safely written. */
  work(item: T): Promise<void>;
  /** An item whose model calls failed for that item only (after retries): record it and go on. */
  onItemFailure(item: T, error: Error): void;
}

/**
 * The one loop of `run`, `sweep` and `generate`: items run concurrently (twice the limit are admitted, so the next
 * request is ready when a call ends; the model layer keeps calls in flight within the limit); a failure that belongs
 * to one item is recorded and the rest go on; any other failure (a bad key, an unknown model, an endpoint gone
 * through every retry) stops the loop — no queued item sends anything, nor an admitted one whose request was waiting
 * for a slot (admitAhead; after an endpoint failed through every retry, a waiting request may have gone out before
 * the failure reached here) — and is thrown once the items already in flight have settled, so nothing is still
 * writing or requesting when the command reports the error.
 */
export async function processItems<T>(items: readonly T[], options: ProcessItemsOptions<T>): Promise<void> {
  const queue = options.queue ?? new WorkQueue(options.concurrency);
  const admitted = admitAhead();
  try {
    await Promise.all(
      items.map((item) =>
        queue.limit(async () => {
          if (queue.fatal) return;
          try {
            await options.work(item);
          } catch (error) {
            if (isItemFailure(error)) options.onItemFailure(item, error as Error);
            else {
              queue.fatal ??= { error };
              admitted.stop(queue.fatal.error);
            }
          }
        }),
      ),
    );
  } finally {
    admitted.end();
  }
  if (queue.fatal) throw queue.fatal.error;
}
