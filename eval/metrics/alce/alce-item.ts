import { pySplitWhitespace, pyStrip } from '../../../src/text/python-char-classes.js';

/** A passage as ALCE stores it in result files (`sent`/`summary`/`extraction` are the shortened views). */
export interface AlceDoc {
  title: string;
  text: string;
  sent?: string;
  summary?: string;
  extraction?: string;
  id?: string;
}

export interface AlceQaPair {
  question?: string;
  short_answers: string[];
}

/** One item of an ALCE result file (`{data: [item…]}`), with the dataset fields the metrics read. */
export interface AlceItem {
  id?: string;
  question: string;
  /** The model output, raw (citations included); only its first line is evaluated. */
  output: string;
  /** The passages the output cites by 1-based position; absent when the run kept none. */
  docs?: AlceDoc[];
  /** ASQA: disambiguated sub-questions with short answers. */
  qa_pairs?: AlceQaPair[];
  /** QAMPARI: one alias list per gold answer. */
  answers?: string[][];
  /** ELI5: sub-claims the answer should entail. */
  claims?: string[];
  /** ASQA: reference long answers (ROUGE uses the first two). */
  annotations?: { long_answer: string }[];
  /** ELI5 / generic: the reference answer (ROUGE and MAUVE when there are no annotations). */
  answer?: string;
}

export type AlceDataset = 'asqa' | 'qampari' | 'eli5';

/**
 * ALCE's eval.py keeps only the first line and drops the chat end token before any metric (the reference
 * evaluates what a reader of the first paragraph sees).
 */
export function firstLine(output: string): string {
  return (pyStrip(output).split('\n')[0] ?? '').replaceAll('<|im_end|>', '');
}

/** Python's `str.split()` with no argument: runs of whitespace, no empty pieces. */
export function whitespaceWords(text: string): string[] {
  return pySplitWhitespace(text);
}
