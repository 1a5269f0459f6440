import { InputError } from '../../../src/core/errors.js';

/**
 * Question ids key the answers of a run; two questions with one id would leave one answer twice. Ids compare as
 * strings, as they are stored (`1` and `"1"` collide), and the refusal names where both occur.
 */
export function assertUniqueIds(file: string, entries: readonly { id: string; where: string }[]): void {
  const seen = new Map<string, string>();
  for (const { id, where } of entries) {
    const first = seen.get(id);
    if (first !== undefined) throw new InputError(file, `${first} and ${where} share the id "${id}"; ids must be unique (or leave them out to key questions by position)`);
    seen.set(id, where);
  }
}
