import { z } from 'zod';
import { bioKalmaEntityToCard } from '../../retrievers/kg/biokalma-loader.js';
import { parseKalmaAlceAnswer } from '../../src/citations/kalma-alce-citations.js';
import { InputError } from '../../src/core/errors.js';
import type { EntityCard, Triple } from '../../src/core/knowledge.js';
import type { Passage } from '../../src/core/passage.js';
import { readInputTextSync } from '../../src/io/json-input.js';
import type { AnswerRecord } from './run-record.js';

/** What the file should have been, said whenever its layout is not one this reader knows. */
export const KALMA_ALCE_LAYOUT =
  'expected JSONL with one {question, answer or output, kg, docs} per line (a run\'s items.jsonl is one), or JSON: a list of such objects or {data: [...]}';

const cardSchema = z
  .object({ qid: z.string(), name: z.string(), aliases: z.array(z.string()).optional(), properties: z.record(z.string(), z.array(z.string())) })
  .loose();
const entityDictSchema = z.record(z.string(), z.union([z.string(), z.array(z.string())]));
const docSchema = z
  .object({ id: z.union([z.string(), z.number()]).optional(), title: z.string(), text: z.string(), summary: z.string().optional(), extraction: z.string().optional() })
  .loose();
const triplesSchema = z.array(z.tuple([z.string(), z.string(), z.string()]));

/** What `citeqa eval --suite kalma-alce` scores: one seed's answers, as the run's suite evaluator reads them. */
export interface KalmaAlceInput {
  records: AnswerRecord[];
  /** Facts about the reading (answers a run recorded as failed, left out as the run leaves them out). */
  notes: Record<string, string>;
}

interface Entry {
  where: string;
  value: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The file's items with where each stands: a whole JSON value (list, {data}, one object), else one per JSONL line. */
function entriesOf(file: string): Entry[] {
  const text = readInputTextSync(file);
  if (text.trim() === '') throw new InputError(file, `empty file; ${KALMA_ALCE_LAYOUT}`);
  let whole: unknown;
  let parsedWhole = false;
  try {
    whole = JSON.parse(text);
    parsedWhole = true;
  } catch {
    // Not one JSON value: read as JSON Lines below.
  }
  if (parsedWhole) {
    if (Array.isArray(whole)) return whole.map((value, index) => ({ where: `${file}: [${index}]`, value }));
    if (isObject(whole) && Array.isArray(whole.data)) return whole.data.map((value, index) => ({ where: `${file}: data[${index}]`, value }));
    // A JSONL file of one line is one JSON object.
    if (isObject(whole) && 'question' in whole) return [{ where: file, value: whole }];
    throw new InputError(file, `unknown format: ${KALMA_ALCE_LAYOUT}`);
  }
  const entries: Entry[] = [];
  let first = true;
  for (const [index, line] of text.split('\n').entries()) {
    if (line.trim() === '') continue;
    try {
      entries.push({ where: `${file}:${index + 1}`, value: JSON.parse(line) });
    } catch (error) {
      // A first line that is not JSON means the file is something else (a TSV, a report), not a broken JSONL line.
      if (first) throw new InputError(file, `unknown format (line ${index + 1} is not JSON): ${KALMA_ALCE_LAYOUT}`);
      throw new InputError(`${file}:${index + 1}`, `not valid JSON (${(error as Error).message})`);
    }
    first = false;
  }
  return entries;
}

function checked<T>(schema: z.ZodType<T>, value: unknown, where: string, field: string): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const path = issue.path.map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`)).join('');
  throw new InputError(where, `"${field}"${path}: ${issue.message}`);
}

/** KaLMA run JSONL's KG: CiteQA entity cards, or BioKaLMA entity dicts (read as `citeqa run` reads BioKaLMA files). */
function kgOf(value: unknown, where: string): EntityCard[] {
  const entities = checked(z.array(z.unknown()), value, where, 'kg');
  return entities.map((entity, index) => {
    if (isObject(entity) && 'properties' in entity) return checked(cardSchema, entity, where, `kg[${index}]`) as EntityCard;
    return bioKalmaEntityToCard(checked(entityDictSchema, entity, where, `kg[${index}]`), `${where}: "kg"[${index}]`);
  });
}

/** ALCE's docs: {title, text}; an id is kept when given, else the passage's 1-based number stands in. */
function docsOf(value: unknown, where: string): Passage[] {
  return checked(z.array(docSchema), value, where, 'docs').map((doc, index) => ({
    ...doc,
    id: doc.id === undefined ? String(index + 1) : String(doc.id),
  }));
}

/**
 * One item as an answer record. The answer text is `output` when there is one (ALCE's result files, where `answer`
 * is a gold field), else `answer` (KaLMA run JSONL and a run's items.jsonl). The KG and the passages are both
 * required: an item without one cannot say what its citations of that kind name.
 */
function recordOf({ where, value }: Entry, position: number): AnswerRecord {
  if (!isObject(value)) throw new InputError(where, 'expected an object {question, answer or output, kg, docs}');
  const question = value.question;
  if (typeof question !== 'string') throw new InputError(where, '"question" must be a string');
  const textField = 'output' in value ? 'output' : 'answer';
  const answer = value[textField];
  if (answer === undefined) throw new InputError(where, 'no answer text: "answer" (KaLMA, citeqa run) or "output" (ALCE) is missing');
  if (typeof answer !== 'string') throw new InputError(where, `"${textField}" must be a string`);
  const citations = parseKalmaAlceAnswer(answer).flatMap((statement) => statement.citations);
  if (value.kg === undefined) {
    const triple = citations.find((citation) => citation.kind === 'triple');
    if (triple) throw new InputError(where, `the answer cites [${triple.qid}, ${triple.property}: ${triple.value}] but the item has no "kg" to resolve it in`);
    throw new InputError(where, '"kg" is missing: the triples the model was given ([] if none), as in a KaLMA run');
  }
  if (value.docs === undefined) {
    const passage = citations.find((citation) => citation.kind === 'passage');
    if (passage) throw new InputError(where, `the answer cites [${passage.index}] but the item has no "docs" to resolve it in`);
    throw new InputError(where, '"docs" is missing: the passages the answer\'s [n] number ([] if none), as in an ALCE result file');
  }
  const id = value.id === undefined ? String(position) : checked(z.union([z.string(), z.number()]), value.id, where, 'id');
  const seed = value.seed === undefined ? 0 : checked(z.number().int(), value.seed, where, 'seed');
  const minimum = value.minimum_knowledge === undefined ? undefined : (checked(triplesSchema, value.minimum_knowledge, where, 'minimum_knowledge') as Triple[]);
  const removed = value.removed_knowledge === undefined ? undefined : (checked(triplesSchema, value.removed_knowledge, where, 'removed_knowledge') as Triple[]);
  return {
    key: String(id),
    seed,
    index: position,
    id: String(id),
    question,
    strategy: typeof value.strategy === 'string' ? value.strategy : 'unknown',
    answer,
    statements: [],
    kg: kgOf(value.kg, where),
    docs: docsOf(value.docs, where),
    ...(minimum ? { minimum_knowledge: minimum } : {}),
    ...(removed ? { removed_knowledge: removed } : {}),
    ...(isObject(value.gold) ? { gold: value.gold } : {}),
    usage: { calls: 0, promptTokens: 0, completionTokens: 0, cost: 0 },
    trace: [],
  };
}

/**
 * Answers citing KG triples and numbered passages in one text, from a run's items.jsonl (`citeqa run --source
 * both`) or from elsewhere: one object per question with the question, the answer text, the KG it was given (KaLMA
 * run JSONL's `kg`) and the passages (ALCE's `docs`), optionally KaLMA's `minimum_knowledge` / `removed_knowledge`.
 * A run's lines that record a failed answer are left out, as the run leaves them out of its metrics; a run with
 * several seeds is scored one seed at a time. Every problem is one InputError naming the file (and line or item).
 */
export function readKalmaAlceInput(file: string, options: { seed?: number } = {}): KalmaAlceInput {
  const entries = entriesOf(file);
  let failed = 0;
  const records: AnswerRecord[] = [];
  entries.forEach((entry, position) => {
    const value = entry.value;
    if (isObject(value) && isObject(value.failed) && !('answer' in value) && !('output' in value)) failed += 1;
    else records.push(recordOf(entry, position));
  });
  const seeds = [...new Set(entries.map((entry) => (isObject(entry.value) && typeof entry.value.seed === 'number' ? entry.value.seed : undefined)))].filter(
    (seed): seed is number => seed !== undefined,
  );
  let chosen = records;
  if (options.seed !== undefined) {
    if (seeds.length === 0) throw new InputError(file, `--seed ${options.seed} given, but its items carry no seed`);
    chosen = records.filter((record) => record.seed === options.seed);
    if (chosen.length === 0) throw new InputError(file, `no answers for seed ${options.seed}; seeds: ${seeds.join(', ')}`);
  } else if (seeds.length > 1) {
    throw new InputError(file, `holds answers for seeds ${seeds.join(', ')}; choose one with --seed`);
  }
  if (chosen.length === 0) throw new InputError(file, failed > 0 ? `every answer failed (${failed} "failed" records); nothing to score` : `no items; ${KALMA_ALCE_LAYOUT}`);
  const failedHere = options.seed === undefined ? failed : entries.filter((entry) => isObject(entry.value) && isObject(entry.value.failed) && entry.value.seed === options.seed).length;
  return {
    records: chosen,
    notes: failedHere > 0 ? { 'failed generations': `${failedHere} of the run's answers failed ("failed" records) and are left out of every metric, as the run leaves them out` } : {},
  };
}
