// Plain JavaScript: bin.js runs this before it knows whether compiled code exists, so it cannot be TypeScript.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Folders whose TypeScript compiles into dist/ (tsconfig.build.json's include). */
export const SOURCE_DIRS = ['src', 'retrievers', 'eval', 'prompts', 'corpora'];
/** Files besides the sources that change what the compiler emits. */
export const BUILD_INPUTS = ['tsconfig.json', 'tsconfig.build.json'];
export const COMPILED_DIR = 'dist';
/** Written into dist/ by scripts/build.mjs once a build has finished, with the time the build started as its mtime. */
export const STAMP_FILE = '.build-stamp';
export const BUILD_STAMP = join(COMPILED_DIR, STAMP_FILE);
export const COMPILED_MAIN = join(COMPILED_DIR, 'src', 'cli', 'main.js');

/**
 * The compiled CLI's entry file under `root`, or undefined when there is no finished build or a TypeScript source
 * or build setting changed after it started (a stale build would run yesterday's code; the caller then runs the
 * sources instead). Comparing modification times of the ~400 sources costs a few milliseconds.
 */
export function compiledEntry(root) {
  let built;
  try {
    built = statSync(join(root, BUILD_STAMP)).mtimeMs;
  } catch {
    return undefined;
  }
  for (const file of BUILD_INPUTS) if (statSync(join(root, file)).mtimeMs > built) return undefined;
  for (const dir of SOURCE_DIRS) {
    for (const entry of readdirSync(join(root, dir), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
      if (statSync(join(entry.parentPath, entry.name)).mtimeMs > built) return undefined;
    }
  }
  return join(root, COMPILED_MAIN);
}
