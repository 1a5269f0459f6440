import { CiteqaError } from './errors.js';

/**
 * Name → implementation table shared by every seam (models, embedders, retrievers, KG stores, judges,
 * strategies, metrics), so that adding a backend is one file that calls `register`.
 */
export class Registry<T> {
  private readonly entries = new Map<string, T>();
  constructor(readonly kind: string) {}

  register(name: string, entry: T): void {
    if (this.entries.has(name)) throw new CiteqaError(`${this.kind} "${name}" is registered twice`);
    this.entries.set(name, entry);
  }

  get(name: string): T {
    const entry = this.entries.get(name);
    if (entry === undefined) {
      throw new CiteqaError(`unknown ${this.kind} "${name}"; known: ${this.names().join(', ') || '(none)'}`);
    }
    return entry;
  }

  /** Removes an entry (a test's own backend, so the registry is as it found it). */
  unregister(name: string): void {
    this.entries.delete(name);
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  names(): string[] {
    return [...this.entries.keys()].sort();
  }
}
