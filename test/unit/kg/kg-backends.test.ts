import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../../src/core/errors.js';
import { kgBackends } from '../../../retrievers/kg/backends/all-kg-backends.js';
import type { KgFileContents } from '../../../retrievers/kg/kg-backends.js';
import { loadKnowledgeGraph } from '../../../retrievers/kg/load-knowledge-graph.js';

describe('KG backends registry', () => {
  it('holds the SPARQL backend and the three file formats, each saying what it opens', () => {
    expect(kgBackends.names()).toEqual(['biokalma-json', 'entity-jsonl', 'ntriples', 'sparql']);
    const sparql = kgBackends.get('sparql');
    expect(sparql.kind === 'remote' && sparql.opens('wikidata') && sparql.opens('https://qlever.example/api') && !sparql.opens('kg.nt')).toBe(true);
  });

  it('refuses a file no format reads, naming the formats', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'citeqa-kgb-')), 'kg.csv');
    writeFileSync(file, 'a,b,c\n');
    await expect(loadKnowledgeGraph([file])).rejects.toThrow(InputError);
    await expect(loadKnowledgeGraph([file])).rejects.toThrow(/unknown KG file type \(expected \.json BioKaLMA questions with their KGs, \.jsonl entity records/);
  });

  it('loads a format registered in one place into the embedded store', async () => {
    kgBackends.register('tsv-for-test', {
      kind: 'file',
      description: 'label \t property \t value',
      extensions: ['.tsv'],
      read: async (): Promise<KgFileContents> => ({
        records: [
          { id: 'Q9900001', label: 'Ada Test', claims: { 'instance of': [{ id: 'Q5' }], occupation: ['tester'] } },
          { id: 'Q5', label: 'human', claims: {} as Record<string, never> },
        ],
      }),
    });
    try {
      const file = join(mkdtempSync(join(tmpdir(), 'citeqa-kgb-')), 'kg.tsv');
      writeFileSync(file, 'unused\n');
      const kg = await loadKnowledgeGraph([file]);
      expect((await kg.findEntities('Ada Test')).map((entity) => entity.qid)).toEqual(['Q9900001']);
    } finally {
      kgBackends.unregister('tsv-for-test');
    }
  });
});
