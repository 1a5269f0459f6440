import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { InputError } from '../../../src/core/errors.js';
import {
  checkJsonInput,
  parseJsonInput,
  parseJsonLinesInput,
  readJsonInput,
  readJsonInputSync,
  readJsonLinesInput,
  readJsonLinesInputSync,
} from '../../../src/io/json-input.js';

const pairSchema = z.object({ name: z.string(), tags: z.array(z.string()) });
const WHAT = 'not a pair file {name, tags}';

async function tempFile(name: string, content: string): Promise<string> {
  const path = join(await mkdtemp(join(tmpdir(), 'citeqa-json-input-')), name);
  await writeFile(path, content);
  return path;
}

describe('readJsonInput', () => {
  it('returns the validated value, with schema defaults applied', async () => {
    const path = await tempFile('ok.json', '{"name": "a", "tags": ["x"], "extra": 1}');
    expect(await readJsonInput(path, pairSchema, WHAT)).toEqual({ name: 'a', tags: ['x'] });
    expect(readJsonInputSync(path, pairSchema.extend({ size: z.number().default(3) }), WHAT)).toEqual({ name: 'a', tags: ['x'], size: 3 });
  });

  it('names an unreadable file, keeping the reason as the cause', async () => {
    const missing = join(tmpdir(), 'citeqa-no-such-dir', 'missing.json');
    const error = await readJsonInput(missing, pairSchema, WHAT).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InputError);
    expect((error as InputError).message).toBe(`${missing}: no such file`);
    expect(((error as InputError).cause as NodeJS.ErrnoException).code).toBe('ENOENT');
    expect(() => readJsonInputSync(missing, pairSchema, WHAT)).toThrow(`${missing}: no such file`);
  });

  it('names a file that is not JSON, with the parser reason', async () => {
    const path = await tempFile('bad.json', '{"name": ');
    await expect(readJsonInput(path, pairSchema, WHAT)).rejects.toThrow(new RegExp(`^${path}: not valid JSON \\(.+\\)$`));
  });

  it('names the first schema problem with its path, or top level', async () => {
    const path = await tempFile('wrong.json', '{"name": "a", "tags": ["x", 7]}');
    await expect(readJsonInput(path, pairSchema, WHAT)).rejects.toThrow(new RegExp(`^${path}: not a pair file \\{name, tags\\}: tags\\.1: .*expected string`));
    expect(() => parseJsonInput('[1]', pairSchema, 'inline', WHAT)).toThrow(/^inline: not a pair file \{name, tags\}: top level: .*expected object/);
    expect(() => checkJsonInput({ name: 1, tags: [] }, pairSchema, 'value', WHAT)).toThrow(/^value: not a pair file \{name, tags\}: name: /);
  });

  it('lets the schema messages stand alone when no "what" is given', () => {
    const ownMessages = z.object({ kg: z.array(z.unknown(), { error: '"kg" must be an array' }) }, { error: 'expected a JSON object {kg}' });
    expect(() => parseJsonInput('{"kg": 1}', ownMessages, 'f.json')).toThrow(/^f\.json: "kg" must be an array$/);
    expect(() => parseJsonLinesInput('\n[]', ownMessages, 'f.jsonl')).toThrow(/^f\.jsonl:2: expected a JSON object \{kg\}$/);
  });

  it('keeps each message on one line', () => {
    let message = '';
    try {
      parseJsonInput('{"name": "a", "tags": "x"}', pairSchema, 'f.json', WHAT);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^f\.json: not a pair file/);
    expect(message).not.toContain('\n');
  });
});

describe('readJsonLinesInput', () => {
  it('reads one value a line and skips blank lines', async () => {
    const path = await tempFile('ok.jsonl', '{"name": "a", "tags": []}\n\n   \n{"name": "b", "tags": ["y"]}\n');
    expect(await readJsonLinesInput(path, pairSchema, WHAT)).toEqual([
      { name: 'a', tags: [] },
      { name: 'b', tags: ['y'] },
    ]);
    expect(readJsonLinesInputSync(path, pairSchema, WHAT)).toHaveLength(2);
    expect(parseJsonLinesInput('\n\n', pairSchema, 'empty.jsonl', WHAT)).toEqual([]);
  });

  it('names the file and line of bad JSON, counting blank lines', async () => {
    const path = await tempFile('bad.jsonl', '{"name": "a", "tags": []}\n\n{oops\n');
    await expect(readJsonLinesInput(path, pairSchema, WHAT)).rejects.toThrow(new RegExp(`^${path}:3: not valid JSON \\(`));
  });

  it('names the file and line of a schema problem', () => {
    expect(() => parseJsonLinesInput('{"name": "a", "tags": []}\n{"tags": []}', pairSchema, 'f.jsonl', WHAT)).toThrow(
      /^f\.jsonl:2: not a pair file \{name, tags\}: name: /,
    );
  });

  it('names an unreadable file without a line', async () => {
    const missing = join(tmpdir(), 'citeqa-no-such-dir', 'missing.jsonl');
    await expect(readJsonLinesInput(missing, pairSchema, WHAT)).rejects.toThrow(`${missing}: no such file`);
  });
});
