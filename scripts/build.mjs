// `npm run build` (and `prepare`, which `npm ci` runs): compiles the TypeScript sources to JavaScript in dist/, so
// `citeqa` starts without transpiling. Type errors do not stop it (tsconfig.build.json sets noCheck); `npm test`
// checks types. The output is written beside dist/ and swapped in whole, then stamped, so a process starting
// meanwhile sees either the old build or the new one, never half of one (src/cli/compiled-entry.js reads the stamp).
import { spawnSync } from 'node:child_process';
import { renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { COMPILED_DIR, STAMP_FILE } from '../src/cli/compiled-entry.js';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const started = new Date();
const next = join(root, `${COMPILED_DIR}.next`);
const tsc = join(dirname(createRequire(import.meta.url).resolve('typescript/package.json')), 'bin', 'tsc');

rmSync(next, { recursive: true, force: true });
const compiled = spawnSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.build.json'), '--outDir', next], { stdio: 'inherit' });
if (compiled.status !== 0) {
  rmSync(next, { recursive: true, force: true });
  console.error(`citeqa build: tsc failed (${compiled.error?.message ?? `exit ${compiled.status ?? compiled.signal}`}); dist/ left as it was`);
  process.exit(1);
}
// Sources saved after `started` are newer than the stamp, so the build counts as stale and the sources run instead.
writeFileSync(join(next, STAMP_FILE), `${started.toISOString()}\n`);
utimesSync(join(next, STAMP_FILE), started, started);
rmSync(join(root, COMPILED_DIR), { recursive: true, force: true });
renameSync(next, join(root, COMPILED_DIR));
console.error(`citeqa build: compiled to ${COMPILED_DIR}/ in ${((Date.now() - started.getTime()) / 1000).toFixed(1)} s`);
