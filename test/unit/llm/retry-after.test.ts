import { describe, expect, it } from 'vitest';
import { retryAfterMs } from '../../../src/llm/retry-after.js';

const headers = (entries: Record<string, string>) => new Headers(entries);

describe('Retry-After parsing', () => {
  it('reads seconds, OpenAI retry-after-ms (preferred) and HTTP dates', () => {
    expect(retryAfterMs(headers({ 'retry-after': '2' }))).toBe(2000);
    expect(retryAfterMs(headers({ 'retry-after': '0.5' }))).toBe(500);
    expect(retryAfterMs(headers({ 'retry-after': '2', 'retry-after-ms': '1250' }))).toBe(1250);
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMs(headers({ 'retry-after': 'Thu, 01 Jan 2026 00:00:30 GMT' }), now)).toBe(30_000);
  });

  it('is undefined when absent or unreadable, and never negative', () => {
    expect(retryAfterMs(headers({}))).toBeUndefined();
    expect(retryAfterMs(undefined)).toBeUndefined();
    expect(retryAfterMs(headers({ 'retry-after': 'soon' }))).toBeUndefined();
    expect(retryAfterMs(headers({ 'retry-after': 'Thu, 01 Jan 2026 00:00:00 GMT' }), Date.parse('2026-01-02T00:00:00Z'))).toBe(0);
  });
});
