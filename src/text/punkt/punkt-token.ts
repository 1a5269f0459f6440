import { PY_LETTER as LETTER } from '../python-char-classes.js';

const ELLIPSIS_RE = /^\.\.+$/u;
const NUMERIC_RE = /^-?[.,]?\p{Nd}[\p{Nd},.-]*\.?$/u;
const INITIAL_RE = new RegExp(`^${LETTER}\\.$`, 'u');
const ALPHA_RE = new RegExp(`^${LETTER}+$`, 'u');
const NON_PUNCT_RE = new RegExp(LETTER, 'u');
const UPPER_RE = /^\p{Uppercase}/u;
const LOWER_RE = /^\p{Lowercase}/u;

/** A word token with the annotations Punkt's two passes add (NLTK `PunktToken`). */
export class PunktToken {
  /** Lower-cased token with numbers collapsed to `##number##`. */
  readonly type: string;
  readonly periodFinal: boolean;
  sentbreak = false;
  abbr = false;
  ellipsis = false;

  constructor(readonly tok: string) {
    const lower = tok.toLowerCase();
    this.type = NUMERIC_RE.test(lower) ? '##number##' : lower;
    this.periodFinal = tok.endsWith('.');
  }

  get typeNoPeriod(): string {
    return this.type.length > 1 && this.type.endsWith('.') ? this.type.slice(0, -1) : this.type;
  }

  /** The type without its final period only when that period ends a sentence. */
  get typeNoSentPeriod(): string {
    return this.sentbreak ? this.typeNoPeriod : this.type;
  }

  get firstUpper(): boolean {
    return UPPER_RE.test(this.tok);
  }

  get firstLower(): boolean {
    return LOWER_RE.test(this.tok);
  }

  get isEllipsis(): boolean {
    return ELLIPSIS_RE.test(this.tok);
  }

  get isNumber(): boolean {
    return this.type.startsWith('##number##');
  }

  get isInitial(): boolean {
    return INITIAL_RE.test(this.tok);
  }

  get isAlpha(): boolean {
    return ALPHA_RE.test(this.tok);
  }

  get isNonPunct(): boolean {
    return NON_PUNCT_RE.test(this.type);
  }
}
