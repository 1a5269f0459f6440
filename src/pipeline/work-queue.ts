import pLimit, { type LimitFunction } from 'p-limit';

/**
 * One bounded queue of work items, shareable by several runs: a sweep's settings draw from the same queue, so while
 * one setting finishes its last items or is being scored, the others keep the endpoint busy. A failure that is not
 * one item's stops every run that shares the queue.
 */
export class WorkQueue {
  readonly limit: LimitFunction;
  fatal: { error: unknown } | undefined;

  constructor(readonly concurrency: number) {
    this.limit = pLimit(concurrency);
  }
}
