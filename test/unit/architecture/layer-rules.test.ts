import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { afterEach, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../../src/config/config.js';

// The rules `npm run layers` applies to the real tree, applied here to small made-up trees so that each rule is seen
// to fire (a rule that never fires would let every import through).
const rules = createRequire(import.meta.url)(join(PROJECT_ROOT, '.dependency-cruiser.cjs'));

let tree: string | undefined;
afterEach(() => {
  if (tree) rmSync(tree, { recursive: true, force: true });
  tree = undefined;
});

async function violationsIn(files: Record<string, string>): Promise<{ rule: string; from: string; to: string }[]> {
  tree = mkdtempSync(join(tmpdir(), 'citeqa-layers-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(tree, path)), { recursive: true });
    writeFileSync(join(tree, path), text);
  }
  const cwd = process.cwd();
  process.chdir(tree);
  try {
    const roots = [...new Set(Object.keys(files).map((path) => path.split('/')[0]!))];
    const result = await cruise(roots, { ...rules.options, validate: true, ruleSet: { forbidden: rules.forbidden } });
    const output = result.output as ICruiseResult;
    return output.summary.violations.map((violation) => ({ rule: violation.rule.name, from: violation.from, to: violation.to }));
  } finally {
    process.chdir(cwd);
  }
}

describe('layer rules (.dependency-cruiser.cjs)', () => {
  it('let a module import from its own layer and lower ones', async () => {
    const violations = await violationsIn({
      'src/core/answer.ts': 'export interface Answer { text: string }\n',
      'src/text/words.ts': "import type { Answer } from '../core/answer.js';\nexport const words = (a: Answer) => a.text.split(' ');\n",
      'retrievers/bm25.ts': "import { words } from '../src/text/words.js';\nexport const index = words;\n",
      'src/pipeline/answer.ts': "import { index } from '../../retrievers/bm25.js';\nexport const run = index;\n",
      'eval/metric.ts': "import { run } from '../src/pipeline/answer.js';\nexport const metric = run;\n",
      'src/cli/main.ts': "import { metric } from '../../eval/metric.js';\nexport const main = metric;\n",
    });
    expect(violations).toEqual([]);
  });

  it('reject an import against the layer order, type-only imports included', async () => {
    const violations = await violationsIn({
      'src/core/strategy.ts': "import type { Judge } from '../../eval/judge.js';\nexport interface Strategy { judge: Judge }\n",
      'eval/judge.ts': 'export interface Judge { name: string }\n',
      'retrievers/kg.ts': "import { ner } from '../src/ner/ner.js';\nexport const kg = ner;\n",
      'src/ner/ner.ts': 'export const ner = 1;\n',
    });
    expect(violations).toEqual(
      expect.arrayContaining([
        { rule: 'layer-core', from: 'src/core/strategy.ts', to: 'eval/judge.ts' },
        { rule: 'layer-sources', from: 'retrievers/kg.ts', to: 'src/ner/ner.ts' },
      ]),
    );
    expect(violations).toHaveLength(2);
  });

  it('reject a cycle even inside one layer', async () => {
    const violations = await violationsIn({
      'src/cli/ask.ts': "import { sources } from './sources.js';\nexport const ask = () => sources;\n",
      'src/cli/sources.ts': "import { ask } from './ask.js';\nexport const sources = () => ask;\n",
    });
    expect(violations.map((violation) => violation.rule)).toEqual(['no-cycles']);
  });
});
