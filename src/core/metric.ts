/**
 * Every metric reports a value or `null` with the reason (no judge, no gold), never NaN, plus per-item
 * detail; aggregates say how many items were excluded.
 */
export interface MetricResult {
  name: string;
  value: number | null;
  reason?: string;
  /** Items that contributed to `value`. */
  n: number;
  /** Items left out (null per-item values) and why. */
  excluded?: { count: number; reason: string };
  perItem?: (number | null)[];
}
