import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/config/config.js';
import { runMain } from '../support/run-main.js';
import { sharedData } from '../support/shared-data.js';

// Every command that writes a directory, and what it takes to make one quickly offline.
const MINI_ALCE = join(PROJECT_ROOT, 'test/fixtures/alce/mini-alce.json');
const MINI_BIOKALMA = join(PROJECT_ROOT, 'test/fixtures/kg/mini-biokalma.json');
const DOCS = join(PROJECT_ROOT, 'test/fixtures/passages/mini-docs.jsonl');
const WRITERS: Record<string, { args: (out: string) => string[]; kind: string; leaves: string }> = {
  run: { args: (out) => ['run', '--data', MINI_BIOKALMA, '--out', out], kind: 'run', leaves: 'metrics.json' },
  sweep: { args: (out) => ['sweep', 'passage-count', '--data', MINI_ALCE, '--out', out], kind: 'sweep', leaves: 'sweep.json' },
  generate: { args: (out) => ['generate', '--data', MINI_ALCE, '--strategy', 'extractive', '--out', out], kind: 'generate run', leaves: 'output.json' },
  index: { args: (out) => ['index', DOCS, '--embedder', 'bm25', '--out', out], kind: 'passage index', leaves: 'index.json' },
  eval: { args: (out) => ['eval', sharedData('alce', 'asqa_human_eval_outputs.dev.json'), '--no-mauve', '--out', out], kind: 'eval scores directory', leaves: 'summary.json' },
};

let work: string;
let env: NodeJS.ProcessEnv;
const made: Record<string, string> = {};
beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'citeqa-outdirs-'));
  env = { CITEQA_CACHE_DIR: join(work, 'cache'), CITEQA_LLM_BASE_URL: undefined, CITEQA_LLM_MODEL: undefined };
  for (const [name, writer] of Object.entries(WRITERS)) {
    made[name] = join(work, `made-by-${name}`);
    const result = await runMain(writer.args(made[name]), { env });
    expect(result.status, `${name}: ${result.stderr}`).toBe(0);
  }
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

const snapshot = (dir: string) => readdirSync(dir, { recursive: true }).map(String).sort().map((file) => [file, safeRead(join(dir, file))]);
/** A file's text; a directory reads as a marker (its files are listed on their own). */
const safeRead = (path: string) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '<directory>';
  }
};

describe('output directories: every writing command against every other kind of directory', () => {
  for (const [writerName, writer] of Object.entries(WRITERS)) {
    for (const [ownerName, owner] of Object.entries(WRITERS)) {
      if (writerName === ownerName) continue;
      it(`${writerName} --out <${ownerName} dir> refuses in one line naming both, and --force replaces it whole`, async () => {
        const target = join(work, `${writerName}-into-${ownerName}`);
        rmSync(target, { recursive: true, force: true });
        // A copy of the other command's directory, so every cell starts from the same state.
        await runMain(owner.args(target), { env });
        const before = snapshot(target);

        const refused = await runMain(writer.args(target), { env });
        expect(refused.status).toBe(2);
        const lines = refused.stderr.trim().split('\n');
        expect(lines[0]).toContain(`holds a ${owner.kind}`);
        expect(lines[0]).toContain(`writes a ${writer.kind}`);
        expect(lines.length).toBe(1);
        expect(snapshot(target)).toEqual(before);

        const forced = await runMain([...writer.args(target), '--force'], { env });
        expect(forced.status, forced.stderr).toBe(0);
        expect(existsSync(join(target, writer.leaves))).toBe(true);
        // Nothing of the replaced directory is left behind beside the new one.
        expect(existsSync(join(target, owner.leaves))).toBe(false);
      });
    }
  }

  it('refuses a directory of files no CiteQA command wrote, and a file given as --out', async () => {
    const foreign = join(work, 'foreign');
    mkdirSync(foreign, { recursive: true });
    writeFileSync(join(foreign, 'notes.txt'), 'mine');
    const result = await runMain(WRITERS.run!.args(foreign), { env });
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/holds files that no CiteQA command wrote/);
    expect(readFileSync(join(foreign, 'notes.txt'), 'utf8')).toBe('mine');
    const file = join(work, 'a-file');
    writeFileSync(file, 'x');
    expect((await runMain(WRITERS.index!.args(file), { env })).stderr).toMatch(/is a file, not a directory/);
  });

  it('refuses the same kind with other settings, naming them', async () => {
    const result = await runMain(['index', DOCS, '--embedder', 'use', '--out', made.index!], { env });
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/holds a passage index with a different configuration — other settings \(kind differ\)/);
  });
});
