/**
 * Content address of a model call: sha256 over the model id, the kind of call and every request field (the
 * exact messages or prompt included), serialised canonically so property order never changes the key.
 */
import { createHash } from 'node:crypto';
import { configure } from 'safe-stable-stringify';
import type { ChatRequest, CompletionRequest } from '../core/chat-model.js';

const canonicalJson = configure({ deterministic: true, circularValue: TypeError, bigint: false });

/** Bump when the cached record's meaning changes, so old entries are not misread. */
export const CACHE_FORMAT_VERSION = 1;

export function cacheKey(modelId: string, kind: 'chat' | 'text', request: ChatRequest | CompletionRequest): string {
  const material = canonicalJson({ v: CACHE_FORMAT_VERSION, model: modelId, kind, request });
  return createHash('sha256').update(material!).digest('hex');
}
