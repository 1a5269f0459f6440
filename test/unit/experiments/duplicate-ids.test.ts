import { describe, expect, it } from 'vitest';
import { tempFile } from '../../support/temp-file.js';
import { InputError } from '../../../src/core/errors.js';
import { loadRunInputs } from '../../../eval/experiments/inputs/all-run-input-readers.js';

const file = tempFile;

describe('question ids of a run', () => {
  it('refuses two JSONL lines with one id, naming both lines; 1 and "1" are the same id', async () => {
    const path = file('q.jsonl', ['{"id":"x","question":"A?"}', '{"id":"y","question":"B?"}', '{"id":"x","question":"C?"}'].join('\n'));
    await expect(loadRunInputs(path)).rejects.toThrow(InputError);
    await expect(loadRunInputs(path)).rejects.toThrow(/line 1 and line 3 share the id "x"/);
    await expect(loadRunInputs(file('n.jsonl', '{"id":1,"question":"A?"}\n{"id":"1","question":"B?"}\n'))).rejects.toThrow(/share the id "1"/);
  });

  it('refuses ALCE items sharing an id, naming both items', async () => {
    const path = file('a.json', JSON.stringify({ data: [{ id: 7, question: 'A?' }, { id: '7', question: 'B?' }] }));
    await expect(loadRunInputs(path)).rejects.toThrow(/data\[0\] and data\[1\] share the id "7"/);
  });

  it('keys questions by position when the file has no ids', async () => {
    const loaded = await loadRunInputs(file('p.jsonl', '{"question":"A?"}\n{"question":"A?"}\n'));
    expect(loaded.inputs.map((input) => input.id)).toEqual(['q0000', 'q0001']);
  });
});
