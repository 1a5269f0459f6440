/**
 * Where cached model responses live. The response cache only needs get/set by key, so tests and other
 * back-ends (memory, a shared directory, a database) plug in without touching the middleware.
 */
export interface CacheStore {
  /** The stored JSON value, or undefined when there is none (or it is unreadable). */
  get(key: string): Promise<unknown | undefined>;
  set(key: string, value: unknown): Promise<void>;
  /** For a store that writes behind: resolves once every entry set so far is stored for good. */
  flush?(): Promise<void>;
}

/** A store in memory, for tests and for runs that should not touch the disk. */
export function createMemoryCacheStore(): CacheStore & { readonly size: number } {
  const entries = new Map<string, string>();
  return {
    async get(key) {
      const text = entries.get(key);
      return text === undefined ? undefined : JSON.parse(text);
    },
    async set(key, value) {
      // Stored serialised, like on disk, so callers cannot mutate a cached response in place.
      entries.set(key, JSON.stringify(value));
    },
    get size() {
      return entries.size;
    },
  };
}
