import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { BUNDLED_ENTITIES, BUNDLED_PASSAGES, BUNDLED_QUESTIONS } from '../../../corpora/index.js';
import { CITEQA_ALCE_PROMPT_DIR } from '../../../prompts/alce-format-loader.js';
import { COMPILED_DIR } from '../../../src/cli/compiled-entry.js';
import { PROJECT_ROOT, packageRootAbove } from '../../../src/core/project-root.js';
import { ENGLISH_PUNKT_MODEL_DIR } from '../../../src/text/punkt/punkt-parameters.js';

let tree: string | undefined;
afterEach(() => {
  if (tree) rmSync(tree, { recursive: true, force: true });
  tree = undefined;
});

describe('packageRootAbove', () => {
  it('finds the same root from a source folder and from its compiled copy one level deeper', () => {
    tree = mkdtempSync(join(tmpdir(), 'citeqa-root-'));
    writeFileSync(join(tree, 'package.json'), '{}');
    mkdirSync(join(tree, 'src/core'), { recursive: true });
    mkdirSync(join(tree, 'dist/src/core'), { recursive: true });
    expect(packageRootAbove(join(tree, 'src/core'))).toBe(tree);
    expect(packageRootAbove(join(tree, 'dist/src/core'))).toBe(tree);
  });
});

describe('data files seen from the compiled code (dist/, built by the test set-up)', () => {
  // The compiled modules run in a plain Node process, as `citeqa` runs them; each path must be the one the sources
  // resolve and must exist (corpora/, prompts/ and the Punkt model are never copied into dist/).
  it('resolves the bundled corpus, the ALCE prompt folder and the Punkt model to the files beside the sources', () => {
    const compiled = (path: string) => JSON.stringify(pathToFileURL(join(PROJECT_ROOT, COMPILED_DIR, path)).href);
    const script = `
      const corpora = await import(${compiled('corpora/index.js')});
      const prompts = await import(${compiled('prompts/alce-format-loader.js')});
      const punkt = await import(${compiled('src/text/punkt/punkt-parameters.js')});
      const root = await import(${compiled('src/core/project-root.js')});
      console.log(JSON.stringify([corpora.BUNDLED_ENTITIES, corpora.BUNDLED_PASSAGES, corpora.BUNDLED_QUESTIONS, prompts.CITEQA_ALCE_PROMPT_DIR, punkt.ENGLISH_PUNKT_MODEL_DIR, root.PROJECT_ROOT]));`;
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(result.stderr).toBe('');
    const paths = JSON.parse(result.stdout) as string[];
    expect(paths).toEqual([BUNDLED_ENTITIES, BUNDLED_PASSAGES, BUNDLED_QUESTIONS, CITEQA_ALCE_PROMPT_DIR, ENGLISH_PUNKT_MODEL_DIR, PROJECT_ROOT]);
    for (const path of paths) expect(existsSync(path), path).toBe(true);
    expect(paths.some((path) => path.includes(`/${COMPILED_DIR}/`))).toBe(false);
  });
});
