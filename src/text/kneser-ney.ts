/**
 * An interpolated Kneser–Ney n-gram language model (Chen & Goodman 1998, one discount per order), the offline stand-in
 * for a causal LM in CONNER's perplexity-based metrics. Counts are plain maps so a trained model can be saved as JSON.
 */
export interface KneserNeyCounts {
  order: number;
  discount: number;
  /** Per order n (1…order): n-gram (words joined by U+0001) → count; for n < order, continuation counts N1+(•g). */
  counts: Record<string, number>[];
  /** Per order n ≥ 2: history (n−1 words) → [sum of its counts, number of distinct next words]. */
  histories: Record<string, [number, number]>[];
  vocabulary: number;
}

const SEP = '\u0001';
const START = '<s>';
const END = '</s>';

/** Lower-cased words and punctuation marks. */
export function lmTokens(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?|[^\s\p{L}\p{N}]/gu) ?? [];
}

export function trainKneserNey(sentences: Iterable<string>, order = 3, discount = 0.75): KneserNeyCounts {
  const highest = new Map<string, number>();
  const ngramsSeen: Set<string>[] = Array.from({ length: order }, () => new Set());
  const vocabulary = new Set<string>();
  for (const sentence of sentences) {
    const words = [...Array<string>(order - 1).fill(START), ...lmTokens(sentence), END];
    for (const word of words) vocabulary.add(word);
    for (let end = order - 1; end < words.length; end += 1) {
      const gram = words.slice(end - order + 1, end + 1).join(SEP);
      highest.set(gram, (highest.get(gram) ?? 0) + 1);
      for (let n = 1; n <= order; n += 1) ngramsSeen[n - 1]!.add(words.slice(end - n + 1, end + 1).join(SEP));
    }
  }
  const counts: Record<string, number>[] = Array.from({ length: order }, () => ({}));
  counts[order - 1] = Object.fromEntries(highest);
  // Lower orders count the distinct words that precede an n-gram (continuation counts), not its occurrences.
  for (let n = order - 1; n >= 1; n -= 1) {
    const target = counts[n - 1]!;
    for (const gram of ngramsSeen[n]!) {
      const suffix = gram.split(SEP).slice(1).join(SEP);
      target[suffix] = (target[suffix] ?? 0) + 1;
    }
  }
  const histories: Record<string, [number, number]>[] = Array.from({ length: order }, () => ({}));
  for (let n = 2; n <= order; n += 1) {
    const table = histories[n - 1]!;
    for (const [gram, count] of Object.entries(counts[n - 1]!)) {
      const history = gram.split(SEP).slice(0, -1).join(SEP);
      const entry = (table[history] ??= [0, 0]);
      entry[0] += count;
      entry[1] += 1;
    }
  }
  return { order, discount, counts, histories, vocabulary: vocabulary.size };
}

const totalsOf = new WeakMap<KneserNeyCounts, { total: number; types: number }>();

/** Sum and number of the unigram continuation counts, computed once per model (a per-token sum made scoring quadratic). */
function unigramTotals(model: KneserNeyCounts): { total: number; types: number } {
  let totals = totalsOf.get(model);
  if (!totals) {
    const values = Object.values(model.counts[0]!);
    totals = { total: values.reduce((a, b) => a + b, 0) || 1, types: values.length };
    totalsOf.set(model, totals);
  }
  return totals;
}

/** P(word | history) with interpolated Kneser–Ney; unseen words share the mass left over at the unigram level. */
export function kneserNeyProbability(model: KneserNeyCounts, history: readonly string[], word: string): number {
  const { discount } = model;
  const unigrams = model.counts[0]!;
  const { total: unigramTotal, types } = unigramTotals(model);
  // Unigram level: discounted continuation counts, the rest spread uniformly over the vocabulary plus unknown words.
  let probability = Math.max((unigrams[word] ?? 0) - discount, 0) / unigramTotal + (discount * types) / unigramTotal / (model.vocabulary + 1);
  for (let n = 2; n <= model.order; n += 1) {
    const context = history.slice(history.length - (n - 1));
    if (context.length < n - 1) continue;
    const key = context.join(SEP);
    const totals = model.histories[n - 1]![key];
    if (!totals) continue; // history never seen at this order: keep the lower-order estimate
    const [total, distinct] = totals;
    const count = model.counts[n - 1]![`${key}${SEP}${word}`] ?? 0;
    probability = Math.max(count - discount, 0) / total + ((discount * distinct) / total) * probability;
  }
  return probability;
}

/** Natural-log probability of each token of `text` after `prefix` (the prefix conditions the first tokens). */
export function kneserNeyLogprobs(model: KneserNeyCounts, prefix: string, text: string): number[] {
  const history = [...Array<string>(model.order - 1).fill(START), ...lmTokens(prefix)];
  return lmTokens(text).map((word) => {
    const logprob = Math.log(kneserNeyProbability(model, history, word));
    history.push(word);
    return logprob;
  });
}
