import { pyStrip } from '../../../src/text/python-char-classes.js';
import { removeCitations } from '../../../src/citations/alce-citations.js';
import type { Embedder } from '../../../src/core/embedder.js';
import type { EntailmentJudge } from '../../../src/core/entailment-judge.js';
import { macroMean, nullMetric } from '../aggregate.js';
import type { MetricResult } from '../../../src/core/metric.js';
import { mauveFromFeatures } from '../mauve/mauve-score.js';
import type { ItemScores, SuiteResult } from '../suite-result.js';
import { firstLine, whitespaceWords, type AlceDataset, type AlceItem } from './alce-item.js';
import { alceRougeLsum, rougeReferences } from './alce-rouge.js';
import { answerLength } from './answer-length.js';
import { citationQuality, type CitationQuality } from './citation-quality.js';
import { claimRecall } from './claim-recall.js';
import { qampariScores } from './qampari-scores.js';
import { stringExactMatch } from './string-exact-match.js';

export interface EvaluateAlceOptions {
  /** Entailment judge for citation_rec, citation_prec and claims_nli; without one they are null. */
  judge?: EntailmentJudge;
  /** Featurizer for MAUVE; without one mauve is null. */
  embedder?: Embedder;
  /** Which ALCE dataset's metrics to compute; inferred from the items' gold fields when absent. */
  dataset?: AlceDataset;
  /** ALCE `--at_most_citations` (default 3). */
  atMostCitations?: number;
  /** ALCE `--cot`: QAMPARI outputs reason first; only the text after the first colon is the answer list. */
  cot?: boolean;
}

/** Metrics ALCE's eval.py reports per dataset (its CLI flags for the paper's runs), in its result-file order. */
const DATASET_METRICS: Record<AlceDataset, string[]> = {
  asqa: ['length', 'str_em', 'str_hit', 'rougeLsum', 'mauve', 'citation_rec', 'citation_prec'],
  qampari: [
    'length', 'num_preds', 'qampari_prec', 'qampari_rec', 'qampari_rec_top5', 'qampari_f1', 'qampari_f1_top5',
    'citation_rec', 'citation_prec',
  ],
  eli5: ['length', 'rougeLsum', 'mauve', 'claims_nli', 'citation_rec', 'citation_prec'],
};

/** QAMPARI answers are alias lists; ELI5 has claims; anything else is treated as ASQA. */
export function inferAlceDataset(items: AlceItem[]): AlceDataset {
  if (items.some((item) => Array.isArray(item.answers) && item.answers.some((answer) => Array.isArray(answer)))) {
    return 'qampari';
  }
  if (items.some((item) => Array.isArray(item.claims))) return 'eli5';
  return 'asqa';
}

/** ALCE's MAUVE text: question + text, first 100 whitespace words, trailing ASCII punctuation removed. */
export function mauveText(question: string, text: string): string {
  const words = whitespaceWords(`${question} ${pyStrip(text)}`).slice(0, 100).join(' ');
  return words.replace(/[!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]+$/, '');
}

/** The human text MAUVE compares against: `answer`, else the first ASQA long answer. */
function mauveReference(item: AlceItem): string | undefined {
  return item.answer ?? item.annotations?.[0]?.long_answer;
}

const NO_JUDGE = 'no entailment judge configured (choose one with --judge)';

/**
 * ALCE's eval.py over a list of result items: first-line truncation, citation removal for every metric except
 * citation quality, per-item scores, macro means ×100 (length and num_preds unscaled). A metric that cannot be
 * computed is null with its reason; items a mean leaves out are counted in `excluded`.
 */
export async function evaluateAlce(items: AlceItem[], options: EvaluateAlceOptions = {}): Promise<SuiteResult> {
  const dataset = options.dataset ?? inferAlceDataset(items);
  const wanted = DATASET_METRICS[dataset];
  const raw = items.map((item) => ({ ...item, output: firstLine(item.output ?? '') }));
  const normalized = raw.map((item) => ({ ...item, output: removeCitations(item.output) }));
  const results = new Map<string, MetricResult>();
  const details: Record<string, unknown>[] = items.map(() => ({}));
  const notes: Record<string, string> = { dataset };
  const put = (result: MetricResult) => results.set(result.name, result);

  put(macroMean('length', normalized.map((item) => answerLength(item.output))));

  if (dataset === 'asqa') {
    const scores = normalized.map((item) => (item.qa_pairs ? stringExactMatch(item.output, item.qa_pairs) : null));
    const reason = 'item has no qa_pairs';
    put(macroMean('str_em', scores.map((score) => score?.strEm ?? null), { scale: 100, nullReason: reason }));
    put(macroMean('str_hit', scores.map((score) => score?.strHit ?? null), { scale: 100, nullReason: reason }));
  }

  if (dataset === 'qampari') {
    const scores = normalized.map((item) => (item.answers ? qampariScores(item.output, item.answers, { cot: options.cot }) : null));
    const reason = 'item has no gold answers';
    const metric = (name: string, pick: (score: NonNullable<(typeof scores)[number]>) => number, scale = 100) =>
      put(macroMean(name, scores.map((score) => (score ? pick(score) : null)), { scale, nullReason: reason }));
    metric('num_preds', (score) => score.numPreds, 1);
    metric('qampari_prec', (score) => score.prec);
    metric('qampari_rec', (score) => score.rec);
    metric('qampari_rec_top5', (score) => score.recTop5);
    metric('qampari_f1', (score) => score.f1);
    metric('qampari_f1_top5', (score) => score.f1Top5);
  }

  if (wanted.includes('rougeLsum')) {
    const perItem = normalized.map((item) => {
      const references = rougeReferences(item);
      return references ? alceRougeLsum(item.output, references) : null;
    });
    put(macroMean('rougeLsum', perItem, { scale: 100, nullReason: 'item has no annotations or answer' }));
    notes.rougeLsum =
      'mean of per-item ROUGE-Lsum F (ALCE reports the bootstrap median, an estimate of the same mean); ' +
      'Porter stemmer: original algorithm (rouge_score uses NLTK\'s variant)';
  }

  if (wanted.includes('mauve')) put(await mauveMetric(normalized, options.embedder, notes));

  if (wanted.includes('claims_nli')) {
    if (!options.judge) {
      put(nullMetric('claims_nli', NO_JUDGE, items.length));
    } else {
      const withClaims = normalized.map((item, index) => ({ item, index })).filter(({ item }) => item.claims);
      const run = await claimRecall(
        withClaims.map(({ item }) => ({ output: item.output, claims: item.claims! })),
        options.judge,
      );
      const perItem: (number | null)[] = items.map(() => null);
      withClaims.forEach(({ index }, position) => (perItem[index] = run.perItem[position]!));
      put(macroMean('claims_nli', perItem, { scale: 100, nullReason: 'item has no claims' }));
      if (run.unparsedVerdicts > 0) notes.claims_nli = `${run.unparsedVerdicts} unparsed judge verdicts counted as not entailed`;
    }
  }

  if (!options.judge) {
    put(nullMetric('citation_rec', NO_JUDGE, items.length));
    put(nullMetric('citation_prec', NO_JUDGE, items.length));
  } else {
    const withDocs = raw.map((item, index) => ({ item, index })).filter(({ item }) => Array.isArray(item.docs));
    const run = await citationQuality(
      withDocs.map(({ item }) => ({ question: item.question, output: item.output, docs: item.docs! })),
      options.judge,
      { qampari: dataset === 'qampari', atMostCitations: options.atMostCitations },
    );
    const perItem: (CitationQuality | null)[] = items.map(() => null);
    withDocs.forEach(({ index }, position) => {
      perItem[index] = run.perItem[position]!;
      details[index]!.citations = run.perItem[position]?.statements;
    });
    const reason = withDocs.length === items.length ? 'output has no statements' : 'item has no docs, or output has no statements';
    const emptyReason = withDocs.length === 0 ? 'no item has docs, so citations cannot be checked' : reason;
    put(macroMean('citation_rec', perItem.map((score) => score?.recall ?? null), { scale: 100, nullReason: reason, emptyReason }));
    put(macroMean('citation_prec', perItem.map((score) => score?.precision ?? null), { scale: 100, nullReason: reason, emptyReason }));
    if (run.unparsedVerdicts > 0) notes.citations = `${run.unparsedVerdicts} unparsed judge verdicts counted as not entailed`;
  }

  return assemble(items, wanted, results, details, notes, options.judge);
}

async function mauveMetric(
  items: AlceItem[],
  embedder: Embedder | undefined,
  notes: Record<string, string>,
): Promise<MetricResult> {
  if (!embedder) return nullMetric('mauve', 'no embedder configured for MAUVE features', items.length);
  const pairs = items.flatMap((item) => {
    const reference = mauveReference(item);
    return reference === undefined
      ? []
      : [{ human: mauveText(item.question, reference), model: mauveText(item.question, item.output) }];
  });
  if (pairs.length < 2) return nullMetric('mauve', 'MAUVE needs at least two items with a reference answer', items.length);
  const human = pairs.map((pair) => pair.human);
  const model = pairs.map((pair) => pair.model);
  const features = await embedder.embed([...human, ...model]);
  const result = mauveFromFeatures(features.slice(0, human.length), features.slice(human.length));
  notes.mauve =
    `features from ${embedder.name} (${embedder.dimension}-d), not gpt2-large as in ALCE: values are not comparable ` +
    `to the paper's; ${result.buckets} k-means buckets, ${result.pcaComponents} PCA components, whole-set score`;
  // MAUVE is a set-level score; the per-item column stays empty.
  return {
    name: 'mauve',
    value: 100 * result.mauve,
    n: pairs.length,
    excluded: pairs.length < items.length ? { count: items.length - pairs.length, reason: 'item has no reference answer' } : undefined,
    perItem: items.map(() => null),
  };
}

function assemble(
  items: AlceItem[],
  wanted: string[],
  results: Map<string, MetricResult>,
  details: Record<string, unknown>[],
  notes: Record<string, string>,
  judge: EntailmentJudge | undefined,
): SuiteResult {
  const metrics: Record<string, number | null> = {};
  const nulls: Record<string, string> = {};
  const excluded: SuiteResult['excluded'] = {};
  for (const name of wanted) {
    const result = results.get(name);
    if (!result) continue;
    metrics[name] = result.value;
    if (result.value === null) nulls[name] = result.reason ?? 'not computed';
    if (result.excluded) excluded[name] = result.excluded;
  }
  const perItem: ItemScores[] = items.map((item, index) => {
    const scores: Record<string, number | null> = {};
    for (const name of wanted) {
      const result = results.get(name);
      if (!result || name === 'mauve') continue;
      const value = result.perItem?.[index] ?? null;
      // Per-item values on the same scale as the summary.
      scores[name] = value === null ? null : ['length', 'num_preds'].includes(name) ? value : 100 * value;
    }
    const detail = details[index]!;
    return {
      id: item.id ?? String(index),
      question: item.question,
      scores,
      ...(Object.keys(detail).length > 0 ? { detail } : {}),
    };
  });
  return { suite: 'alce', judge: judge?.name ?? null, n: items.length, metrics, nulls, excluded, notes, perItem };
}
