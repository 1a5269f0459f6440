import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENGLISH_PUNKT_MODEL_DIR, englishPunktParameters } from '../../../src/text/punkt/punkt-parameters.js';

// Digests of nltk_data tokenizers/punkt_tab/english: the bundled model must be the upstream bytes, or splits drift.
const UPSTREAM_SHA256: Record<string, string> = {
  'abbrev_types.txt': '92a3e070f43d9b4c5534758ca40ad7343b04e7e29bfe0c2eb658a39445a4f779',
  'collocations.tab': '8e2da1225e4dd2cc9dba261ee231ccb134859e21b46006e7f472c5ee269af0cf',
  'sent_starters.txt': 'f3f8535483e1dba487241b764945168123bca3209a9645e59acd1225dc76edac',
  'ortho_context.tab': '4bbcca25ed3d3f06c02402abf8419b9f033b8adc06e7b482eca4e45f81a5dc4c',
};

describe('bundled NLTK English Punkt model', () => {
  it.each(Object.entries(UPSTREAM_SHA256))('%s is byte-identical to nltk_data', (file, digest) => {
    const bytes = readFileSync(join(ENGLISH_PUNKT_MODEL_DIR, file));
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(digest);
  });

  it('loads every table', () => {
    const params = englishPunktParameters();
    expect(params.abbreviationTypes.size).toBe(156);
    expect(params.abbreviationTypes.has('u.s')).toBe(true);
    expect(params.abbreviationTypes.has('. . ')).toBe(true);
    expect(params.sentenceStarters.has('however')).toBe(true);
    expect(params.collocations.size).toBe(37);
    expect(params.orthoContext.size).toBe(20366);
    expect(params.orthoContext.get('the')).toBe(126);
  });
});
