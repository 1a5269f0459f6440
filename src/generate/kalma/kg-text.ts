import type { EntityCard } from '../../core/knowledge.js';

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
