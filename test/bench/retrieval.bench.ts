import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { BUNDLED_PASSAGES, BUNDLED_QUESTIONS } from '../../corpora/index.js';
import { buildDenseIndex, buildDenseIndexFromVectors, DEFAULT_HNSW } from '../../retrievers/dense/dense-index.js';
import { createUseLiteEmbedder } from '../../retrievers/dense/use-lite-embedder.js';
import { exactTopK } from '../../retrievers/dense/vector-math.js';
import { chunkDocuments, readDocumentsJsonl } from '../../retrievers/passages/chunk-documents.js';
import type { Retriever } from '../../src/core/retriever.js';
import { createBm25Retriever } from '../../retrievers/sparse/bm25-retriever.js';
import '../../src/generate/all-strategies.js';
import { strategyRegistry } from '../../src/generate/strategy-registry.js';
import { normalizeAnswer } from '../../src/text/normalize-answer.js';
import { measure, seededRandom, type Bench, type BenchFigure } from './bench-harness.js';

/**
 * Retrieval quality, measured rather than assumed:
 * 1. recall@5 / recall@20 of the dense (USE-lite + HNSW) and BM25 retrievers on the bundled questions that name
 *    gold passages, per half (the test half first: README figures come from it; the tuning half beside it). recall@k = share of a question's gold passages among the top k, averaged over questions;
 *    hit@k = share of questions with at least one gold passage in the top k.
 * 2. The offline `extractive` strategy over BM25's top 5 on the same questions: how often its answer contains a
 *    gold answer string (normalised, as STR-EM) and how many of its citations point to a gold passage.
 * 3. HNSW recall@10 against exact search on 50,000 synthetic vectors (seeded Gaussian, 128-d): the share of the
 *    exact top-10 that the HNSW graph returns, at several efSearch values.
 */

interface BundledQuestion {
  id: string;
  question: string;
  answers: string[];
  gold_passages: string[];
  split: 'tune' | 'test';
}

async function recallAt(retriever: Retriever, questions: BundledQuestion[], ks: number[]): Promise<Record<number, { recall: number; hit: number }>> {
  const maxK = Math.max(...ks);
  const sums = Object.fromEntries(ks.map((k) => [k, { recall: 0, hit: 0 }]));
  for (const question of questions) {
    const hits = (await retriever.retrieve(question.question, maxK)).map((hit) => hit.id.split('#')[0]!);
    for (const k of ks) {
      const top = new Set(hits.slice(0, k));
      const found = question.gold_passages.filter((gold) => top.has(gold)).length;
      sums[k]!.recall += found / question.gold_passages.length;
      sums[k]!.hit += found > 0 ? 1 : 0;
    }
  }
  return Object.fromEntries(ks.map((k) => [k, { recall: sums[k]!.recall / questions.length, hit: sums[k]!.hit / questions.length }]));
}

function gaussian(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

/** i.i.d. Gaussian vectors: no structure at all, the hardest case for any graph index. */
function gaussianVectors(count: number, dimension: number, random: () => number): number[][] {
  return Array.from({ length: count }, () => Array.from({ length: dimension }, () => gaussian(random)));
}

/**
 * Vectors around `clusters` random centres (spread 0.5 of the centres' scale): closer to real text embeddings,
 * which crowd around topics rather than filling the space uniformly.
 */
function clusteredVectors(count: number, dimension: number, clusters: number, random: () => number): number[][] {
  const centres = gaussianVectors(clusters, dimension, random);
  return Array.from({ length: count }, () => {
    const centre = centres[Math.floor(random() * clusters)]!;
    return centre.map((value) => value + 0.5 * gaussian(random));
  });
}

const pct = (value: number) => `${(100 * value).toFixed(1)}%`;

const bench: Bench = async () => {
  const figures: BenchFigure[] = [];
  const withGoldPassages = readFileSync(BUNDLED_QUESTIONS, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as BundledQuestion)
    .filter((question) => question.gold_passages.length > 0);
  const halves = (['test', 'tune'] as const).map((half) => ({ half, questions: withGoldPassages.filter((question) => question.split === half) }));
  const passages = chunkDocuments(await readDocumentsJsonl(BUNDLED_PASSAGES));

  const embedder = createUseLiteEmbedder();
  let dense!: Awaited<ReturnType<typeof buildDenseIndex>>;
  figures.push(
    await measure('build dense index (USE-lite embed + HNSW) of the bundled passages', 'passages', passages.length, async () => {
      dense = await buildDenseIndex(passages, embedder);
    }, { warmup: () => embedder.embed(['warm-up']) }),
  );
  let bm25!: ReturnType<typeof createBm25Retriever>;
  figures.push(await measure('build BM25 index of the bundled passages', 'passages', passages.length, () => (bm25 = createBm25Retriever(passages))));

  const quality: string[] = [];
  for (const { half, questions } of halves) {
    for (const [name, retriever] of [['dense USE-lite/HNSW', dense], ['BM25 k1=0.9 b=0.4', bm25]] as const) {
      let result!: Awaited<ReturnType<typeof recallAt>>;
      const figure = await measure(`${name}: retrieve top-20 for the ${half} half's questions with gold passages`, 'queries', questions.length, async () => {
        result = await recallAt(retriever, questions, [5, 20]);
      });
      figure.note = `recall@5 ${pct(result[5]!.recall)}, recall@20 ${pct(result[20]!.recall)} (hit@5 ${pct(result[5]!.hit)}, hit@20 ${pct(result[20]!.hit)}; ${questions.length} questions)`;
      figures.push(figure);
      quality.push(`  ${half} ${name.padEnd(20)} recall@5 ${pct(result[5]!.recall).padStart(6)}  recall@20 ${pct(result[20]!.recall).padStart(6)}  hit@5 ${pct(result[5]!.hit).padStart(6)}  hit@20 ${pct(result[20]!.hit).padStart(6)}`);
    }
  }

  // The offline extractive strategy on the same questions, over BM25's top 5.
  const extractive = strategyRegistry.get('extractive');
  for (const { half, questions } of halves) {
    let answerHits = 0;
    let citations = 0;
    let goldCitations = 0;
    const answered = await measure(`extractive strategy (BM25 top-5, USE-lite sentences) on the ${half} half's questions with gold passages`, 'questions', questions.length, async () => {
      for (const question of questions) {
        const passagesForQuestion = await bm25.retrieve(question.question, 5);
        const answer = await extractive.answer(question.question, { passages: passagesForQuestion }, { embedder });
        const text = normalizeAnswer(answer.text);
        if (question.answers.some((gold) => text.includes(normalizeAnswer(gold)))) answerHits += 1;
        for (const statement of answer.statements) {
          for (const citation of statement.citations) {
            if (citation.kind !== 'passage') continue;
            citations += 1;
            if (citation.id && question.gold_passages.includes(citation.id.split('#')[0]!)) goldCitations += 1;
          }
        }
      }
    });
    answered.note = `answer contains a gold answer ${pct(answerHits / questions.length)}; citations to a gold passage ${goldCitations}/${citations} (${pct(goldCitations / citations)})`;
    figures.push(answered);
    quality.push(`  ${half} extractive (offline)  gold answer in the answer ${pct(answerHits / questions.length)} (${questions.length} questions)  citations to a gold passage ${pct(goldCitations / citations)} (${goldCitations}/${citations})`);
  }

  // HNSW vs exact search on 50,000 synthetic vectors, unstructured and clustered.
  const count = 50_000;
  const dimension = 128;
  const random = seededRandom(20261122);
  const datasets = [
    { label: 'Gaussian', vectors: gaussianVectors(count, dimension, random), queries: gaussianVectors(200, dimension, random) },
  ];
  const clustered = clusteredVectors(count + 200, dimension, 1000, random);
  datasets.push({ label: 'clustered', vectors: clustered.slice(0, count), queries: clustered.slice(count) });
  const points = Array.from({ length: count }, (_, i) => ({ id: String(i), title: '', text: '' }));
  const synthetic = { name: 'synthetic', dimension, embed: async () => [] };
  for (const { label, vectors, queries } of datasets) {
    let graph!: ReturnType<typeof buildDenseIndexFromVectors>;
    figures.push(
      await measure(`${label}: build HNSW (M=${DEFAULT_HNSW.m}, efConstruction=${DEFAULT_HNSW.efConstruction}) over ${count.toLocaleString('en-US')} × ${dimension}-d`, 'vectors', count, () => {
        graph = buildDenseIndexFromVectors(points, vectors, synthetic);
      }),
    );
    let truth: Set<string>[] = [];
    figures.push(
      await measure(`${label}: exact top-10 search (brute force, cosine)`, 'queries', queries.length, () => {
        truth = queries.map((query) => new Set(exactTopK(vectors, query, 10).map((hit) => String(hit.index))));
      }),
    );
    for (const efSearch of [16, 64, 256]) {
      graph.manifest.hnsw.efSearch = efSearch;
      let found = 0;
      const start = performance.now();
      const results = queries.map((query) => graph.searchVector(query, 10));
      const seconds = (performance.now() - start) / 1000;
      results.forEach((hits, q) => (found += hits.filter((hit) => truth[q]!.has(hit.id)).length));
      const recall = found / (10 * queries.length);
      figures.push({ name: `${label}: HNSW top-10 search, efSearch=${efSearch}`, count: queries.length, unit: 'queries', seconds, note: `recall@10 vs exact ${pct(recall)}` });
      quality.push(`  HNSW ${label.padEnd(9)} efSearch=${String(efSearch).padEnd(4)} recall@10 vs exact (${count.toLocaleString('en-US')} × ${dimension}-d, 200 queries): ${pct(recall)}`);
    }
  }
  console.log(`\nretrieval quality\n${quality.join('\n')}`);
  return figures;
};

export default bench;
