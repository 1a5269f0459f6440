import { wink } from '../../text/wink.js';
import { withoutAccents } from '../../text/without-accents.js';
import { NAME_PARTICLES } from '../../text/name-particles.js';

/**
 * Tokens a word of the asked deed may stand from the name: "Barbara Ruick, died in 1974", "Tassi was convicted and
 * sentenced"; "married Johann … zu Sonnenburg, a magistrate …, the village where her mother had been born" is
 * another's birth.
 */
const DEED_REACH = 6;

const fold = (word: string): string => withoutAccents(word).toLowerCase();

/**
 * Whether a sentence about someone else names the person doing one of the asked deeds (`deedKeys`, content keys:
 * normal forms, lemmas, stems): by the whole name; by the given name where the passage is about someone of the
 * person's surname ("his younger brother Sanjay died", in Rajiv Gandhi's passage); or by the surname alone, where the
 * sentence gives no one else that surname ("von Bülow" after "the conductor Hans von Bülow" is Hans, not Daniela) —
 * with a word of the deed within a few tokens of the name.
 */
export function namesDoerOfDeed(sentence: string, name: string, passageTitle: string, deedKeys: ReadonlySet<string>): boolean {
  if (deedKeys.size === 0) return false;
  const words = name.trim().split(/\s+/).map(fold);
  if (words.length < 2) return false;
  const given = words[0]!;
  const surname = words.at(-1)!;
  const nlp = wink();
  const tokens = nlp.readDoc(sentence).tokens();
  const values = tokens.out(nlp.its.value) as string[];
  const normals = tokens.out(nlp.its.normal) as string[];
  const lemmas = tokens.out(nlp.its.lemma as unknown as typeof nlp.its.normal) as string[];
  const stems = tokens.out(nlp.its.stem as unknown as typeof nlp.its.normal) as string[];
  const folded = values.map(fold);
  const stop = tokens.out(nlp.its.stopWordFlag) as unknown as boolean[];
  // A capitalised word that is no function word ("When Gandhi died" has no given name before the surname).
  const capitalised = values.map((value, i) => /^\p{Lu}/u.test(value) && !stop[i]);
  const deeds = normals.flatMap((normal, i) => ([normal, lemmas[i]!, stems[i]!].some((key) => deedKeys.has(key.toLowerCase())) ? [i] : []));
  if (deeds.length === 0) return false;
  // The capitalised word before a surname, past name particles: whose given name stands there.
  const givenBefore = (at: number): string | undefined => {
    let i = at - 1;
    while (i >= 0 && NAME_PARTICLES.has(folded[i]!)) i -= 1;
    return i >= 0 && capitalised[i] ? folded[i] : undefined;
  };
  const surnameAt = folded.flatMap((word, i) => (word === surname && capitalised[i] ? [i] : []));
  const othersOfSurname = surnameAt.some((i) => {
    const before = givenBefore(i);
    return before !== undefined && before !== given;
  });
  const mentions: number[] = [];
  for (const i of surnameAt) {
    const before = givenBefore(i);
    if (before === given || (before === undefined && !othersOfSurname)) mentions.push(i);
  }
  const titleWords = passageTitle.trim().split(/\s+/).map(fold);
  if (titleWords.at(-1) === surname) for (const [i, word] of folded.entries()) if (word === given && capitalised[i]) mentions.push(i);
  return mentions.some((at) => deeds.some((deed) => Math.abs(deed - at) <= DEED_REACH));
}
