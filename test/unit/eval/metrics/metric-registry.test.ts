import { describe, expect, it } from 'vitest';
import { metricRegistry } from '../../../../eval/metrics/all-metrics.js';
import { metricsOfSuite } from '../../../../eval/metrics/metric-registry.js';

const definitions = metricRegistry.names().map((id) => metricRegistry.get(id));

describe('metric registry', () => {
  it('holds every ALCE metric under ALCE\'s own name', () => {
    const alce = metricsOfSuite('alce').map((definition) => definition.id);
    for (const id of [
      'str_em', 'str_hit', 'length', 'rougeLsum', 'mauve', 'claims_nli', 'citation_rec', 'citation_prec',
      'qampari_prec', 'qampari_rec', 'qampari_rec_top5', 'qampari_f1', 'qampari_f1_top5',
    ]) {
      expect(alce).toContain(id);
    }
  });

  it('keys every definition by its id, so ids are unique', () => {
    expect(definitions.length).toBeGreaterThan(0);
    expect(new Set(definitions.map((definition) => definition.id)).size).toBe(definitions.length);
    for (const definition of definitions) expect(metricRegistry.get(definition.id)).toBe(definition);
  });

  it('names a paper, a label, a unit and a valid range for every metric', () => {
    for (const definition of definitions) {
      expect(definition.paper, definition.id).toMatch(/\S/);
      expect(definition.label, definition.id).toMatch(/\S/);
      expect(definition.description, definition.id).toMatch(/\S/);
      expect(['percent', 'words', 'count', 'score-1-5', 'fraction', 'score'], definition.id).toContain(definition.unit);
      if (definition.unit === 'percent') expect(definition.range, definition.id).toEqual({ min: 0, max: 100 });
    }
  });

  it('refuses a second registration of the same id', () => {
    const existing = definitions[0]!;
    expect(() => metricRegistry.register(existing.id, existing)).toThrow(/registered twice/);
  });

  it('marks the metrics that need an entailment judge', () => {
    const needJudge = definitions.filter((definition) => definition.needs.judge).map((definition) => definition.id);
    expect(needJudge).toEqual(expect.arrayContaining(['claims_nli', 'citation_rec', 'citation_prec']));
    expect(needJudge).not.toContain('str_em');
  });
});
