import type { MetricDefinition, MetricNeeds, MetricUnit } from '../metric-registry.js';

/** An ALCE metric under ALCE's own name (eval.py); percentages are 0–100 like the paper's tables. */
export function alceMetric(id: string, label: string, description: string, needs: MetricNeeds = {}, unit: MetricUnit = 'percent'): MetricDefinition {
  return { id, label, suite: 'alce', paper: 'ALCE', unit, range: unit === 'percent' ? { min: 0, max: 100 } : { min: 0 }, description, needs };
}
