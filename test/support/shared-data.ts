import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PROJECT_ROOT } from '../../src/config/config.js';

/** The shared data folder tests read from: CITEQA_DATA_DIR, else ../shared/data beside the project. */
export const SHARED_DATA_DIR = process.env.CITEQA_DATA_DIR ?? resolve(PROJECT_ROOT, '../shared/data');

export function sharedData(...parts: string[]): string {
  const path = join(SHARED_DATA_DIR, ...parts);
  if (!existsSync(path)) throw new Error(`shared data file missing: ${path} (set CITEQA_DATA_DIR)`);
  return path;
}
