/**
 * Expected failures of model calls. Each names the model and what went wrong in one line (the CLI prints it
 * without a stack trace) and says whether trying again could help, which is all the retry middleware needs.
 */
import { CiteqaError } from '../core/errors.js';

interface ErrorOptions {
  hint?: string;
  cause?: unknown;
}

/** Base class: a call to `modelId` failed. */
export class ModelCallError extends CiteqaError {
  constructor(
    readonly modelId: string,
    message: string,
    readonly retryable: boolean,
    options: ErrorOptions = {},
  ) {
    super(`model ${modelId}: ${message}`, options);
  }
}

/** The server answered with an HTTP error (401 bad key, 404 unknown model, 400 bad request, 429, 5xx, …). */
export class ModelApiError extends ModelCallError {
  constructor(
    modelId: string,
    readonly status: number,
    /** The server's own error message. */
    readonly serverMessage: string,
    /** How long the server asked us to wait (Retry-After / retry-after-ms), when it said. */
    readonly retryAfterMs: number | undefined,
    options: ErrorOptions = {},
  ) {
    super(modelId, `HTTP ${status}: ${serverMessage}`, isRetryableStatus(status), options);
  }
}

/** No answer within the time limit (our per-request timeout or the client's). */
export class ModelTimeoutError extends ModelCallError {
  constructor(modelId: string, readonly timeoutMs: number | undefined, options: ErrorOptions = {}) {
    super(modelId, timeoutMs === undefined ? 'request timed out' : `no response within ${timeoutMs} ms`, true, options);
  }
}

/** The endpoint could not be reached (refused, reset, DNS). */
export class ModelConnectionError extends ModelCallError {
  constructor(modelId: string, readonly baseURL: string, detail: string, options: ErrorOptions = {}) {
    super(modelId, `cannot reach ${baseURL} (${detail})`, true, options);
  }
}

/** The server answered 200 but the body was not a usable response (malformed JSON, no choices). */
export class ModelResponseError extends ModelCallError {
  constructor(modelId: string, problem: string, options: ErrorOptions = {}) {
    super(modelId, `unusable response: ${problem}`, true, options);
  }
}

export interface RetryAttempt {
  error: unknown;
  /** The wait before the next attempt (absent for the last one). */
  delayMs?: number;
}

/** Every attempt failed; keeps them all so a report can say what happened each time. */
export class RetryError extends ModelCallError {
  constructor(
    modelId: string,
    readonly attempts: RetryAttempt[],
    readonly reason: 'maxRetriesExceeded' | 'errorNotRetryable' | 'retryAfterTooLong',
  ) {
    const last = attempts[attempts.length - 1]?.error;
    // The inner message already starts with "model <id>: "; do not repeat it.
    const lastMessage = (last instanceof Error ? last.message : String(last)).replace(`model ${modelId}: `, '');
    const why = reason === 'retryAfterTooLong' ? ' (the server asked to wait longer than allowed)' : '';
    super(modelId, `failed after ${attempts.length} attempt${attempts.length === 1 ? '' : 's'}${why}; last error: ${lastMessage}`, false, {
      cause: last,
      hint: last instanceof CiteqaError ? last.hint : undefined,
    });
  }

  get lastError(): unknown {
    return this.attempts[this.attempts.length - 1]?.error;
  }
}

/** Replay mode is on and the cache holds no response for this exact request. */
export class ReplayMissError extends ModelCallError {
  constructor(modelId: string, readonly cacheKey: string) {
    super(modelId, `replay mode is on and the cache has no response for this request (key ${cacheKey.slice(0, 16)}…)`, false, {
      hint: 'run once with replay off (unset CITEQA_REPLAY) to record responses, or point cacheDir at the cache that holds them',
    });
  }
}

export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 409 || status === 429 || status >= 500;
}

export function isRetryableError(error: unknown): boolean {
  return error instanceof ModelCallError && error.retryable;
}

/**
 * A failure that belongs to one item, not to the run: the server kept sending unusable replies for this request,
 * or refused this request as malformed (400/413/422, e.g. a prompt over the context length). Other items may still
 * succeed, so the run records the item as failed and goes on; everything else (bad key, unknown model, an endpoint
 * down through every retry) stops the run.
 */
export function isItemFailure(error: unknown): boolean {
  const last = error instanceof RetryError ? error.lastError : error;
  if (last instanceof ModelResponseError) return true;
  return last instanceof ModelApiError && (last.status === 400 || last.status === 413 || last.status === 422);
}
