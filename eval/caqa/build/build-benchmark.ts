import type { Triple } from '../../../src/core/knowledge.js';
import { createSeededRandom } from '../../experiments/seeded-random.js';
import { CAQA_CATEGORIES, CAQA_COMPLEXITIES, type CaqaCategory, type CaqaComplexity, type CaqaSample } from '../caqa-sample.js';
import { contradictory, irrelevant, partiallySupportive, type EditedSubgraph } from './attribution-edits.js';
import { sampleBasicQuery, type BasicQuery } from './basic-queries.js';
import { factsOf, startOf, type GroundedQuery } from './grounded-query.js';
import { tripleOf, type KgFact, type TripleIndex } from './kg-triples.js';
import { extendQuery, unionCapacity, unionFacts, unionQuery } from './query-extension.js';
import { verbalizeCitation, verbalizeFact, verbalizeQuery } from './template-verbalizer.js';

export interface BuildOptions {
  perCell: number;
  seed: number;
  kgSource: string;
  /** Split names with weights (`train=8,dev=1,test=1`); samples are split by question subject. */
  splits?: { name: string; weight: number }[];
  /** Draws of a basic query per sample wanted before the builder gives up on the cells still short. */
  attemptsPerSample?: number;
}

export type CellKey = `${CaqaCategory}/${CaqaComplexity}`;

export interface BuildResult {
  samples: CaqaSample[];
  /** Samples per cell, and for each cell short of its quota why. */
  counts: Record<CellKey, number>;
  shortfalls: Partial<Record<CellKey, string>>;
  attempts: number;
}

const BASIC_KINDS: BasicQuery['kind'][] = ['single', 'path', 'tree'];

/**
 * FNV-1a, then MurmurHash3's finaliser: a subject's split depends on the seed and the subject only, and the final
 * mixing spreads short ids over the high bits the split point reads.
 */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) value = Math.imul(value ^ text.charCodeAt(i), 0x01000193) >>> 0;
  value = Math.imul(value ^ (value >>> 16), 0x85ebca6b);
  value = Math.imul(value ^ (value >>> 13), 0xc2b2ae35);
  return (value ^ (value >>> 16)) >>> 0;
}

function splitOf(subject: string, seed: number, splits: { name: string; weight: number }[]): string {
  const total = splits.reduce((sum, split) => sum + split.weight, 0);
  let point = (hash(`${seed}:${subject}`) / 0x100000000) * total;
  for (const split of splits) {
    if (point < split.weight) return split.name;
    point -= split.weight;
  }
  return splits.at(-1)!.name;
}

const key = (category: CaqaCategory, complexity: CaqaComplexity): CellKey => `${category}/${complexity}`;

/** Why a cell can stay empty whatever the KG: the paper deletes nothing from a single triple. */
const IMPOSSIBLE: Partial<Record<CellKey, string>> = {
  'partially_supportive/single': 'a single triple has nothing to delete (CAQA §4.3), so this cell is empty by construction',
};

/**
 * CAQA benchmark construction (paper 003 §4): draw basic queries from the KG, extend them by Table 4's rules,
 * ground them (the supportive subgraph), edit them into the other three categories, and verbalise each with
 * CiteQA's templates — until every category × complexity cell has `perCell` samples or the draws run out. Every
 * draw comes from one seeded stream, so a seed gives the same file. A sample cites only facts the KG holds, except
 * a contradictory sample's altered facts, which are recorded with their originals.
 */
export function buildCaqaBenchmark(index: TripleIndex, options: BuildOptions): BuildResult {
  const random = createSeededRandom(options.seed, 'caqa-build');
  const counts = Object.fromEntries(CAQA_CATEGORIES.flatMap((category) => CAQA_COMPLEXITIES.map((complexity) => [key(category, complexity), 0]))) as Record<CellKey, number>;
  const samples: CaqaSample[] = [];
  const seenQuestions = new Set<string>();
  const open = (cell: CellKey) => counts[cell] < options.perCell && IMPOSSIBLE[cell] === undefined;
  const maxAttempts = (options.attemptsPerSample ?? 50) * options.perCell * 16;
  let attempts = 0;
  // Same-named entities are rare: uniform draws would almost never meet one, so while union cells are open a
  // quarter of the draws start from a fact that has a namesake (the paper's queries come from KGQA datasets, whose
  // mix is not the KG's either).
  const namesakes = unionFacts(index);
  const unionOpen = () => namesakes.length > 0 && CAQA_CATEGORIES.some((category) => open(key(category, 'union')));
  while (attempts < maxAttempts && Object.keys(counts).some((cell) => open(cell as CellKey))) {
    attempts += 1;
    if (index.facts.length === 0) break;
    let query: GroundedQuery | undefined;
    if (unionOpen() && random.int(0, 3) === 0) {
      query = unionQuery(index, namesakes[random.int(0, namesakes.length - 1)]!);
    } else {
      const basic = sampleBasicQuery(index, random, BASIC_KINDS[random.int(0, BASIC_KINDS.length - 1)]!);
      query = basic && extendQuery(index, random, basic);
    }
    if (!query || !CAQA_CATEGORIES.some((category) => open(key(category, query.complexity)))) continue;
    const { question, statement } = verbalizeQuery(query);
    if (seenQuestions.has(question)) continue;
    seenQuestions.add(question);
    const subject = startOf(query.branches[0]!);
    for (const category of CAQA_CATEGORIES) {
      const cell = key(category, query.complexity);
      if (!open(cell)) continue;
      const edited = edit(index, query, category, random);
      if (!edited) continue;
      samples.push(sampleOf(`caqa-${options.seed}-${samples.length}`, question, statement, category, query, edited, subject, options));
      counts[cell] += 1;
    }
  }
  const shortfalls: Partial<Record<CellKey, string>> = {};
  const unions = unionCapacity(index);
  for (const cell of Object.keys(counts) as CellKey[]) {
    if (counts[cell] >= options.perCell) continue;
    shortfalls[cell] =
      IMPOSSIBLE[cell] ??
      (cell.endsWith('/union')
        ? `the KG gave ${counts[cell]} of ${options.perCell}: it has ${unions} name–relation pairs whose same-named entities answer differently, each one union question at most`
        : `the KG gave ${counts[cell]} of ${options.perCell} in ${attempts} draws (too few facts of the shape this cell needs)`);
  }
  return { samples, counts, shortfalls, attempts };
}

function edit(index: TripleIndex, query: GroundedQuery, category: CaqaCategory, random: ReturnType<typeof createSeededRandom>): EditedSubgraph | undefined {
  if (category === 'supportive') return { facts: factsOf(query) };
  if (category === 'partially_supportive') return partiallySupportive(query, random);
  if (category === 'contradictory') return contradictory(index, query, random);
  return irrelevant(index, query, random);
}

function sampleOf(id: string, question: string, statement: string, category: CaqaCategory, query: GroundedQuery, edited: EditedSubgraph, subject: string, options: BuildOptions): CaqaSample {
  const kept = new Set(edited.facts);
  const subFacts =
    category === 'partially_supportive'
      ? factsOf(query).map((fact: KgFact) => ({ text: verbalizeFact(fact), triple: tripleOf(fact), supported: kept.has(fact) }))
      : undefined;
  return {
    id,
    question,
    answer_statement: statement,
    citation: verbalizeCitation(edited.facts),
    category,
    complexity: query.complexity,
    subgraph: edited.facts.map(tripleOf) as Triple[],
    ...(subFacts ? { sub_facts: subFacts } : {}),
    ...(edited.altered ? { altered: edited.altered.map(({ original, changed }) => ({ original: tripleOf(original), changed: tripleOf(changed) })) } : {}),
    kg_source: options.kgSource,
    verbalizer: 'template',
    ...(options.splits ? { split: splitOf(subject, options.seed, options.splits) } : {}),
  };
}
