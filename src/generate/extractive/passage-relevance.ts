import escapeStringRegexp from 'escape-string-regexp';
import type { Passage } from '../../core/passage.js';
import { nameMentions } from '../../core/mention.js';
import { createEntityRecognizer } from '../../ner/entity-recognizer.js';
import { NAME_PARTICLES } from '../../text/name-particles.js';
import { wink } from '../../text/wink.js';

const recognizer = createEntityRecognizer();


const nameWords = (name: string): string[] => name.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 0);

function wordsOf(text: string): Set<string> {
  return new Set(nameWords(text));
}

/**
 * The names the question mentions (proper-noun sequences, winkNLP POS) and whether the passages speak of any of
 * them: a name counts as found when all its words occur in one passage, title included, so "Cassius Clay" is
 * found in "Cassius Marcellus Clay Jr." (a longer name by its first and last words). When the question names someone and no passage names any of them, the
 * passages are about other people ("What did Rosalind Franklin discover?" over a corpus without her).
 * `speaking[i]` says whether passage i has a word of a found name.
 */
export function namesInPassages(question: string, passages: readonly Passage[]): { names: string[]; found: string[]; speaking: boolean[] } {
  const names = nameMentions(recognizer.recognize(question)).map((mention) => mention.text);
  const passageWords = passages.map((passage) => wordsOf(`${passage.title} ${passage.text}`));
  const found = names.filter((name) => {
    const words = nameWords(name);
    // A name of three words or more is found by its first and last ("Edward … Lincoln" in Mary Todd Lincoln's
    // passage, which never gives her son's middle name Baker).
    const ends = words.length > 2 ? [words[0]!, words.at(-1)!] : words;
    return words.length > 0 && passageWords.some((inPassage) => ends.every((word) => inPassage.has(word)));
  });
  // A passage speaks of a found name when it has one of its words ("Cosima" for Cosima Wagner in her father's
  // life): the others are about someone else, whatever they share with the question.
  // Particles ("del" in Andrea del Verrocchio) are words of many names and of none in particular.
  // A given name counts only where it stands alone: "Johann" in "Johann Christian Bach" is someone else's.
  const speaking = passages.map((passage, i) => found.length === 0 || found.some((name) => speaksOfName(`${passage.title}. ${passage.text}`, passageWords[i]!, name)));
  return { names, found, speaking };
}

/** Whether a text has a name's last word, or another word of it not followed by a different name's next word. */
function speaksOfName(text: string, inText: ReadonlySet<string>, name: string): boolean {
  const words = nameWords(name).filter((word) => word.length >= 3 && !NAME_PARTICLES.has(word));
  const last = words.at(-1);
  if (last === undefined) return false;
  if (inText.has(last)) return true;
  // Without the i flag: under it \p{Lu} would match any letter.
  const either = (word: string): string => `[${escapeStringRegexp(word[0]!.toUpperCase())}${escapeStringRegexp(word[0]!)}]${escapeStringRegexp(word.slice(1))}`;
  return words.slice(0, -1).some((word) => new RegExp(`(?<![\\p{L}\\p{N}])${either(word)}(?![\\p{L}\\p{N}])(?!\\s+\\p{Lu})`, 'u').test(text));
}

/** Parts of speech that name what is asked about; verbs vary too much ("sang" / "song", "taught" / "apprenticed"). */
const THING_POS = new Set(['NOUN', 'PROPN', 'ADJ', 'NUM']);

/**
 * A text's content words as both Porter stems and winkNLP lemmas, so "won" meets "win" and "discovery" meets
 * "discovered". Stop words, punctuation and possessive clitics are left out.
 */
export function contentKeys(text: string, options: { thingsOnly?: boolean } = {}): Set<string> {
  const nlp = wink();
  const its = nlp.its;
  const tokens = nlp.readDoc(text).tokens();
  const types = tokens.out(its.type) as string[];
  const stop = tokens.out(its.stopWordFlag) as unknown as boolean[];
  const normals = tokens.out(its.normal) as string[];
  // The typings omit `stem` and `lemma` although the lite model ships both.
  const stems = tokens.out(its.stem as unknown as typeof its.normal) as string[];
  const lemmas = tokens.out(its.lemma as unknown as typeof its.normal) as string[];
  const pos = tokens.out(its.pos) as string[];
  const keys = new Set<string>();
  for (let i = 0; i < types.length; i += 1) {
    if ((types[i] !== 'word' && types[i] !== 'number') || stop[i] || normals[i]!.startsWith("'")) continue;
    if (options.thingsOnly && !THING_POS.has(pos[i]!)) continue;
    if (types[i] === 'number') keys.add(normals[i]!);
    else for (const key of [stems[i]!, lemmas[i]!, normals[i]!]) keys.add(key.toLowerCase());
  }
  return keys;
}

/**
 * What the question asks about beyond whom it is about: its content words minus the words of the passages' titles
 * (the people the passages are about). `things` are its nouns, adjectives and numbers. A sentence with none of
 * the asked words ("He was married four times" for "In which city did he win Olympic gold?") does not address
 * the question however similar it looks — but only a question that asks about a thing can be held to that: an
 * answer rarely repeats a lone verb ("Who sang …?" is answered by "a song by …").
 */
export function askedKeys(question: string, passages: readonly Passage[]): { things: Set<string>; all: Set<string> } {
  const subject = contentKeys(passages.map((passage) => passage.title).join(' . '));
  const unsaid = (keys: Set<string>): Set<string> => new Set([...keys].filter((key) => !subject.has(key)));
  return { things: unsaid(contentKeys(question, { thingsOnly: true })), all: unsaid(contentKeys(question)) };
}
