/**
 * Lucene's SmallFloat.intToByte4 / byte4ToInt: how Lucene (≥ 7) stores a document's length in one byte for BM25.
 * The first 24 byte values are lengths as they are, the rest a 4-bit float of (length − 24) with 3 significant bits,
 * so lengths up to 40 come back exact and longer ones rounded down: 41 → 40, 100 → 96, 130 → 128.
 */
const FREE_VALUES = 255 - longToInt4(2 ** 31 - 1);

function longToInt4(value: number): number {
  // Lengths fit in 31 bits, so 32-bit integer operations are exact here.
  const bits = 32 - Math.clz32(value);
  if (bits < 4) return value;
  const shift = bits - 4;
  return ((value >>> shift) & 0x07) | ((shift + 1) << 3);
}

function int4ToLong(encoded: number): number {
  const bits = encoded & 0x07;
  const shift = (encoded >>> 3) - 1;
  return shift === -1 ? bits : (bits | 0x08) * 2 ** shift;
}

/** The norm byte (0–255) Lucene writes for a field of `length` tokens. */
export function lengthToNormByte(length: number): number {
  if (!Number.isInteger(length) || length < 0 || length > 2 ** 31 - 1) throw new RangeError(`document length ${length} is not a non-negative 32-bit integer`);
  return length < FREE_VALUES ? length : FREE_VALUES + longToInt4(length - FREE_VALUES);
}

/** The length BM25Similarity reads back from a norm byte (its LENGTH_TABLE). */
export function normByteToLength(norm: number): number {
  return norm < FREE_VALUES ? norm : FREE_VALUES + int4ToLong(norm - FREE_VALUES);
}
