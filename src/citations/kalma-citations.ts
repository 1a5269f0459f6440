import type { Citation, Statement, TripleCitation } from '../core/answer.js';
import { InputError } from '../core/errors.js';
import { splitKalmaSentences } from '../text/kalma-sentence-splitter.js';
import { pyStrip } from '../text/python-char-classes.js';
import { readLenientKalmaCitation } from './kalma/lenient-kalma-citation.js';
import { strictKalmaTriples } from './kalma/strict-kalma-citation.js';

export { canonicalPropertyKey } from './kalma/lenient-kalma-citation.js';

/** KaLMA's `re.findall('\[.*?\]', answer)`: every bracketed run on one line is a citation attempt. */
const BRACKET_RE = /\[[^\n]*?\]/g;

export interface KalmaParseOptions {
  /**
   * `strict`: KaLMA's `extract_citations` exactly (what its metrics count). `lenient`: also reads `prop:value`,
   * stray whitespace, `[ NA ]` / `[N/A]`, and keys with spaces where the KG has underscores, reporting each repair.
   */
  mode: 'strict' | 'lenient';
  /** Property labels of the KG, to choose between "date of birth" and "date_of_birth" (lenient mode). */
  knownProperties?: Iterable<string>;
}

export interface KalmaExtraction {
  /** Cited triples in order of appearance, duplicates kept (KaLMA counts each). */
  triples: TripleCitation[];
  naCount: number;
  /** One line per repair the lenient reading made; always empty in strict mode. */
  repairs: string[];
  /** Bracketed texts that yielded neither a triple nor [NA]. */
  unparsed: string[];
}

interface BracketReading {
  citations: Citation[];
  repairs: string[];
  unparsed: boolean;
}

function readBracket(bracket: string, mode: KalmaParseOptions['mode'], known?: ReadonlySet<string>): BracketReading {
  if (mode === 'strict') {
    if (bracket === '[NA]') return { citations: [{ kind: 'na' }], repairs: [], unparsed: false };
    const triples = strictKalmaTriples(bracket);
    return { citations: triples, repairs: [], unparsed: triples.length === 0 };
  }
  const reading = readLenientKalmaCitation(bracket, known);
  return { citations: reading.na ? [{ kind: 'na' }] : reading.triples, repairs: reading.repairs, unparsed: reading.unparsed };
}

function readAll(text: string, options: KalmaParseOptions): { citations: Citation[]; repairs: string[]; unparsed: string[] } {
  if (options.mode !== 'strict' && options.mode !== 'lenient') {
    throw new InputError('mode', `must be "strict" or "lenient", got ${JSON.stringify(options.mode)}`);
  }
  const known = options.knownProperties ? new Set(options.knownProperties) : undefined;
  const citations: Citation[] = [];
  const repairs: string[] = [];
  const unparsed: string[] = [];
  for (const [bracket] of text.matchAll(BRACKET_RE)) {
    const reading = readBracket(bracket, options.mode, known);
    citations.push(...reading.citations);
    repairs.push(...reading.repairs);
    if (reading.unparsed) unparsed.push(bracket);
  }
  return { citations, repairs, unparsed };
}

/** The KG citations and `[NA]` markers of a KaLMA answer (KaLMA `extract_citations` in strict mode). */
export function extractKalmaCitations(text: string, options: KalmaParseOptions): KalmaExtraction {
  const { citations, repairs, unparsed } = readAll(text, options);
  return {
    triples: citations.filter((c): c is TripleCitation => c.kind === 'triple'),
    naCount: citations.filter((c) => c.kind === 'na').length,
    repairs,
    unparsed,
  };
}

/** A KaLMA sentence with its citations. */
export interface KalmaStatement extends Statement {
  /** The sentence as KaLMA's regex split it, citations included. */
  sentence: string;
  repairs: string[];
  unparsed: string[];
}

/**
 * KaLMA sentences (its regex split, `[NA].` quirk included) with their citations in order; `[NA]` becomes
 * `{kind: 'na'}`; the statement text is the sentence with every bracket removed (`removeKalmaCitations`).
 */
export function parseKalmaAnswer(text: string, options: KalmaParseOptions): KalmaStatement[] {
  if (pyStrip(text) === '') return [];
  return splitKalmaSentences(text).map((sentence) => ({
    text: pyStrip(removeKalmaCitations(sentence)),
    sentence,
    ...readAll(sentence, options),
  }));
}

/**
 * KaLMA's citation-free text (eval_relevance.py, GPT_EVAL.py):
 * `re.sub(r"[\[].*?[\]]", "", s).replace("  ", " ").replace(" .", ".")` — one pass each, so two adjacent
 * citations can leave a double space.
 */
export function removeKalmaCitations(text: string): string {
  return text.replace(BRACKET_RE, '').replaceAll('  ', ' ').replaceAll(' .', '.');
}

/** `[Q212657, place of birth: Rome, father: Orazio Gentileschi]`. */
export function formatKalmaCitation(qid: string, facts: readonly { property: string; value: string }[]): string {
  if (facts.length === 0) throw new InputError(`citation of ${qid}`, 'needs at least one property: value fact');
  return `[${qid}, ${facts.map((fact) => `${fact.property}: ${fact.value}`).join(', ')}]`;
}

const SENTENCE_END_RE = /[.?!]$/u;

/**
 * Writes statements with KaLMA citations before each statement's final punctuation, consecutive triples of one
 * entity sharing a bracket. KaLMA's own split cannot end a sentence after "[NA]." (see splitKalmaSentences), so a
 * statement whose last citation is [NA] merges with the next one when the text is parsed back.
 */
export function formatKalmaAnswer(statements: readonly Statement[]): string {
  return statements
    .map((statement, i) => {
      const brackets: string[] = [];
      let group: TripleCitation[] = [];
      const flush = () => {
        if (group.length > 0) brackets.push(formatKalmaCitation(group[0]!.qid, group));
        group = [];
      };
      for (const citation of statement.citations) {
        if (citation.kind === 'passage') {
          throw new InputError(`statement ${i + 1}`, 'KaLMA answers cite KG triples or [NA], got a passage citation');
        }
        if (citation.kind === 'na') {
          flush();
          brackets.push('[NA]');
        } else {
          if (group.length > 0 && group[0]!.qid !== citation.qid) flush();
          group.push(citation);
        }
      }
      flush();
      const text = statement.text.trim();
      if (brackets.length === 0) return text;
      const end = SENTENCE_END_RE.exec(text)?.[0] ?? '';
      return `${text.slice(0, text.length - end.length)} ${brackets.join(' ')}${end}`;
    })
    .filter((text) => text !== '')
    .join(' ');
}
