import { z } from 'zod';
import { InputError } from '../../src/core/errors.js';
import type { EntityCard } from '../../src/core/knowledge.js';
import { readJsonInput } from '../../src/io/json-input.js';
import type { ClaimValue, EntityRecord } from './entity-record.js';
import { INSTANCE_OF, matchKey } from './kg-vocabulary.js';

/** One BioKaLMA entry: the question and the KG the paper's retrieval gave it. */
export interface BioKalmaItem {
  question: string;
  entities: EntityCard[];
}

const entityDictSchema = z.record(z.string(), z.union([z.string(), z.array(z.string())]));
const fileSchema = z.array(z.tuple([z.string(), z.array(entityDictSchema)]).rest(z.unknown()));

/** `{"name", "qid", <property>: value…}` → card; `name` and `qid` identify the subject, everything else is a property. */
export function bioKalmaEntityToCard(entity: Record<string, string | string[]>, where: string): EntityCard {
  const qid = entity.qid;
  const name = entity.name;
  if (typeof qid !== 'string' || !/^Q[1-9]\d*$/.test(qid)) throw new InputError(where, 'entity without a valid "qid"');
  const properties: Record<string, string[]> = {};
  for (const [property, value] of Object.entries(entity)) {
    if (property === 'qid' || property === 'name') continue;
    properties[property] = Array.isArray(value) ? value : [value];
  }
  const keys = Object.keys(entity);
  return { qid, name: typeof name === 'string' && name !== '' ? name : qid, properties, ...(keys.includes('name') ? { sourceKeys: { nameAt: keys.indexOf('name'), qidAt: keys.indexOf('qid') } } : {}) };
}

const BIOKALMA_SHAPE = 'not a BioKaLMA file ([[question, [entity…]]…])';

function toBioKalmaItems(items: z.infer<typeof fileSchema>, file: string): BioKalmaItem[] {
  return items.map(([question, entities], index) => ({
    question,
    entities: entities.map((entity, position) => bioKalmaEntityToCard(entity, `${file} item ${index} entity ${position}`)),
  }));
}

export async function loadBioKalma(file: string): Promise<BioKalmaItem[]> {
  return toBioKalmaItems(await readJsonInput(file, fileSchema, BIOKALMA_SHAPE), file);
}

const HUMAN: EntityRecord = { id: 'Q5', label: 'human', claims: {} };

/**
 * Cards → records for the store. A value that names exactly one loaded entity becomes a link to it (so the
 * graph is a graph: Artemisia's `father` is Orazio's node); `instance of: human` links to Q5; all else stays literal.
 * Names shared by two entities stay literal, because the link would have to guess.
 */
export function bioKalmaCardsToRecords(cards: readonly EntityCard[]): EntityRecord[] {
  const qidsByName = new Map<string, Set<string>>();
  for (const card of cards) {
    const key = matchKey(card.name);
    qidsByName.set(key, (qidsByName.get(key) ?? new Set()).add(card.qid));
  }
  const records = cards.map((card): EntityRecord => {
    const claims: Record<string, ClaimValue[]> = {};
    for (const [property, values] of Object.entries(card.properties)) {
      claims[property] = values.map((value): ClaimValue => {
        if (property === INSTANCE_OF && value === 'human') return { id: HUMAN.id };
        const qids = qidsByName.get(matchKey(value));
        if (qids?.size === 1) {
          const [qid] = qids;
          if (qid !== card.qid) return { id: qid! };
        }
        return value;
      });
    }
    return { id: card.qid, label: card.name, claims };
  });
  return records.length === 0 ? [] : [...records, HUMAN];
}
