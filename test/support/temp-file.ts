import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Writes `text` to a file named `name` in a new temporary directory and returns its path. */
export function tempFile(name: string, text: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'citeqa-test-')), name);
  writeFileSync(path, text);
  return path;
}
