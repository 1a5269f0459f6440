import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { alceItemPassages, itemKey, readAlceFile, writeAlceOutput } from '../../../src/io/alce-format.js';
import { openRunDirectory } from '../../../src/io/run-directory.js';

async function tempFile(content: string): Promise<string> {
  const path = join(await mkdtemp(join(tmpdir(), 'citeqa-alce-')), 'f.json');
  await writeFile(path, content);
  return path;
}

describe('readAlceFile', () => {
  it('reads {data: [...]} and bare lists', async () => {
    const item = { question: 'q?', docs: [{ title: 't', text: 'x', summary: 's' }], answer: 'a' };
    expect((await readAlceFile(await tempFile(JSON.stringify({ args: { k: 1 }, data: [item] })))).data).toEqual([item]);
    expect((await readAlceFile(await tempFile(JSON.stringify([item])))).data).toEqual([item]);
  });

  it('names the item and the problem', async () => {
    await expect(readAlceFile(await tempFile('{"data": [{"docs": []}]}'))).rejects.toThrow(/data\[0\]: missing string field "question"/);
    await expect(readAlceFile(await tempFile('{"data": [{"question": "q", "docs": [{"title": "t"}]}]}'))).rejects.toThrow(/data\[0\]\.docs\[0\]: needs string "title" and "text"/);
    await expect(readAlceFile(await tempFile('{"items": []}'))).rejects.toThrow(/expected an ALCE file/);
    await expect(readAlceFile(await tempFile('{'))).rejects.toThrow(/not valid JSON/);
  });
});

describe('alceItemPassages', () => {
  it('keeps summaries/extractions and gives stable ids', () => {
    expect(alceItemPassages({ question: 'q', docs: [{ title: 't', text: 'x', extraction: 'e' }, { id: '17', title: 'u', text: 'y' }] }, 4)).toEqual([
      { id: '4#0', title: 't', text: 'x', extraction: 'e' },
      { id: '17', title: 'u', text: 'y' },
    ]);
  });
});

describe('ALCE output as an export of a run directory', () => {
  it('writes items as they finish and ALCE-format output in input order, and resumes', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'citeqa-run-'));
    const input = { data: [{ question: 'a' }, { question: 'b' }, { question: 'c' }] };
    const args = { strategy: 'vanilla' };
    const run = openRunDirectory(dir, args);
    run.append({ key: itemKey(2), index: 2, output: 'C [1].', docs: [{ title: 't', text: 'x' }] });
    run.append({ key: itemKey(0), index: 0, output: 'A.' });
    writeAlceOutput(run, input, args);
    const output = JSON.parse(await readFile(join(dir, 'output.json'), 'utf8'));
    expect(output).toEqual({ args: { strategy: 'vanilla' }, data: [{ question: 'a', output: 'A.' }, { question: 'c', docs: [{ title: 't', text: 'x' }], output: 'C [1].' }] });
    const resumed = openRunDirectory(dir, args);
    expect([0, 1, 2].map((i) => resumed.finished.has(itemKey(i)))).toEqual([true, false, true]);
    expect(() => openRunDirectory(dir, { strategy: 'summ' })).toThrow(/other settings \(strategy differ\)/);
  });
});
