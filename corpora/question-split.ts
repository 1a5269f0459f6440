import { createHash } from 'node:crypto';

/** The half of the bundled questions a question belongs to: rules are tuned on `tune`, figures reported on `test`. */
export type QuestionSplit = 'tune' | 'test';

/**
 * The half every question about a person goes to, from the person's KG `label` alone: SHA-256 of the label's UTF-8
 * bytes, first hex digit 0–7 → tune, 8–f → test. A rule anyone can recompute without this code, so a helper
 * changing the answer rules can check which questions it may look at; same-name people share a label and so a half.
 */
export function splitOfPerson(label: string): QuestionSplit {
  const firstHexDigit = createHash('sha256').update(label, 'utf8').digest('hex')[0]!;
  return Number.parseInt(firstHexDigit, 16) < 8 ? 'tune' : 'test';
}
