import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { InputError } from '../../core/errors.js';
import { ENGLISH_ABBREVIATIONS, ENGLISH_COLLOCATIONS, ENGLISH_SENTENCE_STARTERS } from './punkt-english-model.js';

/** Orthographic-context flags, bit for bit NLTK's `_ORTHO_*` constants (stored that way in ortho_context.tab). */
export const ORTHO_BEG_UC = 1 << 1;
export const ORTHO_MID_UC = 1 << 2;
export const ORTHO_UNK_UC = 1 << 3;
export const ORTHO_BEG_LC = 1 << 4;
export const ORTHO_MID_LC = 1 << 5;
export const ORTHO_UNK_LC = 1 << 6;
export const ORTHO_UC = ORTHO_BEG_UC + ORTHO_MID_UC + ORTHO_UNK_UC;
export const ORTHO_LC = ORTHO_BEG_LC + ORTHO_MID_LC + ORTHO_UNK_LC;

/** A trained Punkt model: what NLTK's `PunktParameters` holds. */
export interface PunktParameters {
  abbreviationTypes: ReadonlySet<string>;
  /** Keys are `type1 + '\t' + type2`. */
  collocations: ReadonlySet<string>;
  sentenceStarters: ReadonlySet<string>;
  /** Word type → OR of ORTHO_* flags; a missing type means 0, as in NLTK's defaultdict. */
  orthoContext: ReadonlyMap<string, number>;
}

export function collocationKey(type1: string, type2: string): string {
  return `${type1}\t${type2}`;
}

let english: PunktParameters | undefined;

/**
 * NLTK's English model without its orthographic-context table. Without that table the orthographic heuristic
 * answers "unknown" for capitalised words and "not a sentence start" for lower-case words after an abbreviation,
 * initial, ordinal or ellipsis; breaks after those tokens then rest on the sentence-starter list alone. On the ALCE
 * outputs with NLTK's splits (115 answers) this makes no difference; load the full table with
 * `loadPunktParameters(dir)` when exact NLTK behaviour on arbitrary text matters.
 */
export function englishPunktParameters(): PunktParameters {
  english ??= {
    abbreviationTypes: new Set(ENGLISH_ABBREVIATIONS),
    collocations: new Set(ENGLISH_COLLOCATIONS.map(([a, b]) => collocationKey(a, b))),
    sentenceStarters: new Set(ENGLISH_SENTENCE_STARTERS),
    orthoContext: new Map(),
  };
  return english;
}

/**
 * Reads a model in NLTK's `punkt_tab` layout (abbrev_types.txt, collocations.tab, sent_starters.txt,
 * ortho_context.tab), e.g. `<nltk_data>/tokenizers/punkt_tab/english`.
 */
export function loadPunktParameters(dir: string): PunktParameters {
  const read = (name: string): string[] => {
    const path = join(dir, name);
    if (!existsSync(path)) throw new InputError(path, 'missing Punkt model file (expected NLTK punkt_tab layout)');
    return readFileSync(path, 'utf8').split('\n').filter((line) => line !== '');
  };
  const pairs = (name: string): [string, string][] =>
    read(name).map((line) => {
      const tab = line.lastIndexOf('\t');
      if (tab < 0) throw new InputError(join(dir, name), `line without a tab: ${JSON.stringify(line)}`);
      return [line.slice(0, tab), line.slice(tab + 1)];
    });
  const orthoContext = new Map<string, number>();
  for (const [type, flags] of pairs('ortho_context.tab')) {
    const value = Number(flags);
    if (!Number.isInteger(value)) throw new InputError(join(dir, 'ortho_context.tab'), `bad flags for ${type}: ${flags}`);
    orthoContext.set(type, value);
  }
  return {
    abbreviationTypes: new Set(read('abbrev_types.txt')),
    collocations: new Set(pairs('collocations.tab').map(([a, b]) => collocationKey(a, b))),
    sentenceStarters: new Set(read('sent_starters.txt')),
    orthoContext,
  };
}
