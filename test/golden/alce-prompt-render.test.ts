import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadAlcePromptFile } from '../../prompts/alce-format-loader.js';
import { makeDemo, renderAlcePrompt, type ShorterKey } from '../../prompts/alce-prompt-renderer.js';
import { sharedData } from '../support/shared-data.js';

/** Decodes the Python `repr` of a str as written in the golden file. */
function pythonString(repr: string): string {
  const quote = repr[0]!;
  const body = repr.slice(1, -1);
  return body.replace(/\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|.)/g, (_, escape: string) => {
    if (escape[0] === 'x' || escape[0] === 'u') return String.fromCharCode(parseInt(escape.slice(1), 16));
    return ({ n: '\n', t: '\t', r: '\r', '\\': '\\', "'": "'", '"': '"' } as Record<string, string>)[escape] ?? `\\${escape}`;
  }).replace(new RegExp(`^${quote}|${quote}$`, 'g'), '');
}

interface GoldenCase {
  file: string;
  ndoc: number;
  useShorter?: ShorterKey;
  demo: string;
  demoSep: string;
  testTail: string;
}

const golden = readFileSync(sharedData('golden/alce_rendered_demo_prompts.txt'), 'utf8');
const cases: GoldenCase[] = [
  ...golden.matchAll(/##### prompts\/(\S+) ndoc (\d+) use_shorter (\S+)\n([\s\S]*?)\n<<demo_sep=(.*?)>>\n--- test-item tail: (.*)\n/g),
].map((match) => ({
  file: match[1]!,
  ndoc: Number(match[2]),
  useShorter: match[3] === 'None' ? undefined : (match[3] as ShorterKey),
  demo: match[4]!,
  demoSep: pythonString(match[5]!),
  testTail: pythonString(match[6]!),
}));

describe('ALCE make_demo rendering (golden, byte for byte)', () => {
  it('finds the four golden cases', () => {
    expect(cases.map((c) => c.file)).toEqual([
      'asqa_default.json',
      'asqa_interact_doc_id.json',
      'qampari_default.json',
      'eli5_closedbook.json',
    ]);
  });

  for (const golden of cases) {
    it(`${golden.file} ndoc ${golden.ndoc} use_shorter ${golden.useShorter ?? 'None'}`, async () => {
      const file = await loadAlcePromptFile(sharedData('alce/prompts', golden.file));
      const options = { ndoc: golden.ndoc, useShorter: golden.useShorter };
      expect(makeDemo(file.demos[0]!, file, options)).toBe(golden.demo);
      expect(file.demo_sep).toBe(golden.demoSep);
      // The golden test item is demo 0's documents under the question "Q?"; only the prompt's last 120 characters are stored.
      const full = renderAlcePrompt(file, { question: 'Q?', docs: file.demos[0]!.docs }, { demoIds: [0], ...options });
      expect(full.slice(-120)).toBe(golden.testTail);
      expect(full.startsWith(golden.demo + golden.demoSep)).toBe(true);
    });
  }
});
