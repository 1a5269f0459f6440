import { oneHopLabels } from '../extractive-kg/relation-chain.js';
import { relationVerbsIn } from '../extractive-kg/verb-relations.js';
import { NAME_PARTICLES } from '../../text/name-particles.js';
import { taggedTokens } from '../../text/wink.js';
import { nameWords } from './sentence-subject.js';

/**
 * A biography names a relative once ("In 1784 she married Johann Berchtold"; "his father, Adam Liszt,") and then
 * by the relation only ("After her husband's death in 1801 …"). Read so, that later sentence says nothing of
 * Johann Berchtold by name, and a question about him ("When did Johann Berchtold die?") finds no sentence of his.
 */

/** The name that starts at token `from`: capitalised words and the particles inside them ("von Berchtold zu Sonnenburg"). */
function nameAt(values: readonly string[], from: number): string | undefined {
  let at = from;
  // "his wife, the actress Barbara Ruick": the description before the name says what she was, not who.
  if (/^the$/i.test(values[at] ?? '') && /^\p{Ll}+$/u.test(values[at + 1] ?? '')) at += 2;
  const words: string[] = [];
  while (at < values.length) {
    const value = values[at]!;
    if (/^\p{Lu}\p{Ll}/u.test(value)) words.push(value);
    else if (words.length > 0 && NAME_PARTICLES.has(value) && /^\p{Lu}/u.test(values[at + 1] ?? '')) words.push(value);
    else break;
    at += 1;
  }
  return words.length > 0 ? words.join(' ') : undefined;
}

/** Whether the sentence gives a name of two words or more ("Richard Wagner") that is not the subject's. */
function namesAnotherInFull(sentence: string, subject: string): boolean {
  const own = new Set(nameWords(subject));
  const { values, pos } = taggedTokens(sentence);
  let run: string[] = [];
  for (const [i, value] of [...values, ''].entries()) {
    if (pos[i] === 'PROPN' && /^\p{Lu}/u.test(value)) {
      run.push(value.toLowerCase());
      continue;
    }
    if (run.length > 1 && run.some((word) => !own.has(word))) return true;
    run = [];
  }
  return false;
}

/** The one-hop relation labels a singular relation noun stands for ("husband" → spouse); none for a plural. */
const labelsOfNoun = (word: string): string[] => (/[^s]s$/.test(word) ? [] : oneHopLabels(word.toLowerCase()));

/**
 * The relatives of a document's subject its sentences name, by relation label: "his father, Adam Liszt," or "her
 * husband Pierre" (a possessive, the relation noun, the name), and "married Johann Berchtold" where the sentence
 * speaks of the subject (no other person or relation before the verb). Only a relation that is the same from both
 * sides (a spouse) is read from a verb: whose teacher "taught" makes depends on who did it.
 */
export function relativesNamed(sentences: readonly string[], subject: string): Map<string, Set<string>> {
  const own = new Set(nameWords(subject));
  const found = new Map<string, Set<string>>();
  const add = (labels: readonly string[], name: string | undefined): void => {
    if (!name || nameWords(name).every((word) => own.has(word))) return;
    for (const label of labels) found.set(label, new Set([...(found.get(label) ?? []), name]));
  };
  for (const sentence of sentences) {
    const { values, normals, pos } = taggedTokens(sentence);
    const verbs = relationVerbsIn(sentence);
    for (const [i, normal] of normals.entries()) {
      if ((normal === 'his' || normal === 'her') && labelsOfNoun(normals[i + 1] ?? '').length > 0) {
        add(labelsOfNoun(normals[i + 1]!), nameAt(values, normals[i + 2] === ',' ? i + 3 : i + 2));
      }
      const relation = verbs.get(normal);
      if (!relation || relation.subject !== relation.object) continue;
      // The doer must be the subject: "Her daughter Irène married Frédéric Joliot" names the daughter's husband.
      const before = values.slice(0, i);
      const otherName = before.some((value, j) => j > 0 && /^\p{Lu}/u.test(value) && pos[j] === 'PROPN' && !own.has(value.toLowerCase()));
      const relative = normals.slice(0, i).some((word) => labelsOfNoun(word).length > 0);
      if (!otherName && !relative) add([relation.object], nameAt(values, i + 1));
    }
  }
  return found;
}

/**
 * The sentence with each relative it speaks of by relation only named after the relation noun: "After her
 * husband's death in 1801" → "After her husband Johann Berchtold's death in 1801", where the document names one
 * relative of that relation. A relation word already followed by a name, or a relative the sentence names
 * elsewhere, is left as it is.
 */
export function withRelativesNamed(sentence: string, relatives: ReadonlyMap<string, ReadonlySet<string>>, subject: string): string {
  // A full name in the sentence may be the relative under another name ("After Richard Wagner's death … her
  // husband's intentions", where the document named her first husband).
  if (relatives.size === 0 || namesAnotherInFull(sentence, subject)) return sentence;
  return sentence.replace(/\b([Hh]is|[Hh]er)(\s+)(\p{Ll}+)(?=(['’]s)?\b)(?!['’]s?\s+\p{Lu}|\s*,?\s+\p{Lu})/gu, (whole, _possessive: string, _space: string, noun: string) => {
    const labels = labelsOfNoun(noun);
    if (labels.length === 0) return whole;
    const names = new Set(labels.flatMap((label) => [...(relatives.get(label) ?? [])]));
    if (names.size !== 1) return whole;
    const [name] = [...names] as [string];
    const lower = sentence.toLowerCase();
    if (nameWords(name).some((word) => new RegExp(`\\b${word}\\b`, 'u').test(lower))) return whole;
    return `${whole} ${name}`;
  });
}
