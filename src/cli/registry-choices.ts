import type { Registry } from '../core/registry.js';

/** A registry's names as a CLI help text shows choices (`a | b | c`), so help never lists a backend that is not there. */
export function choices(registry: Registry<unknown>, ...extra: string[]): string {
  return [...registry.names(), ...extra].join(' | ');
}
