/**
 * The Porter stemmer as Lucene's PorterStemFilter applies it (EnglishAnalyzer, so Pyserini's BM25 indexes): Martin
 * Porter's own Release 3 implementation, which is not what NLTK's default mode computes (src/text/porter-stemmer.ts).
 * It has no irregular forms; -ies always becomes -i ("ties" → "ti"); y → i whenever the stem holds a vowel ("days"
 * → "dai"); step 2 maps -bli → -ble, -alli → -al and -logi → -log once each; *o needs three letters. Characters other
 * than a, e, i, o, u and y count as consonants, whatever script they are in, and words under three characters are
 * left alone. Input is expected lower-cased (the analyzer lower-cases before stemming).
 *
 * Written as a cursor over the word like the reference, because its conditions read the stem end `j` that the last
 * successful suffix match left behind; a rule table would need to restate that state in every condition.
 */
class Stemming {
  readonly b: string[];
  /** End of the word (inclusive) and end of the stem the last matched suffix left (inclusive). */
  k: number;
  j = 0;

  constructor(word: string) {
    // UTF-16 code units, as the reference's char[]: a surrogate half is a consonant and counts towards the length.
    this.b = word.split('');
    this.k = this.b.length - 1;
  }

  cons(i: number): boolean {
    const ch = this.b[i]!;
    if (ch === 'a' || ch === 'e' || ch === 'i' || ch === 'o' || ch === 'u') return false;
    if (ch === 'y') return i === 0 ? true : !this.cons(i - 1);
    return true;
  }

  /** m, the number of vowel–consonant sequences in b[0..j]. */
  m(): number {
    let n = 0;
    let i = 0;
    const j = this.j;
    while (i <= j && this.cons(i)) i++;
    if (i > j) return 0;
    i++;
    for (;;) {
      while (i <= j && !this.cons(i)) i++;
      if (i > j) return n;
      i++;
      n++;
      while (i <= j && this.cons(i)) i++;
      if (i > j) return n;
      i++;
    }
  }

  vowelInStem(): boolean {
    for (let i = 0; i <= this.j; i++) if (!this.cons(i)) return true;
    return false;
  }

  doubleConsonant(j: number): boolean {
    return j >= 1 && this.b[j] === this.b[j - 1] && this.cons(j);
  }

  cvc(i: number): boolean {
    if (i < 2 || !this.cons(i) || this.cons(i - 1) || !this.cons(i - 2)) return false;
    const ch = this.b[i];
    return ch !== 'w' && ch !== 'x' && ch !== 'y';
  }

  /** Whether b[0..k] ends with `suffix`; on a match j marks the end of what precedes it. */
  ends(suffix: string): boolean {
    const start = this.k - suffix.length + 1;
    if (start < 0) return false;
    for (let i = 0; i < suffix.length; i++) if (this.b[start + i] !== suffix[i]) return false;
    this.j = this.k - suffix.length;
    return true;
  }

  setTo(replacement: string): void {
    for (let i = 0; i < replacement.length; i++) this.b[this.j + 1 + i] = replacement[i]!;
    this.k = this.j + replacement.length;
  }

  replaceIfMeasured(replacement: string): void {
    if (this.m() > 0) this.setTo(replacement);
  }

  /** Plurals, -ed and -ing. */
  step1(): void {
    if (this.b[this.k] === 's') {
      if (this.ends('sses')) this.k -= 2;
      else if (this.ends('ies')) this.setTo('i');
      else if (this.b[this.k - 1] !== 's') this.k--;
    }
    if (this.ends('eed')) {
      if (this.m() > 0) this.k--;
    } else if ((this.ends('ed') || this.ends('ing')) && this.vowelInStem()) {
      this.k = this.j;
      if (this.ends('at')) this.setTo('ate');
      else if (this.ends('bl')) this.setTo('ble');
      else if (this.ends('iz')) this.setTo('ize');
      else if (this.doubleConsonant(this.k)) {
        const ch = this.b[this.k];
        if (ch !== 'l' && ch !== 's' && ch !== 'z') this.k--;
      } else if (this.m() === 1 && this.cvc(this.k)) this.setTo('e');
    }
  }

  /** Terminal y → i when the stem has another vowel. */
  step2(): void {
    if (this.ends('y') && this.vowelInStem()) this.b[this.k] = 'i';
  }

  /** The first of `rules` whose suffix matches is replaced when the stem before it has m > 0. */
  firstOf(rules: readonly (readonly [string, string])[]): void {
    for (const [suffix, replacement] of rules) {
      if (this.ends(suffix)) {
        this.replaceIfMeasured(replacement);
        return;
      }
    }
  }

  /** Double suffixes to single ones, chosen by the penultimate letter as in the reference. */
  step3(): void {
    if (this.k === 0) return;
    const rules = STEP3[this.b[this.k - 1]!];
    if (rules) this.firstOf(rules);
  }

  /** -ic-, -full, -ness, chosen by the last letter. */
  step4(): void {
    const rules = STEP4[this.b[this.k]!];
    if (rules) this.firstOf(rules);
  }

  /** -ant, -ence and the like, removed when the stem before them has m > 1. */
  step5(): void {
    if (this.k === 0) return;
    const suffixes = STEP5[this.b[this.k - 1]!];
    if (!suffixes) return;
    const matched = suffixes.some((suffix) => {
      if (suffix !== 'ion') return this.ends(suffix);
      return this.ends('ion') && this.j >= 0 && (this.b[this.j] === 's' || this.b[this.j] === 't');
    });
    if (matched && this.m() > 1) this.k = this.j;
  }

  /** A final -e when m > 1 (or m = 1 and not *o), and -ll → -l when m > 1. */
  step6(): void {
    this.j = this.k;
    if (this.b[this.k] === 'e') {
      const a = this.m();
      if (a > 1 || (a === 1 && !this.cvc(this.k - 1))) this.k--;
    }
    if (this.b[this.k] === 'l' && this.doubleConsonant(this.k) && this.m() > 1) this.k--;
  }
}

const STEP3: Record<string, readonly (readonly [string, string])[]> = {
  a: [['ational', 'ate'], ['tional', 'tion']],
  c: [['enci', 'ence'], ['anci', 'ance']],
  e: [['izer', 'ize']],
  l: [['bli', 'ble'], ['alli', 'al'], ['entli', 'ent'], ['eli', 'e'], ['ousli', 'ous']],
  o: [['ization', 'ize'], ['ation', 'ate'], ['ator', 'ate']],
  s: [['alism', 'al'], ['iveness', 'ive'], ['fulness', 'ful'], ['ousness', 'ous']],
  t: [['aliti', 'al'], ['iviti', 'ive'], ['biliti', 'ble']],
  g: [['logi', 'log']],
};

const STEP4: Record<string, readonly (readonly [string, string])[]> = {
  e: [['icate', 'ic'], ['ative', ''], ['alize', 'al']],
  i: [['iciti', 'ic']],
  l: [['ical', 'ic'], ['ful', '']],
  s: [['ness', '']],
};

// "ion" is listed before "ou" under 'o': it needs an s or t before it, else "ou" is tried (and cannot match).
const STEP5: Record<string, readonly string[]> = {
  a: ['al'],
  c: ['ance', 'ence'],
  e: ['er'],
  i: ['ic'],
  l: ['able', 'ible'],
  n: ['ant', 'ement', 'ment', 'ent'],
  o: ['ion', 'ou'],
  s: ['ism'],
  t: ['ate', 'iti'],
  u: ['ous'],
  v: ['ive'],
  z: ['ize'],
};

/** Lucene's PorterStemmer.stem on one (lower-cased) term. */
export function lucenePorterStem(word: string): string {
  const stemming = new Stemming(word);
  if (stemming.k > 1) {
    stemming.step1();
    stemming.step2();
    stemming.step3();
    stemming.step4();
    stemming.step5();
    stemming.step6();
  }
  return stemming.b.slice(0, stemming.k + 1).join('');
}
