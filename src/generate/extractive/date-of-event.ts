import { APPOSITION_OPENERS, appositions } from '../../text/appositions.js';
import { dateEntities } from '../../text/date-entities.js';
import { wink } from '../../text/wink.js';

/**
 * How many tokens may stand between a date and a word of the asked event: "married Alexis Ohanian in November 2017"
 * holds the two together; "worked as a governess …, experiences she drew on for Agnes Grey, published in 1847" dates
 * the novel, not the work. An apposition between them (", a co-founder of the website Reddit,") is not counted.
 */
const MAX_GAP = 6;

/** The tokens between two positions, an apposition's left out. */
function gap(normals: readonly string[], from: number, to: number): number {
  let count = 0;
  for (let i = from + 1; i < to; i += 1) {
    if (normals[i] === ',' && APPOSITION_OPENERS.has(normals[i + 1] ?? '')) {
      const close = normals.indexOf(',', i + 1);
      if (close > 0 && close < to) {
        i = close;
        continue;
      }
    }
    count += 1;
  }
  return count;
}
/** Tokens that may come before a date the sentence opens with: a preposition ("In 1756"). */
const OPENING = 1;

/**
 * Whether a sentence gives a date next to a word of the asked event (`eventKeys`, content keys: stems, lemmas or
 * normal forms), within one clause (no semicolon between): the date of another event in the same sentence does not
 * answer "In what year did X start working for the Inghams?". A date the question itself gives is no answer.
 */
export function datesEvent(sentence: string, eventKeys: ReadonlySet<string>, question = '', otherNames: readonly string[] = []): boolean {
  const nlp = wink();
  const doc = nlp.readDoc(sentence);
  const tokens = doc.tokens();
  const normals = tokens.out(nlp.its.normal) as string[];
  // The typings omit `stem` and `lemma` although the lite model ships both.
  const stems = tokens.out(nlp.its.stem as unknown as typeof nlp.its.normal) as string[];
  const lemmas = tokens.out(nlp.its.lemma as unknown as typeof nlp.its.normal) as string[];
  const events = normals.flatMap((normal, i) => ([normal, stems[i]!, lemmas[i]!].some((key) => eventKeys.has(key.toLowerCase())) ? [i] : []));
  if (events.length === 0) return false;
  const asked = question.toLowerCase();
  const described = appositions(normals);
  return dateEntities(doc).some(({ text, span: [start, end] }) => {
    if (asked !== '' && asked.includes(text.toLowerCase())) return false;
    // A date the sentence opens with ("In 1756, the year his son was born, he published …") dates its whole clause.
    const opening = start <= OPENING;
    const near = events.some((event) => {
      // A word of the event in an apposition describes someone ("married Alexis Ohanian, a co-founder of Reddit, in
      // 2017"): a date outside it is not the date of that word.
      const within = described.find(([open, close]) => event > open && event < close);
      if (within && !(start > within[0] && start < within[1])) return false;
      const [from, to] = event < start ? [event, start] : [end, event];
      if (normals.slice(from, to).includes(';')) return false;
      return opening || gap(normals, from, to) <= MAX_GAP;
    });
    if (!near || otherNames.length === 0) return near;
    // The clause of the date must name whom or what else the question names: "in 1980 he married Samantha Winslow"
    // is no date of marrying Barbara Ruick.
    const clauseStart = normals.lastIndexOf(';', start) + 1;
    const clauseEndAt = normals.indexOf(';', end);
    const clause = new Set(normals.slice(clauseStart, clauseEndAt < 0 ? normals.length : clauseEndAt));
    return otherNames.every((name) => (name.toLowerCase().match(/\p{L}{3,}/gu) ?? []).some((word) => clause.has(word)));
  });
}
