import type { CoarseType } from '../../src/core/mention.js';

/**
 * Keywords of `instance of` labels, checked in this order. Wikidata has thousands of classes; these cover the
 * ones biographies link to, and anything else stays `other` (which no type filter rejects).
 */
const TYPE_KEYWORDS: [CoarseType, RegExp][] = [
  ['person', /^(human|person|fictional human|human biblical figure)$/],
  [
    'work',
    /\b(film|novel|painting|book|literary work|album|song|single|play|poem|opera|sculpture|work|series|symphony|composition|artwork|television)\b/,
  ],
  [
    'organisation',
    /\b(university|college|school|organi[sz]ation|company|business|enterprise|party|band|club|institut\w*|academy|society|museum|team|association|church|order|council|agency|army|navy|court|government|ministry|parliament|publisher|foundation)\b/,
  ],
  [
    'place',
    /\b(city|town|village|country|state|province|region|capital|municipality|settlement|island|county|district|commune|borough|continent|mountain|river|lake|cemetery|place|location|territory|kingdom|empire|prefecture|oblast|canton)\b/,
  ],
];

/** The coarse type of an entity from the labels (or ids, `Q5` = human) of its `instance of` values. */
export function coarseTypeOf(typeLabels: readonly string[]): CoarseType {
  const labels = typeLabels.map((label) => (label === 'Q5' ? 'human' : label.toLowerCase()));
  for (const [type, pattern] of TYPE_KEYWORDS) {
    if (labels.some((label) => pattern.test(label))) return type;
  }
  return 'other';
}

/** Type-filter rule of KaLMA §3.1: a person mention only matches humans; other typed mentions never do. */
export function candidateFitsMention(mentionType: CoarseType, candidateType: CoarseType): boolean {
  if (mentionType === 'other') return true;
  if (mentionType === 'person') return candidateType === 'person';
  return candidateType !== 'person';
}
