import { describe, expect, it } from 'vitest';
import { buildCaqaBenchmark } from '../../../../eval/caqa/build/build-benchmark.js';
import { indexKnowledgeGraph, type TripleIndex } from '../../../../eval/caqa/build/kg-triples.js';
import { CAQA_CATEGORIES, CAQA_COMPLEXITIES } from '../../../../eval/caqa/caqa-sample.js';
import { loadKnowledgeGraph } from '../../../../retrievers/kg/load-knowledge-graph.js';
import { sharedData } from '../../../support/shared-data.js';

let cached: Promise<TripleIndex> | undefined;
const bioKalma = () => (cached ??= loadKnowledgeGraph(sharedData('biokalma', 'specific.dev.json')).then(indexKnowledgeGraph));

describe('CAQA benchmark construction', () => {
  it('is the same for a seed and different for another', async () => {
    const index = await bioKalma();
    const a = buildCaqaBenchmark(index, { perCell: 5, seed: 1, kgSource: 'kg' });
    expect(buildCaqaBenchmark(index, { perCell: 5, seed: 1, kgSource: 'kg' }).samples).toEqual(a.samples);
    expect(buildCaqaBenchmark(index, { perCell: 5, seed: 2, kgSource: 'kg' }).samples.map((sample) => sample.question)).not.toEqual(a.samples.map((sample) => sample.question));
  });

  it('fills every cell it can, and says partially supportive × single is empty by construction', async () => {
    const { counts, shortfalls } = buildCaqaBenchmark(await bioKalma(), { perCell: 5, seed: 1, kgSource: 'kg' });
    for (const category of CAQA_CATEGORIES) {
      for (const complexity of CAQA_COMPLEXITIES) {
        const cell = `${category}/${complexity}` as const;
        if (cell === 'partially_supportive/single') expect(counts[cell]).toBe(0);
        else expect(counts[cell], cell).toBe(5);
      }
    }
    expect(Object.keys(shortfalls)).toEqual(['partially_supportive/single']);
  });

  it('cites only facts the KG holds, except a contradictory sample’s altered facts, whose originals it holds', async () => {
    const index = await bioKalma();
    const { samples } = buildCaqaBenchmark(index, { perCell: 10, seed: 3, kgSource: 'kg' });
    for (const sample of samples) {
      const changed = new Set((sample.altered ?? []).map(({ changed }) => JSON.stringify(changed)));
      for (const triple of sample.subgraph) {
        if (changed.has(JSON.stringify(triple))) continue;
        expect(index.holds(triple), `${sample.id} ${JSON.stringify(triple)}`).toBe(true);
      }
      if (sample.category === 'contradictory') {
        expect(sample.altered!.length).toBeGreaterThan(0);
        for (const { original, changed: to } of sample.altered!) {
          expect(index.holds(original)).toBe(true);
          expect(index.holds(to)).toBe(false);
        }
      } else {
        expect(sample.altered).toBeUndefined();
      }
    }
  });

  it('edits the supportive subgraph as §4.3 says', async () => {
    const { samples } = buildCaqaBenchmark(await bioKalma(), { perCell: 10, seed: 4, kgSource: 'kg' });
    const byQuestion = new Map<string, typeof samples>();
    for (const sample of samples) byQuestion.set(sample.question, [...(byQuestion.get(sample.question) ?? []), sample]);
    let partials = 0;
    for (const group of byQuestion.values()) {
      const supportive = group.find((sample) => sample.category === 'supportive');
      const partial = group.find((sample) => sample.category === 'partially_supportive');
      const irrelevant = group.find((sample) => sample.category === 'irrelevant');
      if (supportive && partial) {
        partials += 1;
        const whole = supportive.subgraph.map((triple) => JSON.stringify(triple));
        // A strict subset, and the sub-facts say exactly which facts the citation still holds.
        expect(partial.subgraph.length).toBeLessThan(whole.length);
        expect(partial.subgraph.every((triple) => whole.includes(JSON.stringify(triple)))).toBe(true);
        expect(partial.sub_facts!.map((fact) => JSON.stringify(fact.triple))).toEqual(whole);
        expect(partial.sub_facts!.filter((fact) => fact.supported).map((fact) => JSON.stringify(fact.triple))).toEqual(partial.subgraph.map((triple) => JSON.stringify(triple)));
      }
      if (supportive && irrelevant) {
        // Same subject, no relation or value of G.
        const relations = new Set(supportive.subgraph.map(([, property]) => property));
        expect(irrelevant.subgraph[0]![0]).toBe(supportive.subgraph[0]![0]);
        expect(irrelevant.subgraph.some(([, property]) => relations.has(property))).toBe(false);
      }
    }
    expect(partials).toBeGreaterThan(0);
    // A union's namesakes answer differently, so deleting one branch changes what the citation says.
    const unions = samples.filter((sample) => sample.complexity === 'union' && sample.category === 'supportive');
    expect(unions.every((sample) => new Set(sample.subgraph.map(([, , value]) => value)).size === sample.subgraph.length)).toBe(true);
  });

  it('splits by question subject, so no subject entity crosses splits', async () => {
    const { samples } = buildCaqaBenchmark(await bioKalma(), { perCell: 10, seed: 1, kgSource: 'kg', splits: [{ name: 'train', weight: 8 }, { name: 'dev', weight: 1 }, { name: 'test', weight: 1 }] });
    const splitOfSubject = new Map<string, string>();
    for (const sample of samples.filter((candidate) => candidate.category === 'supportive')) {
      const subject = sample.subgraph[0]![0];
      expect(splitOfSubject.get(subject) ?? sample.split).toBe(sample.split);
      splitOfSubject.set(subject, sample.split!);
    }
    expect(new Set(samples.map((sample) => sample.split))).toEqual(new Set(['train', 'dev', 'test']));
  });

  it('stops on a KG too small to fill a cell, saying how many samples each cell got', async () => {
    const tiny: TripleIndex = { ...(await bioKalma()), facts: [] };
    const result = buildCaqaBenchmark(tiny, { perCell: 3, seed: 1, kgSource: 'tiny' });
    expect(result.samples).toEqual([]);
    expect(result.shortfalls['supportive/single']).toMatch(/gave 0 of 3/);
  });
});
