import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The nearest folder at or above `start` that holds a package.json. The same module runs from the TypeScript
 * sources (tsx, vitest) and from the compiled copy in dist/, one level deeper; the data files it reads (corpora/,
 * prompts/, src/server/public/ …) are never copied into dist/, so they are found from the project root, which both
 * copies share. dist/ holds no package.json.
 */
export function packageRootAbove(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no package.json at or above ${start}`);
  }
}

/** The CiteQA checkout or installation: where package.json, corpora/ and prompts/ live. */
export const PROJECT_ROOT = packageRootAbove(dirname(fileURLToPath(import.meta.url)));

/** An absolute path to a file shipped with CiteQA, given relative to the project root. */
export function projectPath(...parts: string[]): string {
  return join(PROJECT_ROOT, ...parts);
}
