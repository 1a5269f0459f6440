import { metricRegistry } from '../metrics/all-metrics.js';

/** The registered label of a metric (`Citation recall`), or its id when no suite registered it. */
export function metricLabel(id: string): string {
  return metricRegistry.has(id) ? metricRegistry.get(id).label : id;
}

/** Percent metrics share an axis; counts and 1–5 scores would flatten it. Unregistered ids count as percent. */
export function isPercentMetric(id: string): boolean {
  return metricRegistry.has(id) ? metricRegistry.get(id).unit === 'percent' : true;
}
