import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import type { EntailmentJudge } from '../../src/core/entailment-judge.js';
import { goldClaims } from './inputs/alce-oracle.js';
import { claimOraclePositions } from './inputs/claim-oracle.js';
import type { RunInput } from './run-input.js';

/** One line of a run's oracle-passages.jsonl: the positions (in the item's docs) of its oracle passages, in order. */
interface CachedOracle {
  id: string;
  judge: string;
  positions: number[];
}

export interface PreparedInputs {
  inputs: RunInput[];
  /** Shown in the run's notes: how the ORACLE passages were chosen, and by which judge. */
  notes: Record<string, string>;
}

function readCache(file: string, judge: string): Map<string, number[]> {
  const cached = new Map<string, number[]>();
  if (!existsSync(file)) return cached;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    // A line cut short by an interrupted run is chosen again, not trusted.
    let entry: Partial<CachedOracle>;
    try {
      entry = JSON.parse(line) as Partial<CachedOracle>;
    } catch {
      continue;
    }
    if (typeof entry.id === 'string' && entry.judge === judge && Array.isArray(entry.positions)) cached.set(entry.id, entry.positions);
  }
  return cached;
}

/**
 * Gives every ELI5-style question (docs and claims, no oracle passages yet) its ORACLE passages, chosen by claim
 * recall with the run's judge. Judging every doc against every claim may be hundreds of model calls per question,
 * so each question is chosen once per run, not per seed, and kept in `cacheFile` as soon as it is chosen: a resumed
 * run reads it instead of judging again.
 */
export async function withClaimOracle(inputs: readonly RunInput[], judge: EntailmentJudge, cacheFile: string): Promise<PreparedInputs> {
  const needing = inputs.filter((input) => !input.setting?.goldPassages && input.passages?.length && goldClaims(input.gold));
  if (needing.length === 0) return { inputs: [...inputs], notes: {} };
  const cached = readCache(cacheFile, judge.name);
  const chosen = new Map<string, number[]>();
  for (const input of needing) {
    const passages = input.passages!;
    const stored = cached.get(input.id);
    if (stored && stored.every((position) => Number.isInteger(position) && position >= 0 && position < passages.length)) {
      chosen.set(input.id, stored);
      continue;
    }
    const positions = await claimOraclePositions(passages, goldClaims(input.gold)!, judge);
    appendFileSync(cacheFile, `${JSON.stringify({ id: input.id, judge: judge.name, positions } satisfies CachedOracle)}\n`);
    chosen.set(input.id, positions);
  }
  return {
    inputs: inputs.map((input) => {
      const positions = chosen.get(input.id);
      return positions ? { ...input, setting: { ...input.setting, goldPassages: positions.map((position) => input.passages![position]!) } } : input;
    }),
    notes: {
      'oracle passages': `${needing.length} questions' ORACLE passages were chosen by claim recall (ALCE §F.1, ELI5: each doc judged against each claim) with the ${judge.name} judge; ALCE used TRUE-11B, so with another judge this set is a stand-in for the paper's`,
    },
  };
}
