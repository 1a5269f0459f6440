/** Per-class precision, recall and F1; null where the reference divides 0 by 0 (numpy's NaN). */
export interface ClassScores {
  label: string;
  precision: number | null;
  recall: number | null;
  f1: number | null;
  support: number;
}

export interface ConfusionMetrics {
  labels: string[];
  /** matrix[i][j]: gold labels[i] predicted as labels[j]. */
  matrix: number[][];
  classes: ClassScores[];
  /** ΣTP / (ΣTP + ΣFP) over the pairs kept: accuracy over them. */
  microF1: number | null;
  /** Mean per-class F1; null when any class's F1 is null, as NaN propagates in the reference. */
  macroF1: number | null;
  /** Pairs left out because the prediction (or gold) is not one of the labels (the reference drops them silently). */
  dropped: number;
  kept: number;
}

const ratio = (numerator: number, denominator: number) => (denominator === 0 ? null : numerator / denominator);

/**
 * sklearn.confusion_matrix(true, pred, labels) and CAQA's evaluate_confusion_matrix: pairs outside `labels` are
 * dropped (and counted here), per class P = TP/(TP+FP), R = TP/(TP+FN), F1 = 2PR/(P+R).
 */
export function confusionMetrics(gold: readonly string[], predicted: readonly string[], labels: readonly string[]): ConfusionMetrics {
  const position = new Map(labels.map((label, index) => [label, index]));
  const matrix = labels.map(() => labels.map(() => 0));
  let dropped = 0;
  gold.forEach((label, index) => {
    const row = position.get(label);
    const column = position.get(predicted[index]!);
    if (row === undefined || column === undefined) dropped += 1;
    else matrix[row]![column]! += 1;
  });
  const classes = labels.map((label, i) => {
    const tp = matrix[i]![i]!;
    const predictedAs = matrix.reduce((sum, row) => sum + row[i]!, 0);
    const actual = matrix[i]!.reduce((sum, value) => sum + value, 0);
    const precision = ratio(tp, predictedAs);
    const recall = ratio(tp, actual);
    const f1 = precision === null || recall === null ? null : precision + recall === 0 ? null : (2 * precision * recall) / (precision + recall);
    return { label, precision, recall, f1, support: actual };
  });
  const tp = classes.reduce((sum, _, i) => sum + matrix[i]![i]!, 0);
  const kept = gold.length - dropped;
  return {
    labels: [...labels],
    matrix,
    classes,
    microF1: ratio(tp, kept),
    macroF1: classes.some((scores) => scores.f1 === null) ? null : classes.reduce((sum, scores) => sum + scores.f1!, 0) / classes.length,
    dropped,
    kept,
  };
}
