import { evaluateAlce } from '../../eval/metrics/alce/evaluate-alce.js';
import { citationQuality } from '../../eval/metrics/alce/citation-quality.js';
import { mauveFromFeatures } from '../../eval/metrics/mauve/mauve-score.js';
import { alceRougeLsum, rougeReferences } from '../../eval/metrics/alce/alce-rouge.js';
import { stringExactMatch } from '../../eval/metrics/alce/string-exact-match.js';
import { removeCitations } from '../../src/citations/alce-citations.js';
import { createLexicalJudge } from '../../src/judges/lexical/lexical-judge.js';
import { measure, seededRandom, type Bench, type BenchFigure } from './bench-harness.js';
import { syntheticAsqaItems, syntheticQampariItems } from './synthetic-answers.js';

const ANSWERS = 10_000;

/** ALCE metrics over synthetic answers: the non-judge ones on 10,000, citation quality with the lexical judge. */
const bench: Bench = async () => {
  const asqa = syntheticAsqaItems(ANSWERS);
  const qampari = syntheticQampariItems(ANSWERS);
  const warm = syntheticAsqaItems(20, 99);
  const figures: BenchFigure[] = [];

  figures.push(
    await measure('ALCE ASQA non-judge metrics (length, STR-EM/HIT, ROUGE-Lsum)', 'answers', ANSWERS, () => evaluateAlce(asqa, { dataset: 'asqa' }), {
      warmup: () => evaluateAlce(warm, { dataset: 'asqa' }),
      note: 'evaluateAlce without judge or embedder',
    }),
  );
  figures.push(
    await measure('ALCE QAMPARI metrics (prec, rec, rec-5, F1, F1-5)', 'answers', ANSWERS, () => evaluateAlce(qampari, { dataset: 'qampari' })),
  );
  const plain = asqa.map((item) => removeCitations(item.output));
  figures.push(
    await measure('STR-EM/HIT alone', 'answers', ANSWERS, () => asqa.forEach((item, index) => stringExactMatch(plain[index]!, item.qa_pairs!))),
  );
  figures.push(
    await measure('ROUGE-Lsum alone (Punkt split + stem + LCS, two references)', 'answers', ANSWERS, () =>
      asqa.forEach((item, index) => alceRougeLsum(plain[index]!, rougeReferences(item)!)),
    ),
  );

  const judge = createLexicalJudge();
  const citationItems = asqa.map((item) => ({ question: item.question, output: item.output, docs: item.docs! }));
  figures.push(
    await measure('ALCE citation recall + precision, lexical judge', 'answers', ANSWERS, () => citationQuality(citationItems, judge), {
      warmup: () => citationQuality(citationItems.slice(0, 20), judge),
      note: 'three batched judge rounds',
    }),
  );

  // ALCE's human-eval size (100 questions: 100 human vs 100 model texts) and a full ASQA dev-sized run (948 each).
  const random = seededRandom(7);
  const features = (n: number) => Array.from({ length: n }, () => Array.from({ length: 512 }, () => random() - 0.5));
  for (const size of [100, 948]) {
    const human = features(size);
    const model = features(size);
    figures.push(
      await measure(`MAUVE from 512-d features (${size} vs ${size})`, 'texts', 2 * size, () => mauveFromFeatures(human, model), {
        note: 'PCA, k-means ×5; embedding time excluded',
      }),
    );
  }
  return figures;
};

export default bench;
