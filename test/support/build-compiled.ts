import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { compiledEntry } from '../../src/cli/compiled-entry.js';
import { PROJECT_ROOT } from '../../src/core/project-root.js';

/**
 * Vitest global set-up: makes sure dist/ holds a build of the current sources before any test runs, so the tests
 * that spawn `citeqa` (src/cli/bin.js) exercise the compiled code users run rather than bin.js's tsx fallback for
 * a stale build. After `npm ci` (which runs `prepare`) this finds a fresh build and does nothing.
 */
export default function buildCompiledIfStale(): void {
  if (compiledEntry(PROJECT_ROOT)) return;
  const build = spawnSync(process.execPath, [join(PROJECT_ROOT, 'scripts/build.mjs')], { cwd: PROJECT_ROOT, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`npm run build failed before the tests:\n${build.stderr}`);
}
