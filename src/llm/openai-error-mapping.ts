/**
 * Turns what the `openai` client throws into our typed model errors, keeping the HTTP status and the server's
 * own message and adding a hint that names the setting to change.
 */
import OpenAI from 'openai';
import { ModelApiError, ModelCallError, ModelConnectionError, ModelResponseError, ModelTimeoutError } from './model-errors.js';
import { retryAfterMs } from './retry-after.js';

export interface ErrorContext {
  modelId: string;
  model: string;
  baseURL: string;
  timeoutMs?: number;
  /** Config section for hints (`llm`, `judge`). */
  configSection: string;
  signal?: AbortSignal;
}

function hintFor(status: number, context: ErrorContext): string | undefined {
  const section = context.configSection;
  const env = `CITEQA_${section.toUpperCase()}`;
  if (status === 401 || status === 403) {
    return `check ${section}.apiKey (${env}_API_KEY, or OPENAI_API_KEY) for ${context.baseURL}`;
  }
  if (status === 404) {
    return `check that ${section}.model (${env}_MODEL) "${context.model}" is served at ${section}.baseURL (${env}_BASE_URL) ${context.baseURL}, which should end at the API root (often …/v1)`;
  }
  return undefined;
}

function serverMessage(error: InstanceType<typeof OpenAI.APIError>): string {
  const body = error.error as { message?: unknown } | undefined;
  if (body && typeof body.message === 'string' && body.message !== '') return body.message;
  if (body !== undefined) return JSON.stringify(body);
  // The client's message starts with the status; drop it so it is not printed twice.
  return error.message.replace(/^\d{3}\s+/, '') || 'no error body';
}

/** fetch wraps the useful part (ECONNREFUSED, bad port, …) a few causes deep. */
function rootCause(error: Error): string {
  let current: unknown = error;
  let detail = error.message;
  for (let depth = 0; current instanceof Error && depth < 6; depth += 1) {
    const code = (current as { code?: unknown }).code;
    detail = typeof code === 'string' ? code : current.message || detail;
    current = (current as { cause?: unknown }).cause;
  }
  return detail;
}

/** undici and Node name transport failures by message ("terminated", "fetch failed") or by a system error code somewhere in the cause chain. */
function isTransportFailure(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && depth < 6; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^(E[A-Z]+|UND_ERR_\w+)$/.test(code)) return true;
    if (/^(terminated|fetch failed|other side closed|socket hang up)$/i.test(current.message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export function toModelError(error: unknown, context: ErrorContext): Error {
  if (error instanceof ModelCallError) return error;
  const { modelId } = context;
  // Order matters: the abort, timeout and connection errors are subclasses of APIError without a status.
  if (error instanceof OpenAI.APIUserAbortError) {
    const reason: unknown = context.signal?.reason;
    if (reason instanceof Error) return reason;
    return new ModelCallError(modelId, 'request aborted', false, { cause: error });
  }
  if (error instanceof OpenAI.APIConnectionTimeoutError) {
    return new ModelTimeoutError(modelId, context.timeoutMs, { cause: error });
  }
  if (error instanceof OpenAI.APIConnectionError) {
    return new ModelConnectionError(modelId, context.baseURL, rootCause(error), { cause: error });
  }
  if (error instanceof OpenAI.APIError && typeof error.status === 'number') {
    return new ModelApiError(modelId, error.status, serverMessage(error), retryAfterMs(error.headers ?? undefined), {
      cause: error,
      hint: hintFor(error.status, context),
    });
  }
  if (error instanceof SyntaxError) {
    return new ModelResponseError(modelId, `malformed JSON (${error.message})`, { cause: error });
  }
  // Any other failure to carry the request or read the body (undici's "terminated" when the connection is reset
  // mid-body, a socket hang-up, a stream error) is a transport failure: retryable like a refused connection.
  if (error instanceof Error && isTransportFailure(error)) {
    return new ModelConnectionError(modelId, context.baseURL, rootCause(error), { cause: error });
  }
  return error instanceof Error ? error : new Error(String(error));
}
