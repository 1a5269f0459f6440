import { namePattern } from '../../text/name-pattern.js';
import { answerTypeTable } from '../answer-type/answer-type.js';
import { oneHopLabels } from './relation-chain.js';

/**
 * "In what town was X's mother born?", "When did the wife of X die?": the question names X, but what it asks is
 * asked of X's relative. Found in text alone, so the KG side (the relative's card) and the passage side (sentences
 * about the relative) read it alike.
 */
export interface RelativeFocus {
  /** The name the relation hangs on, as given (X). */
  name: string;
  /** The relation word as written ("mother", "sons"). */
  word: string;
  /** The one-hop properties the relation word stands for (`mother`; `child` for "son"). */
  labels: string[];
  /** The relative's own name when the question gives it ("X's wife Margrethe", "X's son Daniel"). */
  relativeName?: string;
  /** The content words asked of the relative: neither the relation word, the names, nor `filler`. */
  asked: string[];
  /** Where the phrase naming the relative stands in the text ("Albert Einstein's father Hermann", "the son of X"). */
  phrase: { start: number; end: number };
}

const WORD = /[\p{L}\p{N}]+(?:-[\p{L}]+)*/gu;
/** Capitalised words right after the relation word: the relative's name ("his son Daniel", "wife Margrethe Nørlund"). */
const FOLLOWING_NAME = /^\s+((?:\p{Lu}[\p{L}'’-]*)(?:\s+\p{Lu}[\p{L}'’-]*)*)/u;

/**
 * Words that ask for whom a relation leads to, not for something of them: "What was X's mother called?", "the full
 * name of X's mother" and "the maiden name of X's wife" ask the mother, the wife.
 */
const NAMING = new Set(['name', 'names', 'named', 'called', 'call', 'full', 'maiden']);
/** "X's husband was which physicist?": the relative is the subject of a question word, so it is the answer. */
const ASKED_AFTER = /^\s*(?:was|were|is|are)\s+(?:which|what|who)\b/iu;

/** A copula before the relation phrase ("… was a pupil of X", "… was X's pupil"): the phrase says what the answer is. */
const COPULA = String.raw`\b(?:was|were|is|are|became|become|becomes)\s+(?:(?:the|a|an|one)\s+)?(?:of\s+)?`;
/** "Which of X's children …": one of the relatives is asked for. */
const WHICH_OF = /\b(?:which|what|who)\s+of\s+$/iu;
/** "Which student of X …", "Which famous pupil of X …": the question word picks the relative. */
const WHICH_WORD = /\b(?:which|what|whose)\s+(?:[\p{L}-]+\s+)?$/iu;

let orderWords: Set<string> | undefined;
/** Lower-case words before a name, no preposition among them: what the name is described as ("the jazz drummer"). */
const DESCRIBING_WORDS = String.raw`(?:(?!(?:of|in|at|for|to|by|with|from)\s)\p{Ll}[\p{L}-]*\s+)`;
/** "the actress X's husband": the description between "the" and the name. */
const DESCRIPTION_BEFORE_NAME = new RegExp(String.raw`\b[Tt]he\s+(${DESCRIBING_WORDS}{1,3})$`, 'u');
/** "the son of (the jazz drummer) X": the relation word, and a description between "the" and the name. */
const RELATION_OF_NAME = new RegExp(String.raw`\b([\p{L}-]+)\s+[Oo]f\s+(?:(?:[Tt]he|THE)\s+(${DESCRIBING_WORDS}{0,3}))?$`, 'u');

/** "the first wife of X" picks one relative; the order word asks nothing of her. */
const orderWordSet = (): Set<string> => (orderWords ??= new Set(answerTypeTable().orderWords.words));

/**
 * The relative a piece of a question asks about, if it asks something of one: a name followed by a possessive and a
 * relation word ("X's mother"), or a relation word before "of" and the name ("the mother of X"), with other content
 * words left to ask (a question that asks only the relation, "Who was X's mother?", has no focus: the relation is
 * the answer). `isFiller` tells which words ask nothing ("what", "name").
 */
export function relativeFocus(text: string, names: readonly string[], isFiller: (word: string) => boolean): RelativeFocus | undefined {
  for (const name of [...names].filter((n) => n.trim() !== '').sort((a, b) => b.length - a.length)) {
    const found = namePattern(name).exec(text);
    if (!found) continue;
    const end = found.index + found[0].length;
    let word: string | undefined;
    let after = -1;
    // Words that only say which relative ("younger" in "X's younger son"), not what is asked of them.
    let picking: string[] = [];
    // What the name is described as ("the conductor X"): who X is, nothing asked of the relative.
    let description = '';
    // "X's son", "X's younger son": up to two lower-case words may stand before the relation word.
    let relationAfter = false;
    const possessive = /^['’]s?\s+((?:[\p{L}-]+\s*){1,3})/u.exec(text.slice(end));
    if (possessive) {
      const following = possessive[1]!.match(/[\p{L}-]+/gu) ?? [];
      const at = following.findIndex((candidate, i) => oneHopLabels(candidate).length > 0 && following.slice(0, i).every((w) => /^\p{Ll}/u.test(w)));
      if (at >= 0) {
        word = following[at]!;
        picking = following.slice(0, at);
        relationAfter = true;
        // "the actress X's husband": what X is described as.
        description = DESCRIPTION_BEFORE_NAME.exec(text.slice(0, found.index))?.[1] ?? '';
        const start = text.indexOf(word, end);
        after = start + word.length;
      }
    }
    if (!relationAfter) {
      const before = RELATION_OF_NAME.exec(text.slice(0, found.index));
      if (before && oneHopLabels(before[1]!).length > 0) {
        word = before[1]!;
        description = before[2] ?? '';
        after = before.index + before[1]!.length;
      }
    }
    if (!word) continue;
    // "Harper Simon, son of the singer-songwriter Paul Simon," describes Harper Simon: the son is no relative asked of.
    if (!relationAfter && /,\s*(?:the\s+)?$/iu.test(text.slice(0, after - word.length))) continue;
    // "Which famous artist was a pupil of X?", "Which student of X …", "Which of X's children …": the relative is
    // the answer, and the other words say which one, not what is asked of them.
    const lead = text.slice(0, relationAfter ? found.index : after - word.length);
    // A copula links the answer to the relation phrase only when the phrase ends its clause: in "In what town was
    // X's mother born" the "was" goes with "born".
    const nameAfter = relationAfter ? FOLLOWING_NAME.exec(text.slice(after)) : null;
    const rest = text.slice(relationAfter ? after + (nameAfter?.[0].length ?? 0) : end);
    const endsClause = /^\s*(?:[,;?!.]|$)/u.test(rest);
    const copula = new RegExp(`${COPULA}${relationAfter ? '' : String.raw`(?:[\p{L}-]+\s+)?`}$`, 'iu').test(lead);
    if ((copula && endsClause) || ASKED_AFTER.test(rest) || (relationAfter ? WHICH_OF.test(lead) : WHICH_WORD.test(lead))) return undefined;
    const relativeName = nameAfter?.[1];
    const skip = new Set(
      [name, word, relativeName ?? '', description, ...picking]
        .join(' ')
        .toLowerCase()
        .match(WORD) ?? [],
    );
    const asked = [...new Set((text.toLowerCase().match(WORD) ?? []).filter((w) => w.length > 1 && !skip.has(w) && !isFiller(w) && !NAMING.has(w) && !orderWordSet().has(w) && oneHopLabels(w).length === 0))];
    if (asked.length === 0) return undefined;
    const phrase = relationAfter
      ? { start: found.index, end: after + (nameAfter?.[0].length ?? 0) }
      : { start: after - word.length - (/\bthe\s+(?:[\p{L}-]+\s+)*$/iu.exec(text.slice(0, after - word.length))?.[0].length ?? 0), end };
    return { name, word, labels: oneHopLabels(word), ...(relativeName ? { relativeName } : {}), asked, phrase };
  }
  return undefined;
}
