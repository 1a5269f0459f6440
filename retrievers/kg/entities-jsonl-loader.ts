import { readFile } from 'node:fs/promises';
import { InputError } from '../../src/core/errors.js';
import { entityRecordSchema, type EntityRecord } from './entity-record.js';

/** Reads entity records, one JSON object a line (the bundled corpus format, corpora/README.md). */
export async function loadEntityRecords(file: string): Promise<EntityRecord[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new InputError(file, 'cannot read entities file', { cause: error });
  }
  const records: EntityRecord[] = [];
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '') return;
    const where = `${file}:${index + 1}`;
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch (error) {
      throw new InputError(where, `not valid JSON (${(error as Error).message})`);
    }
    const parsed = entityRecordSchema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new InputError(where, `not an entity record: ${issue.path.join('.') || 'line'}: ${issue.message}`);
    }
    records.push(parsed.data as EntityRecord);
  });
  return records;
}
