import type { EntityCard } from '../../core/knowledge.js';
import { pythonRepr, type PythonValue } from './python-repr.js';

// KaLMA flattens Python's repr of the KG, which breaks on values holding quotes, commas or colons (METRICS.md
// §1.3.2). Plain values are written bare, exactly as KaLMA shows them; a value (or property) that could be
// misread is written as a JSON string, so the text always parses back to the same triples.
const NEEDS_QUOTES = /[,:{}[\]"\\\n\r\t]|^\s|\s$|^$/;

export function kalmaTextValue(value: string): string {
  return NEEDS_QUOTES.test(value) ? JSON.stringify(value) : value;
}

/** One entity as `{name: …, prop: value, …, qid: Q…}`; a multi-valued property repeats its key, one per triple. */
export function entityToKalmaText(card: EntityCard): string {
  const parts = [`name: ${kalmaTextValue(card.name)}`];
  for (const [property, values] of Object.entries(card.properties)) {
    for (const value of values) parts.push(`${kalmaTextValue(property)}: ${kalmaTextValue(value)}`);
  }
  parts.push(`qid: ${card.qid}`);
  return `{${parts.join(', ')}}`;
}

/** The retrieved KG as KaLMA's flat text: `[{name: …, prop: value, …, qid: Q…}, …]`. */
export function kgToKalmaText(cards: readonly EntityCard[]): string {
  return `[${cards.map(entityToKalmaText).join(', ')}]`;
}

/** An entity as the BioKaLMA dict it came from: its keys in their order, `name` and `qid` where they stood. */
export function entityAsBioKalmaDict(card: EntityCard): Record<string, string | string[]> {
  const entries: [string, string | string[]][] = Object.entries(card.properties).map(([property, values]) => [property, values.length === 1 ? values[0]! : values]);
  const at = card.sourceKeys ?? { nameAt: entries.length, qidAt: entries.length + 1 };
  const placed = [
    { key: 'name', value: card.name, index: at.nameAt },
    { key: 'qid', value: card.qid, index: at.qidAt },
  ].filter((entry) => entry.index >= 0).sort((a, b) => a.index - b.index);
  for (const { key, value, index } of placed) entries.splice(Math.min(index, entries.length), 0, [key, value]);
  return Object.fromEntries(entries);
}

/**
 * KaLMA's own KG text (generation/turbo_answer_questions.py): Python's str() of the entity dicts with four
 * replacements — `{'` → `{`, `': '` → `: `, `', '` → `, `, `'}` → `}` — quirks and all (a value holding a quote keeps
 * Python's quoting). Used only with KaLMA's reference prompt files, to reproduce its prompts exactly.
 */
export function kgToKalmaReferenceText(entities: readonly Record<string, string | string[]>[]): string {
  return pythonRepr(entities as PythonValue[]).replaceAll("{'", '{').replaceAll("': '", ': ').replaceAll("', '", ', ').replaceAll("'}", '}');
}
