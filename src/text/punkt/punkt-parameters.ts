import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { InputError } from '../../core/errors.js';
import { projectPath } from '../../core/project-root.js';

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

/** NLTK's English model files, byte-identical to nltk_data's punkt_tab/english (see english/README.md). */
export const ENGLISH_PUNKT_MODEL_DIR = projectPath('src/text/punkt/english/');

let english: PunktParameters | undefined;

/** NLTK's pre-trained English model (what `nltk.sent_tokenize` uses), loaded once. */
export function englishPunktParameters(): PunktParameters {
  english ??= loadPunktParameters(ENGLISH_PUNKT_MODEL_DIR);
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
    // Lines are kept verbatim: abbrev_types.txt has an entry ". . " whose trailing space matters.
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
