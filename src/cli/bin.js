#!/usr/bin/env node
// Runs the compiled JavaScript in dist/ (built by `npm ci` through the `prepare` script, or by `npm run build`), so
// no command pays for transpiling at start. When dist/ is missing or older than a source file — a source edited,
// a branch checked out — it runs the TypeScript sources through tsx instead, so `citeqa` never runs stale code.
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compiledEntry } from './compiled-entry.js';

// Stack traces name the TypeScript lines; only when asked for, since reading source maps costs start-up time.
if (process.env.CITEQA_DEBUG) process.setSourceMapsEnabled(true);

const compiled = compiledEntry(dirname(dirname(dirname(fileURLToPath(import.meta.url)))));
let main;
if (compiled) {
  ({ main } = await import(compiled));
} else {
  const { register } = await import('tsx/esm/api');
  register();
  ({ main } = await import('./main.ts'));
}
process.exitCode = await main(process.argv);
