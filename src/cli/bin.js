#!/usr/bin/env node
// Runs the TypeScript sources directly so that `npx citeqa` works right after `npm ci`, with no build step.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('./main.ts');
process.exitCode = await main(process.argv);
