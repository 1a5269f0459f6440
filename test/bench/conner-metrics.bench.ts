import { loadConfig } from '../../src/config/config.js';
import { splitSentences } from '../../src/text/punkt-sentence-splitter.js';
import { trainKneserNey } from '../../src/text/kneser-ney.js';
import { createNgramScorer } from '../../src/llm/ngram-scorer.js';
import { readConnerItems } from '../../eval/conner/conner-items.js';
import { connerSuite } from '../../eval/metrics/conner/conner-suite.js';
import { evaluateSuite } from '../../eval/metrics/evaluate-suite.js';
import { suiteDependencies } from '../../eval/metrics/suite-dependencies.js';
import { defaultNgramCorpus } from '../../src/pipeline/scorers.js';
import { sharedData } from '../support/shared-data.js';
import { measure, type Bench, type BenchFigure } from './bench-harness.js';

/**
 * CONNER offline: training and scoring speed of the ngram-kn LM, and the whole suite's throughput on the NQ gold
 * knowledge (lexical judge, ngram-kn, bm25-squashed, USE-lite), per metric group.
 */
const bench: Bench = async () => {
  const config = loadConfig();
  const figures: BenchFigure[] = [];
  const corpus = defaultNgramCorpus(config);
  const sentences = corpus.flatMap((text) => splitSentences(text));
  let model: ReturnType<typeof trainKneserNey> | undefined;
  figures.push(await measure('ngram-kn: train a 3-gram model', 'sentences', sentences.length, () => (model = trainKneserNey(sentences)), { note: 'bundled passages + CONNER NQ gold knowledge' }));
  const scorer = createNgramScorer(model!);
  const requests = sentences.slice(0, 2000).map((text) => ({ prefix: '', text }));
  const tokens = requests.reduce((sum, request) => sum + request.text.split(/\s+/).length, 0);
  figures.push(await measure('ngram-kn: score sentences', 'tokens', tokens, () => scorer.score(requests)));

  const all = await readConnerItems(sharedData('conner', 'nq', 'nq_test_random_testset.txt'), { knowledge: sharedData('conner', 'nq', 'nq_ref') });
  const items = all.slice(0, 100);
  const dependencies = await suiteDependencies(connerSuite, items, {}, { judge: 'lexical' }, config);
  figures.push(
    await measure('CONNER suite, all metrics, offline stand-ins', 'examples', items.length, () => evaluateSuite(connerSuite, items, dependencies, { pplClip: 100 }), {
      warmup: () => evaluateSuite(connerSuite, items.slice(0, 2), dependencies, {}),
      note: 'first 100 NQ gold-knowledge texts; USE-lite paragraph coherence dominates',
    }),
  );
  return figures;
};

export default bench;
