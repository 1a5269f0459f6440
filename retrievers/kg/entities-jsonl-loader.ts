import { readJsonLinesInput } from '../../src/io/json-input.js';
import { entityRecordSchema, type EntityRecord } from './entity-record.js';

/** Reads entity records, one JSON object a line (the bundled corpus format, corpora/README.md). */
export async function loadEntityRecords(file: string): Promise<EntityRecord[]> {
  return (await readJsonLinesInput(file, entityRecordSchema, 'not an entity record')) as EntityRecord[];
}
