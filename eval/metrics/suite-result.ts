/** Scores of one item: metric id → value, or null when the metric does not apply to that item. */
export interface ItemScores {
  /** The item's id when the input has one, else its 0-based position. */
  id: string;
  question: string;
  scores: Record<string, number | null>;
  /** Per-statement or per-citation decisions behind the scores, for inspection (`--out`). */
  detail?: Record<string, unknown>;
}

/**
 * What a suite (`alce`, `kalma`) reports. `metrics` uses the reference implementation's names and scale;
 * a null metric has its reason in `nulls`; `excluded` says how many items a mean left out and why.
 */
export interface SuiteResult {
  suite: string;
  /** Name of the entailment judge used, or null when none was configured. */
  judge: string | null;
  n: number;
  metrics: Record<string, number | null>;
  nulls: Record<string, string>;
  excluded: Record<string, { count: number; reason: string }>;
  /** Facts a reader needs to interpret the figures (e.g. which featurizer MAUVE used). */
  notes: Record<string, string>;
  perItem: ItemScores[];
}

/** The `--json` summary: exactly the fields the issue fixes, nothing per item. */
export function summaryOf(result: SuiteResult): Pick<SuiteResult, 'suite' | 'judge' | 'n' | 'metrics' | 'nulls'> {
  return { suite: result.suite, judge: result.judge, n: result.n, metrics: result.metrics, nulls: result.nulls };
}
