import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PROJECT_ROOT } from '../../src/config/config.js';
import { InputError } from '../../src/core/errors.js';
import type { EntityCard } from '../../src/core/knowledge.js';
import { bioKalmaCardsToRecords } from './biokalma-loader.js';
import './backends/all-kg-backends.js';
import { createEmbeddedKnowledgeGraph, type EmbeddedKnowledgeGraph } from './embedded-knowledge-graph.js';
import { entityRecordsToNTriples } from './entity-ntriples.js';
import { mergeEntityRecords, type EntityRecord } from './entity-record.js';
import type { KnowledgeGraph } from '../../src/core/knowledge-graph.js';
import { describeKgSources, kgFileFormatFor, kgFileFormats, remoteKgBackendFor, type KgOpenOptions } from './kg-backends.js';

export const BUNDLED_KG = 'bundled';
export const BUNDLED_ENTITIES_FILE = join(PROJECT_ROOT, 'corpora/biographies/entities.jsonl');
export type LoadKnowledgeGraphOptions = KgOpenOptions;

const isRemote = (source: string): boolean => remoteKgBackendFor(source) !== undefined;
const fileTypes = (): string => kgFileFormats().flatMap((format) => format.extensions).join(', ');

/** Files a local source stands for: `bundled`, a file, or every file of a directory that a registered format reads. */
function localFiles(source: string): string[] {
  if (source === BUNDLED_KG) {
    if (!existsSync(BUNDLED_ENTITIES_FILE)) throw new InputError(BUNDLED_KG, `bundled entities file missing (${BUNDLED_ENTITIES_FILE})`);
    return [BUNDLED_ENTITIES_FILE];
  }
  const path = resolve(source);
  if (!existsSync(path)) {
    throw new InputError(source, 'no such file or directory', { hint: `a KG source is ${describeKgSources()}` });
  }
  if (statSync(path).isDirectory()) {
    const files = readdirSync(path)
      .filter((name) => kgFileFormatFor(name) !== undefined)
      .sort()
      .map((name) => join(path, name));
    if (files.length === 0) throw new InputError(source, `directory holds no KG file (${fileTypes()})`);
    return files;
  }
  if (!kgFileFormatFor(path)) {
    throw new InputError(source, `unknown KG file type (expected ${kgFileFormats().map((format) => `${format.extensions.join('/')} ${format.description}`).join(', ')})`);
  }
  return [path];
}

/** Builds one embedded store from the union of local files; entities repeated across files are merged by id. */
export async function loadEmbeddedKnowledgeGraph(sources: readonly string[]): Promise<EmbeddedKnowledgeGraph> {
  const files = [...new Set(sources.flatMap(localFiles))];
  const records: EntityRecord[] = [];
  const bioKalmaCards: EntityCard[] = [];
  const ntriples: string[] = [];
  for (const file of files) {
    const contents = await kgFileFormatFor(file)!.read(file);
    // An empty KG answers every question with [NA]; that is a mistake in the file, not a finding.
    if ((contents.records?.length ?? 0) === 0 && (contents.bioKalmaCards?.length ?? 0) === 0 && (contents.ntriples ?? '').trim() === '') {
      throw new InputError(file, 'holds no entities; a KG file needs at least one entity or triple');
    }
    records.push(...(contents.records ?? []));
    bioKalmaCards.push(...(contents.bioKalmaCards ?? []));
    if (contents.ntriples !== undefined) ntriples.push(contents.ntriples);
  }
  // BioKaLMA cards are linked among themselves first (values naming a loaded entity become links).
  const merged = mergeEntityRecords([...records, ...bioKalmaCardsToRecords(mergeCards(bioKalmaCards))]);
  const name = sources.join('+');
  try {
    return createEmbeddedKnowledgeGraph(name, [entityRecordsToNTriples(merged), ...ntriples]);
  } catch (error) {
    throw new InputError(name, `cannot load into the embedded store (${(error as Error).message})`, { cause: error });
  }
}

/** Same entity in several BioKaLMA questions or files: one card, values united. */
function mergeCards(cards: readonly EntityCard[]): EntityCard[] {
  const byQid = new Map<string, EntityCard>();
  for (const card of cards) {
    const existing = byQid.get(card.qid);
    if (!existing) {
      byQid.set(card.qid, { ...card, properties: Object.fromEntries(Object.entries(card.properties).map(([p, v]) => [p, [...v]])) });
      continue;
    }
    for (const [property, values] of Object.entries(card.properties)) {
      const target = (existing.properties[property] ??= []);
      for (const value of values) if (!target.includes(value)) target.push(value);
    }
  }
  return [...byQid.values()];
}

const cache = new Map<string, Promise<KnowledgeGraph>>();

/**
 * The knowledge graph for one or more `--kg` sources: `bundled`, `wikidata`, a SPARQL endpoint URL, entity
 * `.jsonl`, BioKaLMA `.json`, N-Triples `.nt`, or a directory. Local sources are unioned into one embedded store;
 * a remote source must stand alone. Loaded graphs are shared within the process.
 */
export function loadKnowledgeGraph(source: string | readonly string[], options: LoadKnowledgeGraphOptions = {}): Promise<KnowledgeGraph> {
  const sources = (typeof source === 'string' ? [source] : [...source]).map((s) => s.trim()).filter((s) => s !== '');
  if (sources.length === 0) sources.push(BUNDLED_KG);
  const remote = sources.filter(isRemote);
  if (remote.length > 0 && sources.length > 1) {
    throw new InputError(sources.join(', '), 'a remote SPARQL store cannot be combined with other KG sources');
  }
  if (remote.length === 1) return remoteKgBackendFor(remote[0]!)!.open(remote[0]!, options);
  const key = JSON.stringify(sources.map((s) => (s === BUNDLED_KG ? s : resolve(s))));
  let graph = cache.get(key);
  if (!graph) {
    graph = loadEmbeddedKnowledgeGraph(sources);
    cache.set(key, graph);
    graph.catch(() => cache.delete(key));
  }
  return graph;
}
