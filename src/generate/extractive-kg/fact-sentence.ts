import type { Statement } from '../../core/answer.js';
import type { EntityCard } from '../../core/knowledge.js';
import { englishList } from '../../text/english-list.js';

/** One triple to be said: the subject's card, a property label and one of its values. */
export interface SayableFact {
  card: EntityCard;
  property: string;
  value: string;
}

/** BioKaLMA writes `date_of_birth`; readers read "date of birth". */
export const prettyProperty = (property: string): string => property.replace(/_/g, ' ').trim();

/** A year before the common era as Wikidata writes it at year precision: `-0356-01-01`. */
const YEAR_BC = /^-0*(\d+)-01-01$/;

/**
 * A value as a reader writes it: Wikidata's "-0356-01-01" (a year of an era, month and day unknown) is "356 BC", as
 * the passages write it. The citation keeps the stored value.
 */
export function readableValue(value: string): string {
  const year = YEAR_BC.exec(value)?.[1];
  return year ? `${year} BC` : value;
}

const IRREGULAR_PLURALS: Record<string, string> = { child: 'children', person: 'people', man: 'men', woman: 'women' };

function pluralWord(word: string): string {
  const lower = word.toLowerCase();
  if (IRREGULAR_PLURALS[lower]) return IRREGULAR_PLURALS[lower]!;
  // Labels already plural ("notable works", "languages") keep their form.
  if (/s$/.test(lower)) return word;
  if (/[^aeiou]y$/.test(lower)) return `${word.slice(0, -1)}ies`;
  if (/(x|z|ch|sh)$/.test(lower)) return `${word}es`;
  return `${word}s`;
}

const PARTICIPLE = /^(?:\p{L}+ed|held|spoken|known|written|signed)$/u;

function headIndex(parts: readonly string[]): number {
  const of = parts.indexOf('of');
  let head = of > 0 ? of - 1 : parts.length - 1;
  while (head > 0 && PARTICIPLE.test(parts[head]!)) head -= 1;
  return head;
}

/** The label with its head noun in the singular, for one value: "languages spoken" → "language spoken". */
export function singularLabel(label: string): string {
  const parts = label.split(' ');
  const head = headIndex(parts);
  const word = parts[head]!;
  if (/[^aisu]s$/i.test(word) && word.length > 3) parts[head] = word.slice(0, -1);
  return parts.join(' ');
}

/**
 * The label with its head noun in the plural, for several values: "place of birth" → "places of birth",
 * "award received" → "awards received", "child" → "children".
 */
export function pluralLabel(label: string): string {
  const parts = label.split(' ');
  const head = headIndex(parts);
  parts[head] = pluralWord(parts[head]!);
  return parts.join(' ');
}

/**
 * Labels that read as a predicate of the subject rather than a thing it has: "X was a student of Y", "X received Y".
 * Each keeps the label's own words, so a lexical alignment judge still finds them in the cited triple.
 */
const PREDICATES: [RegExp, (label: string, values: readonly string[]) => string][] = [
  [/^(?:student|member|part|pupil|subclass) of\b/, (label, values) => `was a ${label} ${englishList(values)}`],
  [/^\p{L}+ by$/u, (label, values) => `was ${label} ${englishList(values)}`],
  [/^award received$/, (_, values) => `received ${englishList(values)}`],
  [/^position held$/, (_, values) => `held the ${values.length > 1 ? 'positions' : 'position'} of ${englishList(values)}`],
  [/^educated at$/, (label, values) => `was ${label} ${englishList(values)}`],
  [/^participated in$/, (label, values) => `${label} ${englishList(values)}`],
];

function predicateClause(label: string, values: readonly string[]): string | undefined {
  for (const [pattern, clause] of PREDICATES) if (pattern.test(label)) return clause(label, values);
  return undefined;
}

/**
 * The facts of one entity as statements, each citing exactly the triples it says: one sentence for what the entity
 * has ("X's place of birth is P; children are A and B"), one for what it did or was ("X was a student of Y and
 * received Z"). Properties keep their order of first appearance.
 */
export function factStatements(facts: readonly SayableFact[]): Statement[] {
  const card = facts[0]?.card;
  if (!card) return [];
  const byProperty = new Map<string, string[]>();
  for (const fact of facts) byProperty.set(fact.property, [...(byProperty.get(fact.property) ?? []), fact.value]);
  const owned: string[] = [];
  const predicates: string[] = [];
  const ownedFacts: SayableFact[] = [];
  const predicateFacts: SayableFact[] = [];
  for (const [property, stored] of byProperty) {
    const values = stored.map(readableValue);
    const label = prettyProperty(property);
    const said = facts.filter((fact) => fact.property === property);
    const predicate = predicateClause(label, values);
    if (predicate) {
      predicates.push(predicate);
      predicateFacts.push(...said);
    } else {
      owned.push(values.length > 1 ? `${pluralLabel(label)} are ${englishList(values)}` : `${singularLabel(label)} is ${values[0]}`);
      ownedFacts.push(...said);
    }
  }
  const cite = (said: SayableFact[]): Statement['citations'] =>
    said.map((fact) => ({ kind: 'triple', qid: card.qid, property: fact.property, value: fact.value }));
  const statements: Statement[] = [];
  if (owned.length > 0) statements.push({ text: `${card.name}'s ${owned.join('; ')}.`, citations: cite(ownedFacts) });
  if (predicates.length > 0) statements.push({ text: `${card.name} ${englishList(predicates)}.`, citations: cite(predicateFacts) });
  return statements;
}
