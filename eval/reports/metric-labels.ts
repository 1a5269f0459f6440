import { metricRegistry } from '../metrics/all-metrics.js';

/** The registered label of a metric (`Citation recall`), or its id when no suite registered it. */
export function metricLabel(id: string): string {
  return metricRegistry.has(id) ? metricRegistry.get(id).label : id;
}

/** Percent metrics share an axis; counts and 1–5 scores would flatten it. Unregistered ids count as percent. */
export function isPercentMetric(id: string): boolean {
  return metricRegistry.has(id) ? metricRegistry.get(id).unit === 'percent' : true;
}

/** Decimals a metric's figures are shown with: CONNER's 0–1 shares need three, ALCE's and KaLMA's percentages one. */
export function metricDigits(id: string): number {
  if (!metricRegistry.has(id)) return 1;
  const unit = metricRegistry.get(id).unit;
  return unit === 'fraction' || unit === 'score' ? 3 : unit === 'score-1-5' ? 2 : 1;
}
