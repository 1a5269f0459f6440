import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILD_INPUTS, BUILD_STAMP, COMPILED_MAIN, SOURCE_DIRS, compiledEntry } from '../../../src/cli/compiled-entry.js';

// A made-up checkout: every source folder with one TypeScript file, the build settings, and a finished build whose
// stamp says it started at BUILT. Each case then moves one file's modification time past the build.
const BUILT = new Date('2026-01-01T12:00:00Z');
const BEFORE = new Date('2026-01-01T11:00:00Z');
const AFTER = new Date('2026-01-01T12:00:01Z');

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

function write(path: string, time: Date): void {
  mkdirSync(dirname(join(root!, path)), { recursive: true });
  writeFileSync(join(root!, path), '');
  utimesSync(join(root!, path), time, time);
}

function checkout(options: { stamp?: boolean } = {}): string {
  root = mkdtempSync(join(tmpdir(), 'citeqa-compiled-entry-'));
  for (const dir of SOURCE_DIRS) write(join(dir, 'nested', 'module.ts'), BEFORE);
  for (const file of BUILD_INPUTS) write(file, BEFORE);
  write(COMPILED_MAIN, BUILT);
  if (options.stamp !== false) write(BUILD_STAMP, BUILT);
  return root;
}

describe('compiledEntry (which code src/cli/bin.js runs)', () => {
  it('runs the compiled main when the build started after every source and setting was saved', () => {
    const dir = checkout();
    expect(compiledEntry(dir)).toBe(join(dir, COMPILED_MAIN));
  });

  it('runs the sources when there is no finished build (no stamp), e.g. before `npm ci` or after an interrupted build', () => {
    expect(compiledEntry(checkout({ stamp: false }))).toBeUndefined();
  });

  it.each(SOURCE_DIRS)('runs the sources when a TypeScript file under %s/ changed after the build started', (dir) => {
    const tree = checkout();
    write(join(dir, 'nested', 'module.ts'), AFTER);
    expect(compiledEntry(tree)).toBeUndefined();
  });

  it.each(BUILD_INPUTS)('runs the sources when %s changed after the build started', (file) => {
    const tree = checkout();
    write(file, AFTER);
    expect(compiledEntry(tree)).toBeUndefined();
  });

  it('keeps the build when only data files changed, since the compiled code reads them from the project root', () => {
    const tree = checkout();
    write('corpora/biographies/passages.jsonl', AFTER);
    write('prompts/heuristics/words.json', AFTER);
    write('src/server/public/app.js', AFTER);
    expect(compiledEntry(tree)).toBe(join(tree, COMPILED_MAIN));
  });
});
