import type { Statement, TripleCitation } from '../../core/answer.js';
import type { EntityCard } from '../../core/knowledge.js';

export interface TripleCheck {
  citation: TripleCitation;
  /** The triple is in the retrieved KG exactly (KaLMA's correctness test: same qid, property, value). */
  inKg: boolean;
  /** Why not, in words, when it is not. */
  problem?: string;
}

/** Checks every triple citation of the statements against the retrieved KG. */
export function checkTripleCitations(statements: readonly Statement[], cards: readonly EntityCard[]): TripleCheck[] {
  const byQid = new Map(cards.map((card) => [card.qid, card]));
  const checks: TripleCheck[] = [];
  for (const statement of statements) {
    for (const citation of statement.citations) {
      if (citation.kind !== 'triple') continue;
      const card = byQid.get(citation.qid);
      if (!card) {
        checks.push({ citation, inKg: false, problem: `${citation.qid} is not a retrieved entity` });
        continue;
      }
      const values = citation.property === 'name' ? [card.name] : card.properties[citation.property];
      if (!values) checks.push({ citation, inKg: false, problem: `${card.name} has no property "${citation.property}"` });
      else if (!values.includes(citation.value)) {
        checks.push({ citation, inKg: false, problem: `"${citation.value}" is not a value of ${card.name}'s ${citation.property}` });
      } else checks.push({ citation, inKg: true });
    }
  }
  return checks;
}
