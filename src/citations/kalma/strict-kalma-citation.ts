import type { TripleCitation } from '../../core/answer.js';

/** Python `s.rsplit(", ", 1)`. */
function rsplitCommaSpace(text: string): [string] | [string, string] {
  const at = text.lastIndexOf(', ');
  return at < 0 ? [text] : [text.slice(0, at), text.slice(at + 2)];
}

/**
 * KaLMA's `extract_citations` on one bracketed text (auto_eval/eval_recall.py), step for step: qid = text between
 * "[" and the first ","; the text is cut at every ": "; each property is what follows the last ", " before a
 * ": ", each value what precedes the next property's ", " (the last value loses its "]"). Values may contain ", ",
 * but a property written "prop:value" (no space) or a value containing ": " derails it, exactly as in the reference.
 */
export function strictKalmaTriples(bracket: string): TripleCitation[] {
  const qid = bracket.split(',')[0]!.slice(1);
  const items = bracket.split(': ');
  const triples: TripleCitation[] = [];
  let property = '';
  items.forEach((item, i) => {
    if (i === 0) {
      property = rsplitCommaSpace(item)[1] ?? '';
    } else if (i === items.length - 1) {
      if (property !== '') triples.push({ kind: 'triple', qid, property, value: item.slice(0, -1) });
    } else {
      const [value, next] = rsplitCommaSpace(item);
      if (property !== '') triples.push({ kind: 'triple', qid, property, value });
      property = next ?? '';
    }
  });
  return triples;
}
