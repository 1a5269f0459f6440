import { createHash } from 'node:crypto';

/** Which half of the bundled questions a question is in: rules are tuned on `tune`, figures reported on `test`. */
export type QuestionSplit = 'tune' | 'test';

export interface SplittableQuestion {
  question: string;
  split?: string;
  gold_triples?: [string, string, string][];
  gold_passages?: string[];
}

/** The split of a person: SHA-256 of the display name (the bundled KG's label), first hex digit 0–7 → tune, 8–f → test. */
export function splitOfPerson(name: string): QuestionSplit {
  const digit = Number.parseInt(createHash('sha256').update(name, 'utf8').digest('hex')[0]!, 16);
  return digit < 8 ? 'tune' : 'test';
}

/**
 * The split of a question: the file's `split` field when it has one; otherwise the split of the person it is
 * about — the subject of its first gold triple, else the title of its first gold passage, else the longest KG
 * label it names. Undefined when it names no person of the KG.
 */
export function splitOfQuestion(
  item: SplittableQuestion,
  labels: ReadonlyMap<string, string>,
  passageTitles: ReadonlyMap<string, string>,
): QuestionSplit | undefined {
  if (item.split === 'tune' || item.split === 'test') return item.split;
  const subject = item.gold_triples?.[0]?.[0];
  const person =
    (subject ? labels.get(subject) : undefined) ??
    (item.gold_passages?.[0] ? passageTitles.get(item.gold_passages[0]) : undefined) ??
    [...labels.values()].filter((label) => item.question.includes(label)).sort((a, b) => b.length - a.length)[0];
  return person ? splitOfPerson(person) : undefined;
}
