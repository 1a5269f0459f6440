import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SuiteResult } from './suite-result.js';

/** `items.jsonl` (one line of scores per item, in input order) and `summary.json` (everything but the items). */
export async function writeSuiteResult(dir: string, result: SuiteResult): Promise<void> {
  await mkdir(dir, { recursive: true });
  const { perItem, ...summary } = result;
  await writeFile(join(dir, 'items.jsonl'), perItem.map((item) => `${JSON.stringify(item)}\n`).join(''));
  await writeFile(join(dir, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
}
