import { errorFunction } from 'simple-statistics';

export interface SomersD {
  /** D(Y|X): (concordant − discordant) / pairs not tied on X, in [−1, 1]; null when every X is tied. */
  d: number | null;
  /** Two-sided p-value of the asymptotic normal test (Agresti §4.3, as scipy.stats.somersd computes it). */
  p: number | null;
  /** Pairs of observations compared. */
  n: number;
}

/**
 * Somers' D of y on x (CONNER Tables 5–6 and 9–10): how well x's order predicts y's. For each observation, how many
 * others it is concordant and discordant with (strictly ordered on both) give twice the concordant (P) and
 * discordant (Q) pair counts and the variance term Σ(Aᵢ − Dᵢ)² − (P − Q)²/N of the normal approximation.
 * O(n²): human-rated sets are hundreds of items.
 */
export function somersD(x: readonly number[], y: readonly number[]): SomersD {
  if (x.length !== y.length) throw new Error(`internal error: somersD of ${x.length} and ${y.length} values`);
  const n = x.length;
  let pMinusQ = 0;
  let squares = 0;
  for (let i = 0; i < n; i++) {
    let net = 0;
    for (let j = 0; j < n; j++) {
      const sign = Math.sign(x[i]! - x[j]!) * Math.sign(y[i]! - y[j]!);
      net += sign;
    }
    pMinusQ += net;
    squares += net * net;
  }
  const groups = new Map<number, number>();
  x.forEach((value) => groups.set(value, (groups.get(value) ?? 0) + 1));
  const untiedOnX = n * n - [...groups.values()].reduce((sum, size) => sum + size * size, 0);
  if (untiedOnX === 0) return { d: null, p: null, n };
  const d = pMinusQ / untiedOnX;
  const variance = squares - (pMinusQ * pMinusQ) / n;
  if (variance <= 0) return { d, p: pMinusQ === 0 ? 1 : 0, n };
  const z = pMinusQ / Math.sqrt(4 * variance);
  return { d, p: 1 - errorFunction(Math.abs(z) / Math.SQRT2), n };
}
