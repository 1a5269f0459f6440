import { EigenvalueDecomposition, Matrix } from 'ml-matrix';

export interface PrincipalProjection {
  /** Rows projected onto the leading components (centred, not whitened). */
  projected: number[][];
  components: number;
}

/**
 * Centred PCA keeping the leading components up to the first cumulative explained variance ≥ `explained`, as
 * MAUVE's sklearn PCA does. Computed from the d×d covariance matrix rather than an SVD of the n×d data: the same
 * components (an eigenvector's sign aside, which no distance sees), but for MAUVE over a whole run (20,000 texts ×
 * 512-d) a few seconds instead of most of an hour, since ml-matrix's SVD of the data grows with n·d² inside
 * JavaScript object arrays.
 */
export function projectOntoPrincipalComponents(rows: number[][], explained: number): PrincipalProjection {
  const n = rows.length;
  const d = rows[0]?.length ?? 0;
  const mean = new Float64Array(d);
  for (const row of rows) for (let j = 0; j < d; j++) mean[j]! += row[j]!;
  for (let j = 0; j < d; j++) mean[j]! /= n;
  const centred = rows.map((row) => Float64Array.from(row, (value, j) => value - mean[j]!));

  // Upper triangle of XᵀX over flat typed arrays, then mirrored.
  const scatter = new Float64Array(d * d);
  for (const row of centred) {
    for (let i = 0; i < d; i++) {
      const value = row[i]!;
      if (value === 0) continue;
      const offset = i * d;
      for (let j = i; j < d; j++) scatter[offset + j]! += value * row[j]!;
    }
  }
  const covariance = Array.from({ length: d }, (_, i) => Array.from({ length: d }, (_, j) => (i <= j ? scatter[i * d + j]! : scatter[j * d + i]!) / Math.max(1, n - 1)));
  const decomposition = new EigenvalueDecomposition(new Matrix(covariance), { assumeSymmetric: true });
  const eigenvalues = decomposition.realEigenvalues;
  const vectors = decomposition.eigenvectorMatrix;
  const order = eigenvalues.map((_, index) => index).sort((a, b) => eigenvalues[b]! - eigenvalues[a]!);

  // An n < d sample has at most n − 1 non-zero variances; rounding may leave the rest a hair below zero.
  const variances = order.map((index) => Math.max(0, eigenvalues[index]!));
  const total = variances.reduce((sum, value) => sum + value, 0);
  let cumulative = 0;
  let components = variances.length;
  for (let k = 0; k < variances.length; k++) {
    cumulative += variances[k]! / total;
    if (cumulative >= explained) {
      components = k + 1;
      break;
    }
  }
  components = Math.max(1, components);

  const basis = order.slice(0, components).map((column) => Float64Array.from({ length: d }, (_, j) => vectors.get(j, column)));
  const projected = centred.map((row) =>
    basis.map((vector) => {
      let sum = 0;
      for (let j = 0; j < d; j++) sum += row[j]! * vector[j]!;
      return sum;
    }),
  );
  return { projected, components };
}
