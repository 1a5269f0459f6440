import { z } from 'zod';

/** A claim value: a literal, or another entity of the same graph by id. */
export type ClaimValue = string | { id: string };

/** One entity as the bundled corpus stores it (corpora/biographies/entities.jsonl), and the loaders' common form. */
export interface EntityRecord {
  id: string;
  label: string;
  aliases?: string[];
  description?: string;
  /** Property label → values, in source order. */
  claims: Record<string, ClaimValue[]>;
}

export const entityRecordSchema = z
  .object({
    id: z.string().regex(/^Q[1-9]\d*$/, 'id must be Q followed by digits'),
    label: z.string().min(1),
    // The bundled corpus writes null for "no aliases" / "no description".
    aliases: z.array(z.string()).nullish().transform((value) => value ?? undefined),
    description: z.string().nullish().transform((value) => value ?? undefined),
    claims: z
      .record(z.string().min(1), z.array(z.union([z.string(), z.object({ id: z.string().regex(/^Q[1-9]\d*$/) })])))
      .default({}),
  })
  .passthrough();

const valueKey = (value: ClaimValue): string => (typeof value === 'string' ? `s:${value}` : `e:${value.id}`);

/**
 * Union of records by id: the first label wins, aliases and claim values are merged without repeats, so loading
 * the same entity from several files (or several questions of one file) yields one entity.
 */
export function mergeEntityRecords(records: Iterable<EntityRecord>): EntityRecord[] {
  const byId = new Map<string, EntityRecord>();
  for (const record of records) {
    const existing = byId.get(record.id);
    if (!existing) {
      byId.set(record.id, {
        id: record.id,
        label: record.label,
        aliases: [...new Set(record.aliases ?? [])],
        ...(record.description === undefined ? {} : { description: record.description }),
        claims: Object.fromEntries(Object.entries(record.claims).map(([property, values]) => [property, dedupe(values)])),
      });
      continue;
    }
    existing.aliases = [...new Set([...(existing.aliases ?? []), ...(record.aliases ?? [])])].filter((alias) => alias !== existing.label);
    if (record.label !== existing.label && !existing.aliases.includes(record.label)) existing.aliases.push(record.label);
    existing.description ??= record.description;
    for (const [property, values] of Object.entries(record.claims)) {
      existing.claims[property] = dedupe([...(existing.claims[property] ?? []), ...values]);
    }
  }
  return [...byId.values()];
}

function dedupe(values: ClaimValue[]): ClaimValue[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = valueKey(value);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
