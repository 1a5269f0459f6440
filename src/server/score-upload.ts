import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CiteqaConfig } from '../config/config.js';

/**
 * `citeqa eval` on a file the page uploaded: written to a private temporary folder (never under the runs folder),
 * scored with the chosen suite and judge, then removed. The result carries per-item scores for the item browser.
 */
export async function scoreUpload(upload: { suite: 'alce' | 'kalma'; judge: string; name: string; content: string }, config: CiteqaConfig) {
  const dir = mkdtempSync(join(tmpdir(), 'citeqa-serve-upload-'));
  try {
    const file = join(dir, upload.suite === 'kalma' ? 'upload.jsonl' : 'upload.json');
    writeFileSync(file, upload.content);
    const { runEval } = await import('../../eval/metrics/run-eval.js');
    const { result, stored } = await runEval(file, { suite: upload.suite, judge: upload.judge, mauve: false, config });
    return { name: upload.name, result, ...(stored ? { stored } : {}) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
