/** How two raters' yes/no labels line up: counts with the first rater (the humans) as reference. */
export interface Confusion {
  /** both 1 */
  bothYes: number;
  /** reference 1, rater 0 */
  onlyReference: number;
  /** reference 0, rater 1 */
  onlyRater: number;
  /** both 0 */
  bothNo: number;
}

export interface BinaryAgreement {
  n: number;
  /** Percent of items on which the two raters agree (0–100, as ALCE reports it); null when n = 0. */
  accuracy: number | null;
  /** Cohen's kappa (−1..1); null when it is undefined (no items, or both raters constant and equal). */
  kappa: number | null;
  confusion: Confusion;
}

export function confusionOf(reference: readonly (0 | 1)[], rater: readonly (0 | 1)[]): Confusion {
  if (reference.length !== rater.length) throw new Error('confusionOf: label lists differ in length');
  const confusion: Confusion = { bothYes: 0, onlyReference: 0, onlyRater: 0, bothNo: 0 };
  reference.forEach((ref, i) => {
    const other = rater[i]!;
    if (ref === 1 && other === 1) confusion.bothYes += 1;
    else if (ref === 1) confusion.onlyReference += 1;
    else if (other === 1) confusion.onlyRater += 1;
    else confusion.bothNo += 1;
  });
  return confusion;
}

/** Cohen's kappa from a 2×2 table: (observed − chance agreement) / (1 − chance agreement). */
export function cohenKappa(confusion: Confusion): number | null {
  const n = confusion.bothYes + confusion.onlyReference + confusion.onlyRater + confusion.bothNo;
  if (n === 0) return null;
  const observed = (confusion.bothYes + confusion.bothNo) / n;
  const referenceYes = (confusion.bothYes + confusion.onlyReference) / n;
  const raterYes = (confusion.bothYes + confusion.onlyRater) / n;
  const chance = referenceYes * raterYes + (1 - referenceYes) * (1 - raterYes);
  if (chance === 1) return null;
  return (observed - chance) / (1 - chance);
}

export function binaryAgreement(reference: readonly (0 | 1)[], rater: readonly (0 | 1)[]): BinaryAgreement {
  const confusion = confusionOf(reference, rater);
  const n = reference.length;
  return {
    n,
    accuracy: n === 0 ? null : (100 * (confusion.bothYes + confusion.bothNo)) / n,
    kappa: cohenKappa(confusion),
    confusion,
  };
}
