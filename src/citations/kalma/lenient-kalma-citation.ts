import type { TripleCitation } from '../../core/answer.js';
import { strictKalmaTriples } from './strict-kalma-citation.js';

/** What the lenient reading made of one bracketed text. */
export interface LenientKalmaReading {
  triples: TripleCitation[];
  na: boolean;
  /** One line per deviation from the reference reading, naming the bracket. */
  repairs: string[];
  /** True when nothing citation-like could be read. */
  unparsed: boolean;
}

/** BioKaLMA's only underscore keys; every other property label is written with spaces. */
const BIOKALMA_UNDERSCORE_KEYS = new Set(['date_of_birth', 'date_of_death']);

const NA_VARIANT_RE = /^(?:NA|N\/A|N\.A\.?)$/i;
const QID_RE = /^[Qq]\d+$/;
/** A part that opens a fact: `key:` with a key made of letters, spaces, underscores, apostrophes, hyphens, brackets. */
const FACT_START_RE = /^(\s*)(\p{L}[\p{L}\p{N} _'’()-]*?)(\s*):(\s*)([\s\S]*)$/u;

/**
 * The property label the KG uses for `key`, trying spaces ↔ underscores: against `knownProperties` when given,
 * else BioKaLMA's convention (`date_of_birth`, `date_of_death` with underscores, all others with spaces).
 */
export function canonicalPropertyKey(key: string, knownProperties?: ReadonlySet<string>): string {
  const underscored = key.replace(/ +/g, '_');
  const spaced = key.replace(/_+/g, ' ');
  if (knownProperties) {
    if (knownProperties.has(key)) return key;
    if (knownProperties.has(underscored)) return underscored;
    if (knownProperties.has(spaced)) return spaced;
    return key;
  }
  return BIOKALMA_UNDERSCORE_KEYS.has(underscored) ? underscored : spaced;
}

interface Fact {
  property: string;
  value: string;
}

/**
 * A forgiving reading of one bracketed KaLMA citation: accepts `prop:value`, stray whitespace, `q123`, keys with
 * spaces where the KG has underscores (and the reverse), `[ NA ]` / `[N/A]`; values keep any ", " and ":" they
 * contain. Every way the result departs from the reference reading is reported in `repairs`.
 */
export function readLenientKalmaCitation(bracket: string, knownProperties?: ReadonlySet<string>): LenientKalmaReading {
  const repairs: string[] = [];
  const inner = bracket.slice(1, -1);
  if (NA_VARIANT_RE.test(inner.trim())) {
    if (bracket !== '[NA]') repairs.push(`${bracket}: read as [NA]`);
    return { triples: [], na: true, repairs, unparsed: false };
  }
  const [qidPart, ...parts] = inner.split(',');
  const qid = qidPart!.trim();
  if (!QID_RE.test(qid)) return { triples: [], na: false, repairs, unparsed: true };
  const canonicalQid = qid.toUpperCase();
  if (qidPart !== canonicalQid) repairs.push(`${bracket}: entity id ${JSON.stringify(qidPart)} read as ${canonicalQid}`);

  const facts: Fact[] = [];
  for (const part of parts) {
    const start = FACT_START_RE.exec(part);
    if (start) {
      const [, before, key, beforeColon, afterColon] = start;
      if (afterColon === '') repairs.push(`${bracket}: "${key}:" has no space after the colon`);
      else if (before !== ' ' || beforeColon !== '' || afterColon !== ' ') {
        repairs.push(`${bracket}: irregular spacing around "${key}:"`);
      }
      facts.push({ property: key!, value: start[5]! });
    } else if (facts.length > 0) {
      facts[facts.length - 1]!.value += `,${part}`;
    }
    // A part before the first fact is the entity's name ([Q…, Name, prop: value]); it carries no fact.
  }

  const triples: TripleCitation[] = [];
  for (const fact of facts) {
    const value = fact.value.trim();
    if (value !== fact.value) repairs.push(`${bracket}: stray whitespace around value ${JSON.stringify(value)}`);
    if (value === '') {
      repairs.push(`${bracket}: "${fact.property}" has no value and was dropped`);
      continue;
    }
    const property = canonicalPropertyKey(fact.property, knownProperties);
    if (property !== fact.property) repairs.push(`${bracket}: property "${fact.property}" read as "${property}"`);
    triples.push({ kind: 'triple', qid: canonicalQid, property, value });
  }
  if (triples.length === 0) return { triples, na: false, repairs, unparsed: true };

  // Whatever else differs from the reference reading (e.g. a value containing ": ") is reported too.
  const strict = strictKalmaTriples(bracket);
  if (repairs.length === 0 && JSON.stringify(strict) !== JSON.stringify(triples)) {
    repairs.push(`${bracket}: read differently from the reference parser, which gives ${describe(strict)}`);
  }
  return { triples, na: false, repairs, unparsed: false };
}

function describe(triples: TripleCitation[]): string {
  if (triples.length === 0) return 'no triple';
  return triples.map((t) => `(${t.qid}, ${t.property}, ${t.value})`).join(' ');
}
