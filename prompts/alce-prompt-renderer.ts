import type { AlcePromptFile } from './alce-format-loader.js';

/** What a document needs to be shown: a CiteQA Passage or an ALCE doc (extra fields are ignored). */
export interface AlceDoc {
  title: string;
  text: string;
  summary?: string;
  extraction?: string;
}

/**
 * Renders prompts exactly as ALCE's `make_demo` / `make_doc_prompt` / `get_shorter_text` (utils.py) do, byte for
 * byte, because prompt wording and spacing change model outputs and the reproduction compares against them.
 */

export type ShorterKey = 'summary' | 'extraction';

/** A demo or a test item: the question, its documents and (for demos) the answer. */
export interface AlcePromptItem {
  question: string;
  answer?: string | string[];
  docs?: AlceDoc[];
}

/** Python's `str.replace(old, new)`: every occurrence, and no `$` patterns in the replacement. */
function replaceAll(text: string, search: string, replacement: string): string {
  return text.split(search).join(replacement);
}

/** `Document [{ID}](Title: {T}): {P}` with ALCE's substitution order (T, then P, then ID) and 1-based ids. */
export function renderDocPrompt(doc: AlceDoc, index0: number, docPrompt: string, useShorter?: ShorterKey): string {
  const text = useShorter ? (doc[useShorter] ?? doc.text) : doc.text;
  return replaceAll(replaceAll(replaceAll(docPrompt, '{T}', doc.title), '{P}', text), '{ID}', String(index0 + 1));
}

/**
 * The documents shown when summaries / extractions replace full texts: those whose shorter text says
 * "irrelevant" are skipped, at most `ndoc` are kept; a document without the shorter text stops the list, and
 * when nothing was kept yet, it is shown once with its full text (so a question never has zero documents).
 */
export function selectShorterDocs<D extends AlceDoc>(docs: D[], ndoc: number, key: ShorterKey): D[] {
  const kept: D[] = [];
  for (const doc of docs) {
    const shorter = doc[key];
    if (shorter === undefined) {
      if (kept.length === 0) kept.push({ ...doc, [key]: doc.text });
      break;
    }
    if (shorter.includes('irrelevant') || shorter.includes('Irrelevant')) continue;
    kept.push(doc);
    if (kept.length >= ndoc) break;
  }
  return kept;
}

/** The documents a test item shows: the first `ndoc` (all when undefined), or the shorter-text selection. */
export function shownDocs<D extends AlceDoc>(docs: D[], ndoc: number | undefined, useShorter?: ShorterKey): D[] {
  if (useShorter) return selectShorterDocs(docs, ndoc ?? Number.POSITIVE_INFINITY, useShorter);
  return ndoc === undefined ? docs : docs.slice(0, ndoc);
}

export interface MakeDemoOptions {
  ndoc?: number;
  useShorter?: ShorterKey;
  /** A test item ends at `Answer:`; a demo is followed by its answer. */
  test?: boolean;
}

/** ALCE `make_demo`. */
export function makeDemo(item: AlcePromptItem, file: Pick<AlcePromptFile, 'demo_prompt' | 'doc_prompt' | 'instruction'>, options: MakeDemoOptions = {}): string {
  let prompt = replaceAll(replaceAll(file.demo_prompt, '{INST}', file.instruction), '{Q}', item.question);
  if (prompt.includes('{D}')) {
    if (options.ndoc === 0) {
      prompt = replaceAll(prompt, '{D}\n', '');
    } else {
      const docs = shownDocs(item.docs ?? [], options.ndoc, options.useShorter);
      const text = docs.map((doc, index) => renderDocPrompt(doc, index, file.doc_prompt, options.useShorter)).join('');
      prompt = replaceAll(prompt, '{D}', text);
    }
  }
  // rstrip() removes the space after "Answer:", so demo answers follow the colon directly.
  const head = replaceAll(prompt, '{A}', '').trimEnd();
  if (options.test) return head;
  const answer = item.answer ?? '';
  return head + (Array.isArray(answer) ? `\n${answer.join('\n')}` : answer);
}

export interface RenderAlcePromptOptions {
  /** Indices into `file.demos`, in order (ALCE samples them with numpy; seed 42, 2 shots → [1, 3]). */
  demoIds: number[];
  ndoc?: number;
  /** Documents per demo when it differs from `ndoc` (ALCE `--ndoc_in_demo`; 0 = `--no_doc_in_demo`). */
  ndocInDemo?: number;
  useShorter?: ShorterKey;
}

/** The full prompt: each chosen demo followed by `demo_sep`, then the test item ending at `Answer:`. */
export function renderAlcePrompt(file: AlcePromptFile, item: AlcePromptItem, options: RenderAlcePromptOptions): string {
  let head = '';
  for (const id of options.demoIds) {
    const demo = file.demos[id];
    if (!demo) throw new RangeError(`prompt file has ${file.demos.length} demos; demo ${id} does not exist`);
    head += makeDemo(demo, file, { ndoc: options.ndocInDemo ?? options.ndoc, useShorter: options.useShorter }) + file.demo_sep;
  }
  return head + makeDemo(item, file, { ndoc: options.ndoc, useShorter: options.useShorter, test: true });
}
