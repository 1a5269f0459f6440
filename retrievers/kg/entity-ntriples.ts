import type { EntityRecord } from './entity-record.js';
import { ntriplesString } from './sparql-literal.js';
import {
  LABEL_LANGUAGE,
  MATCH_KEY,
  PROPERTY_RANK,
  RDFS_LABEL,
  SCHEMA_DESCRIPTION,
  SKOS_ALT_LABEL,
  XSD_INTEGER,
  entityIri,
  matchKey,
  propertyIri,
} from './kg-vocabulary.js';

/** The records as N-Triples in the embedded store's vocabulary (see kg-vocabulary.ts); bulk-loading text is fastest. */
export function entityRecordsToNTriples(records: readonly EntityRecord[]): string {
  const lines: string[] = [];
  const propertyRanks = new Map<string, number>();
  const triple = (subject: string, predicate: string, object: string) => lines.push(`<${subject}> <${predicate}> ${object} .`);

  for (const record of records) {
    const subject = entityIri(record.id);
    triple(subject, RDFS_LABEL, ntriplesString(record.label, LABEL_LANGUAGE));
    const keys = new Set([matchKey(record.label)]);
    for (const alias of record.aliases ?? []) {
      triple(subject, SKOS_ALT_LABEL, ntriplesString(alias, LABEL_LANGUAGE));
      keys.add(matchKey(alias));
    }
    for (const key of keys) triple(subject, MATCH_KEY, ntriplesString(key));
    if (record.description) triple(subject, SCHEMA_DESCRIPTION, ntriplesString(record.description, LABEL_LANGUAGE));
    for (const [property, values] of Object.entries(record.claims)) {
      if (!propertyRanks.has(property)) propertyRanks.set(property, propertyRanks.size);
      for (const value of values) {
        triple(subject, propertyIri(property), typeof value === 'string' ? ntriplesString(value) : `<${entityIri(value.id)}>`);
      }
    }
  }
  for (const [property, rank] of propertyRanks) {
    triple(propertyIri(property), RDFS_LABEL, ntriplesString(property, LABEL_LANGUAGE));
    triple(propertyIri(property), PROPERTY_RANK, `"${rank}"^^<${XSD_INTEGER}>`);
  }
  return `${lines.join('\n')}\n`;
}
