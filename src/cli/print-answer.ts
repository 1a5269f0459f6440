import type { Citation } from '../core/answer.js';
import type { EntityCard } from '../core/knowledge.js';
import type { CheckedAnswer } from '../pipeline/answer-request.js';

/** An answer as the CLI shows it, with what its citations point to when known. */
export type PrintableAnswer = CheckedAnswer;

export interface PrintAnswerOptions {
  json?: boolean;
  /** The retrieved KG, to name the entities triple citations point to. */
  entities?: readonly EntityCard[];
  /** Anything else to include in the JSON output (the retrieval, the passages…). */
  extra?: Record<string, unknown>;
  stream?: NodeJS.WritableStream;
}

export interface ResolvedCitation {
  statement: number;
  kind: Citation['kind'];
  qid?: string;
  entity?: string;
  property?: string;
  value?: string;
  inKg?: boolean;
  problem?: string;
  index?: number;
  passageId?: string;
  title?: string;
}

const STRATEGY_NOTES: Record<string, string> = {
  'extractive-kg': 'extractive, no LLM: restates the retrieved KG triples',
  extractive: 'extractive, no LLM: quotes retrieved passages',
  kalma: 'LLM: KaLMA prompt with the retrieved KG triples',
  vanilla: 'LLM: ALCE VANILLA prompt with the retrieved passages',
  'kalma-alce': 'LLM: one prompt with the retrieved KG triples and passages',
};

/** What the strategy is, in words; a joined pair ("kalma + vanilla") gets each side's. */
function strategyNote(strategy: string): string | undefined {
  const notes = strategy.split(' + ').map((name) => STRATEGY_NOTES[name]);
  return notes.every((note) => note !== undefined) ? notes.join('; ') : undefined;
}

/** Every citation of the answer with what it resolves to (a triple of the KG, a passage, or [NA]). */
export function resolveCitations(answer: PrintableAnswer, entities: readonly EntityCard[] = []): ResolvedCitation[] {
  const names = new Map(entities.map((card) => [card.qid, card.name]));
  const checks = [...(answer.citationChecks ?? [])];
  const resolved: ResolvedCitation[] = [];
  answer.statements.forEach((statement, index) => {
    for (const citation of statement.citations) {
      if (citation.kind === 'triple') {
        // Checks are made in statement/citation order, so the next unused one with the same triple is this one.
        const at = checks.findIndex((check) => check.citation === citation || sameTriple(check.citation, citation));
        const check = at >= 0 ? checks.splice(at, 1)[0] : undefined;
        resolved.push({
          statement: index,
          kind: 'triple',
          qid: citation.qid,
          ...(names.has(citation.qid) ? { entity: names.get(citation.qid) } : {}),
          property: citation.property,
          value: citation.value,
          ...(check ? { inKg: check.inKg } : {}),
          ...(check?.problem ? { problem: check.problem } : {}),
        });
      } else if (citation.kind === 'passage') {
        resolved.push({ statement: index, kind: 'passage', index: citation.index, ...(citation.id ? { passageId: citation.id } : {}), ...(citation.title ? { title: citation.title } : {}) });
      } else resolved.push({ statement: index, kind: 'na' });
    }
  });
  return resolved;
}

function sameTriple(a: { qid: string; property: string; value: string }, b: { qid: string; property: string; value: string }): boolean {
  return a.qid === b.qid && a.property === b.property && a.value === b.value;
}

interface ResolutionNote {
  mention: { text: string };
  candidates: { qid: string; label: string }[];
  chosen?: string;
  tie: boolean;
  repair?: { readAs: string; distance: number; surname?: boolean };
}

/** What the reader should know about how the question's names were matched: repaired spellings and same-name ties. */
function entityMatchingNotes(extra: Record<string, unknown> | undefined): string[] {
  const resolutions = ((extra?.retrieval as { resolutions?: ResolutionNote[] } | undefined)?.resolutions ?? []);
  const notes: string[] = [];
  for (const resolution of resolutions) {
    const repair = resolution.repair;
    if (repair) {
      const why = repair.surname ? 'a surname alone' : repair.distance > 0 ? `${repair.distance} letter(s) apart` : 'accents or case differ';
      notes.push(`Read "${resolution.mention.text}" as "${repair.readAs}" (no entity has that exact name; ${why}).`);
    }
    if (resolution.tie) {
      const chosen = resolution.candidates.find((candidate) => candidate.qid === resolution.chosen);
      const others = resolution.candidates.filter((candidate) => candidate.qid !== resolution.chosen).map((candidate) => candidate.qid);
      notes.push(`Several entities are named "${resolution.mention.text}" and the question does not tell them apart: answered about ${chosen?.qid ?? '?'}; also ${others.join(', ')} (add a detail to the question to choose).`);
    }
  }
  return notes;
}

export function formatAnswer(answer: PrintableAnswer, options: PrintAnswerOptions = {}): string {
  const resolved = resolveCitations(answer, options.entities);
  if (options.json) return `${JSON.stringify({ ...answer, resolvedCitations: resolved, ...options.extra }, null, 2)}\n`;

  const lines = [answer.text.trim() === '' ? '(empty answer)' : answer.text.trim(), ''];
  const note = strategyNote(answer.strategy);
  lines.push(`Strategy: ${answer.strategy}${note ? ` (${note})` : ''}`);
  if (resolved.length > 0) lines.push('Citations:');
  answer.statements.forEach((statement, index) => {
    const own = resolved.filter((citation) => citation.statement === index);
    if (own.length === 0) return;
    lines.push(`  ${index + 1}. ${statement.text}`);
    for (const citation of own) {
      if (citation.kind === 'na') lines.push('     [NA] needs knowledge the sources do not provide');
      else if (citation.kind === 'passage') {
        lines.push(`     [${citation.index}] ${citation.title ?? ''}${citation.passageId ? ` (${citation.passageId})` : ' (no such passage)'}`);
      } else {
        const status = citation.inKg === undefined ? '' : citation.inKg ? '  ✓ in KG' : `  ✗ not in KG: ${citation.problem}`;
        lines.push(`     [${citation.qid}] ${citation.entity ?? citation.qid} — ${citation.property}: ${citation.value}${status}`);
      }
    }
  });
  const failed = resolved.filter((citation) => citation.inKg === false).length;
  if (failed > 0) lines.push(`${failed} citation(s) do not resolve to a triple of the retrieved KG.`);
  lines.push(...entityMatchingNotes(options.extra));
  return `${lines.join('\n')}\n`;
}

/** Writes the answer for a person (text, then each citation resolved) or as JSON. */
export function printAnswer(answer: PrintableAnswer, options: PrintAnswerOptions = {}): void {
  (options.stream ?? process.stdout).write(formatAnswer(answer, options));
}
