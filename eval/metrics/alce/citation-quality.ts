import { citationMarkers, removeCitations } from '../../../src/citations/alce-citations.js';
import { pyStrip } from '../../../src/text/python-char-classes.js';
import { splitSentences } from '../../../src/text/punkt-sentence-splitter.js';
import type { EntailmentJudge, EntailmentPair } from '../../../src/core/entailment-judge.js';
import type { AlceDoc } from './alce-item.js';
import { qampariPieces } from './qampari-scores.js';

/** ALCE `--at_most_citations` default: only the first three markers of a sentence are judged. */
export const AT_MOST_CITATIONS = 3;

/** ALCE `_format_document`: QA-extracted docs carry `sent`, which replaces the text. */
export function formatDoc(doc: AlceDoc): string {
  return `Title: ${doc.title}\n${doc.sent ?? doc.text}`;
}

/** Why a citation's precision verdict is what it is, for per-item detail. */
export type CitationVerdict = 'supports' | 'needed' | 'irrelevant' | 'unsupported-sentence' | 'single';

export interface StatementCitationDetail {
  /** The statement as judged (citations removed; QAMPARI: question + answer). */
  text: string;
  /** 0-based doc indices judged (first three markers); empty when none or out of range. */
  cited: number[];
  outOfRange: boolean;
  recall: 0 | 1;
  precision: CitationVerdict[];
}

export interface CitationQuality {
  /** entailed statements / statements (0–1). */
  recall: number;
  /** relevant citations / judged citations (0–1; 0 when nothing was judged, as in the reference). */
  precision: number;
  totalCitations: number;
  statements: StatementCitationDetail[];
}

export interface CitationItem {
  question: string;
  /** The raw first line, citations included. */
  output: string;
  docs: AlceDoc[];
}

/** Statements the way ALCE cuts them: Punkt sentences, or for QAMPARI comma pieces with the question prepended. */
export function citationStatements(item: CitationItem, qampari: boolean): string[] {
  if (qampari) return qampariPieces(item.output).map((piece) => `${item.question} ${pyStrip(piece)}`);
  return splitSentences(item.output);
}

/**
 * Resolves 1-based markers to doc indices with Python's list semantics: `[0]` becomes -1, the LAST doc, as in the
 * reference. Returns null when any marker (not only the first three) is out of range.
 */
function resolveMarkers(markers: number[], docCount: number): number[] | null {
  const indices: number[] = [];
  for (const marker of markers) {
    const index = marker - 1;
    if (index >= docCount) return null;
    const resolved = index < 0 ? docCount + index : index;
    if (resolved < 0) return null; // Python would raise IndexError; treat like out of range
    indices.push(resolved);
  }
  return indices;
}

/** Batches NLI questions and answers them with one judge call per round; identical pairs are asked once. */
class NliRound {
  private readonly pairs = new Map<string, EntailmentPair>();
  private answers = new Map<string, boolean>();
  unparsed = 0;

  get size(): number {
    return this.pairs.size;
  }

  ask(premise: string, hypothesis: string): string {
    const key = `${premise}\u0000${hypothesis}`;
    this.pairs.set(key, { premise, hypothesis });
    return key;
  }

  async run(judge: EntailmentJudge): Promise<void> {
    const keys = [...this.pairs.keys()];
    if (keys.length === 0) return;
    const verdicts = await judge.judge(keys.map((key) => this.pairs.get(key)!));
    if (verdicts.length !== keys.length) {
      throw new Error(`judge ${judge.name} returned ${verdicts.length} verdicts for ${keys.length} pairs`);
    }
    // As in the reference (`output == "1"`), anything but an entailment verdict counts as not entailed.
    this.answers = new Map(keys.map((key, index) => [key, verdicts[index]!.label === 'entail']));
    this.unparsed = verdicts.filter((verdict) => verdict.label === null).length;
  }

  entails(key: string): boolean {
    const answer = this.answers.get(key);
    if (answer === undefined) throw new Error('internal error: NLI question asked after its round ran');
    return answer;
  }
}

interface PendingStatement {
  target: string;
  refs: number[] | null;
  markers: number;
  jointKey?: string;
  aloneKeys?: string[];
  othersKeys?: (string | undefined)[];
}

export interface CitationQualityRun {
  perItem: (CitationQuality | null)[];
  /** Judge verdicts that could not be parsed (counted as not entailed). */
  unparsedVerdicts: number;
  /** Distinct (premise, hypothesis) pairs sent to the judge. */
  judgedPairs: number;
}

/**
 * ALCE `compute_autoais` (citation recall and precision) for many items, with the judge asked in three batched
 * rounds (joint support; each citation alone; the others without it) instead of one pair at a time. For a
 * deterministic judge this gives the same decisions as the reference's sequential loop, because every question of
 * a later round depends only on answers of earlier rounds. Items with no statements are null (the reference skips
 * them in both averages).
 */
export async function citationQuality(
  items: CitationItem[],
  judge: EntailmentJudge,
  options: { qampari?: boolean; atMostCitations?: number } = {},
): Promise<CitationQualityRun> {
  const atMost = options.atMostCitations ?? AT_MOST_CITATIONS;
  const qampari = options.qampari ?? false;
  const recallRound = new NliRound();
  const plan = items.map((item) => {
    const sentences = citationStatements(item, qampari);
    return sentences.map((sentence): PendingStatement => {
      const target = pyStrip(removeCitations(sentence));
      const markers = citationMarkers(sentence);
      const resolved = markers.length === 0 ? [] : resolveMarkers(markers, item.docs.length);
      const refs = resolved === null ? null : resolved.slice(0, atMost);
      const pending: PendingStatement = { target, refs, markers: markers.length };
      if (refs !== null && refs.length > 0) {
        pending.jointKey = recallRound.ask(refs.map((ref) => formatDoc(item.docs[ref]!)).join('\n'), target);
      }
      return pending;
    });
  });
  await recallRound.run(judge);

  const aloneRound = new NliRound();
  plan.forEach((statements, itemIndex) => {
    const docs = items[itemIndex]!.docs;
    for (const statement of statements) {
      if (statement.jointKey && statement.refs!.length > 1 && recallRound.entails(statement.jointKey)) {
        statement.aloneKeys = statement.refs!.map((ref) => aloneRound.ask(formatDoc(docs[ref]!), statement.target));
      }
    }
  });
  await aloneRound.run(judge);

  const othersRound = new NliRound();
  plan.forEach((statements, itemIndex) => {
    const docs = items[itemIndex]!.docs;
    for (const statement of statements) {
      if (!statement.aloneKeys) continue;
      statement.othersKeys = statement.refs!.map((ref, position) => {
        if (aloneRound.entails(statement.aloneKeys![position]!)) return undefined;
        const others = [...statement.refs!];
        others.splice(others.indexOf(ref), 1); // list.remove: the first occurrence only
        return othersRound.ask(others.map((other) => formatDoc(docs[other]!)).join('\n'), statement.target);
      });
    }
  });
  await othersRound.run(judge);

  const perItem = plan.map((statements): CitationQuality | null => {
    if (statements.length === 0) return null;
    let entailed = 0;
    let relevant = 0;
    let totalCitations = 0;
    const details = statements.map((statement): StatementCitationDetail => {
      const refs = statement.refs ?? [];
      totalCitations += refs.length;
      const joint = statement.jointKey ? recallRound.entails(statement.jointKey) : false;
      entailed += joint ? 1 : 0;
      let precision: CitationVerdict[];
      if (statement.aloneKeys) {
        precision = refs.map((_, position) => {
          if (aloneRound.entails(statement.aloneKeys![position]!)) return 'supports';
          return othersRound.entails(statement.othersKeys![position]!) ? 'irrelevant' : 'needed';
        });
        relevant += precision.filter((verdict) => verdict !== 'irrelevant').length;
      } else {
        // One citation: its precision is the sentence's support. Several but unsupported: all count as wrong.
        precision = refs.map(() => (refs.length === 1 && joint ? 'single' : 'unsupported-sentence'));
        relevant += joint && refs.length === 1 ? 1 : 0;
      }
      return { text: statement.target, cited: refs, outOfRange: statement.refs === null, recall: joint ? 1 : 0, precision };
    });
    return {
      recall: entailed / statements.length,
      precision: totalCitations > 0 ? relevant / totalCitations : 0,
      totalCitations,
      statements: details,
    };
  });
  const rounds = [recallRound, aloneRound, othersRound];
  return {
    perItem,
    unparsedVerdicts: rounds.reduce((sum, round) => sum + round.unparsed, 0),
    judgedPairs: rounds.reduce((sum, round) => sum + round.size, 0),
  };
}
