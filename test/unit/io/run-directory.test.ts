import { appendFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openRunDirectory, readRunRecords } from '../../../src/io/run-directory.js';

const fresh = () => mkdtempSync(join(tmpdir(), 'citeqa-rundir-'));

describe('run directory', () => {
  it('writes config.json once and remembers appended records across reopenings', () => {
    const dir = fresh();
    const first = openRunDirectory(dir, { a: 1 });
    first.append({ key: 'x', value: 1 });
    first.append({ key: 'y', value: 2 });
    const again = openRunDirectory(dir, { a: 1 });
    expect([...again.finished.keys()]).toEqual(['x', 'y']);
    expect(JSON.parse(readFileSync(join(dir, 'config.json'), 'utf8'))).toEqual({ a: 1 });
  });

  it('refuses to resume a directory written with another configuration', () => {
    const dir = fresh();
    openRunDirectory(dir, { a: 1 });
    expect(() => openRunDirectory(dir, { a: 2 })).toThrow(/different configuration/);
  });

  it('drops and cuts a torn last line so the item is redone', () => {
    const dir = fresh();
    const run = openRunDirectory(dir, {});
    run.append({ key: 'x' });
    appendFileSync(join(dir, 'items.jsonl'), '{"key":"y","answ');
    const resumed = openRunDirectory(dir, {});
    expect([...resumed.finished.keys()]).toEqual(['x']);
    expect(readFileSync(join(dir, 'items.jsonl'), 'utf8')).toBe('{"key":"x"}\n');
    resumed.append({ key: 'y' });
    expect(readRunRecords(join(dir, 'items.jsonl')).map((record) => record.key)).toEqual(['x', 'y']);
  });

  it('treats a bad line in the middle as corruption, not as a torn write', () => {
    const dir = fresh();
    writeFileSync(join(dir, 'items.jsonl'), '{"key":"x"}\nnot json\n{"key":"z"}\n');
    expect(() => readRunRecords(join(dir, 'items.jsonl'))).toThrow(/line 2 .*corrupt/);
  });
});
