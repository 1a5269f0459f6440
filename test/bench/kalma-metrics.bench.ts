import { createLexicalJudge } from '../../src/judges/lexical/lexical-judge.js';
import type { EntailmentPair } from '../../src/core/entailment-judge.js';
import { evaluateKalma } from '../../eval/metrics/kalma/evaluate-kalma.js';
import type { KalmaRunItem } from '../../eval/metrics/kalma/kalma-run-item.js';
import { measure, type Bench, type BenchFigure } from './bench-harness.js';
import { syntheticAsqaItems, synthesizer } from './synthetic-answers.js';

const ANSWERS = 10_000;
const PAIRS = 10_000;
const PROPERTIES = ['father', 'mother', 'occupation', 'place of birth', 'educated at', 'award received', 'spouse'];

/** KaLMA-shaped answers over a 3-entity BioKaLMA KG: 3–5 cited sentences (some citations wrong), sometimes [NA]. */
function syntheticKalmaItems(count: number): KalmaRunItem[] {
  const { pick, int, sentence } = synthesizer(3);
  return Array.from({ length: count }, (_, index) => {
    const kg = Array.from({ length: 3 }, (_, entity) => {
      const qid = `Q${900000 + index * 3 + entity}`;
      const card: Record<string, string> = { qid, name: `Person ${index}-${entity}` };
      for (const property of PROPERTIES) card[property] = `${property} value ${int(1, 4)}`;
      return card;
    });
    const sentences = Array.from({ length: int(3, 5) }, () => {
      const entity = pick(kg);
      const property = pick(PROPERTIES);
      const value = int(0, 4) === 0 ? 'a wrong value' : entity[property]!;
      return `${sentence(int(8, 14))} ${value} [${entity.qid}, ${property}: ${value}].`;
    });
    if (int(0, 3) === 0) sentences.push(`${sentence(8)} [NA].`);
    const first = kg[0]!;
    return {
      question: `Tell me about ${first.name}.`,
      kg,
      answer: sentences.join(' '),
      minimum_knowledge: [[first.qid!, 'father', first.father!], [first.qid!, 'occupation', first.occupation!]],
    };
  });
}

/** Lexical judge pairs per second, and KaLMA citation metrics (no judge: correctness, P/R/F1, counts). */
const bench: Bench = async () => {
  const figures: BenchFigure[] = [];
  const judge = createLexicalJudge();
  const asqa = syntheticAsqaItems(PAIRS / 2, 5);
  const pairs: EntailmentPair[] = asqa.flatMap((item) =>
    item.docs!.slice(0, 2).map((doc) => ({ premise: `Title: ${doc.title}\n${doc.text}`, hypothesis: item.output.split(' [')[0]! })),
  );
  figures.push(
    await measure('lexical judge (ALCE-sized premise of 1 passage, 1 sentence)', 'pairs', pairs.length, () => judge.judge(pairs), {
      warmup: () => judge.judge(pairs.slice(0, 50)),
      note: 'distinct pairs, one batch',
    }),
  );
  const items = syntheticKalmaItems(ANSWERS);
  figures.push(
    await measure('KaLMA citation metrics (correctness, P/R/F1 micro+macro, counts)', 'answers', ANSWERS, () => evaluateKalma(items), {
      warmup: () => evaluateKalma(items.slice(0, 20)),
      note: 'evaluateKalma without judge or model',
    }),
  );
  const withJudge = items.slice(0, 1000);
  figures.push(
    await measure('KaLMA citation metrics + alignment + [NA] with lexical judge', 'answers', withJudge.length, () => evaluateKalma(withJudge, { judge })),
  );
  return figures;
};

export default bench;
