import type { AlceItem } from '../../eval/metrics/alce/alce-item.js';
import { seededRandom } from './bench-harness.js';

const WORDS = (
  'player scored goals season league club record national team football history world cup match final ' +
  'album song released band singer chart number first single studio record label tour award year ' +
  'river city country capital population built century war king queen empire battle army treaty ' +
  'film directed starring actor role series episode network premiered character novel author published'
).split(' ');
const NAMES = ['Josef Bican', 'Ali Daei', 'Christine Sinclair', 'Simon Garfunkel', 'Ada Lovelace', 'Lord Byron', 'Marie Curie', 'Alan Turing'];

/** Deterministic synthetic text, so every bench run measures the same work. */
export function synthesizer(seed: number) {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const sentence = (words: number) => {
    const body = Array.from({ length: words }, (_, index) => (index === 2 ? pick(NAMES) : pick(WORDS))).join(' ');
    return `${body[0]!.toUpperCase()}${body.slice(1)} in ${int(1900, 2020)}`;
  };
  return { random, pick, int, sentence };
}

/** ASQA-shaped items: 3–4 cited sentences, five docs, three qa_pairs, two long answers. */
export function syntheticAsqaItems(count: number, seed = 1): AlceItem[] {
  const { pick, int, sentence } = synthesizer(seed);
  return Array.from({ length: count }, (_, index) => {
    const docs = Array.from({ length: 5 }, (_, doc) => ({ title: pick(NAMES), text: `${sentence(40)}. ${sentence(40)}.`, id: `${index}-${doc}` }));
    const sentences = Array.from({ length: int(3, 4) }, () => {
      const cites = Array.from({ length: int(1, 3) }, () => `[${int(1, 5)}]`).join('');
      return `${sentence(int(10, 18))} ${cites}.`;
    });
    return {
      id: String(index),
      question: `Who ${pick(WORDS)} the ${pick(WORDS)} ${pick(WORDS)}?`,
      output: sentences.join(' '),
      docs,
      qa_pairs: Array.from({ length: 3 }, () => ({ short_answers: [pick(NAMES), String(int(1900, 2020))] })),
      annotations: [{ long_answer: `${sentence(25)}. ${sentence(25)}.` }, { long_answer: `${sentence(30)}. ${sentence(20)}.` }],
    };
  });
}

/** QAMPARI-shaped items: a comma-separated answer list with one citation each, 5–15 gold answers. */
export function syntheticQampariItems(count: number, seed = 2): AlceItem[] {
  const { pick, int } = synthesizer(seed);
  const entity = () => `${pick(WORDS)} ${pick(WORDS)}`;
  return Array.from({ length: count }, (_, index) => {
    const answers = Array.from({ length: int(5, 15) }, () => [entity()]);
    const predicted = Array.from({ length: int(3, 10) }, () => `${pick([entity(), answers[0]![0]!])} [${int(1, 5)}]`);
    return { id: String(index), question: `Which ${pick(WORDS)}?`, output: `${predicted.join(', ')}.`, answers };
  });
}
