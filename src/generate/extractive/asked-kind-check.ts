import type { Passage } from '../../core/passage.js';
import type { Lexicon } from '../../text/lexicon/wordnet-lexicon.js';
import { askedKind } from '../answer-type/asked-kind.js';
import { textNamesKind, textSaysKind } from '../answer-type/text-says-kind.js';
import { sharesName } from './sentence-subject.js';

/** A candidate sentence and the passage (by index among those shown) it comes from. */
export interface PassageSentence {
  sentence: string;
  passage: number;
}

/** What the asked kind allows of a sentence. */
export interface KindCheck {
  /** Whether the sentence may answer: its passage says the kind, or it names another person the question names. */
  allows(candidate: PassageSentence): boolean;
  /** Whether the sentence says the kind in its own words ("known as Nannerl" for a nickname): it addresses the question. */
  names(candidate: PassageSentence): boolean;
  /** Whether a stretch of text says the kind in its own words. */
  namesIn(text: string): Promise<boolean>;
}

/**
 * WordNet's files of kinds a passage need not name (ideas, states, qualities). Tuning half: allowing them answered 2
 * more questions and lost no [NA]; adding noun.communication ("title", "language") answered 2 more but lost 4 [NA],
 * and noun.act, noun.relation, noun.feeling and noun.motive changed nothing.
 */
const UNNAMED_KIND_FILES = new Set(['noun.cognition', 'noun.state', 'noun.attribute']);

const NO_KIND: KindCheck = { allows: () => true, names: () => false, namesIn: async () => false };
const lettersOf = (text: string): string[] => text.toLowerCase().match(/\p{L}+/gu) ?? [];

/**
 * "In which hospital was X born?" is answered only from a passage that says a hospital (or a kind of one): "born in
 * Copenhagen" names no hospital. The passage, not the sentence: "He wrote several books. Glimpses of World History
 * …" names the book after saying what it is. A sentence naming another person the question names after its subject
 * ("Which work by X was attributed to Haydn?") is about what is asked even when WordNet does not file its noun under
 * the kind ("compositions" is no "work"); a place is only where it happened ("Which hospital treated X in
 * Winchester?" is not answered by "she moved to Winchester"). A kind that is an idea, state or quality ("aim",
 * "reputation") is exempt: text states those without the kind's word.
 */
export async function askedKindCheck(question: string, names: readonly string[], shown: readonly Passage[], candidates: readonly PassageSentence[], lexicon: Lexicon): Promise<KindCheck> {
  const kind = await askedKind(question, lexicon);
  if (!kind) return NO_KIND;
  // An idea, a state or a quality is seldom called by its kind's word: "the party adopted the goal of complete
  // independence" states an aim, "he became the most sought-after teacher" a reputation.
  const unnamedKind = UNNAMED_KIND_FILES.has((await lexicon.fileOf(kind)) ?? '');
  const passageSays = await Promise.all(shown.map((passage) => textSaysKind(passage.text, kind, lexicon)));
  const sentenceSays = new Set<string>();
  for (const c of candidates) if (passageSays[c.passage] && (await textNamesKind(c.sentence, kind, lexicon))) sentenceSays.add(c.sentence);
  // A person by the name's first WordNet sense: "London" is a city before it is Jack London.
  const anchors: string[] = [];
  for (const name of names.slice(1)) {
    const [first] = await lexicon.kindsOf(name.trim().split(/\s+/).pop() ?? '');
    if ((!first || first.has('person')) && !sharesName(name, names.slice(0, 1))) anchors.push(name);
  }
  const namesAnchor = (sentence: string): boolean => {
    const words = new Set(lettersOf(sentence));
    return anchors.some((name) => lettersOf(name).every((word) => words.has(word)));
  };
  return {
    allows: (c) => unnamedKind || passageSays[c.passage]! || namesAnchor(c.sentence),
    names: (c) => sentenceSays.has(c.sentence),
    namesIn: (text) => textNamesKind(text, kind, lexicon),
  };
}
