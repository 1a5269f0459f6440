import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RunBackend } from '../../../eval/experiments/run-executor.js';
import type { LoadedRunInputs } from '../../../eval/experiments/run-input.js';
import { runSweep } from '../../../eval/experiments/run-sweep.js';
import type { SweepSpec } from '../../../eval/experiments/sweep-spec.js';

const loaded: LoadedRunInputs = {
  format: 'questions',
  inputs: Array.from({ length: 6 }, (_, i) => ({ id: `q${i}`, question: `Question ${i}?` })),
  provenance: {},
};

function spec(settings: string[]): SweepSpec {
  return {
    sweep: 'queue-test',
    description: 'three settings sharing one queue',
    base: { data: '/data.jsonl', source: 'kg', strategy: 'fake', suite: 'kalma', judge: 'lexical', seeds: [1], limit: null, eligibility: null, strategyOptions: {} },
    settings: settings.map((name) => ({ setting: { name }, strategyOptions: { name } })),
    table: [],
    charts: [],
    notes: {},
  } as unknown as SweepSpec;
}

/** A backend whose answers take `delayMs` and whose scoring records when it ran, per setting. */
function recordingBackend(name: string, events: string[], state: { inFlight: number; most: number }, delayMs = 5): RunBackend {
  return {
    async answer(input) {
      state.inFlight += 1;
      state.most = Math.max(state.most, state.inFlight);
      events.push(`answer ${name}`);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      state.inFlight -= 1;
      return { answer: { question: input.question, text: `${name} answer`, statements: [], strategy: 'fake', trace: [] } };
    },
    async evaluate(records) {
      events.push(`score ${name}`);
      return { suite: 'fake', judge: null, n: records.length, metrics: { answered: records.length }, nulls: {}, excluded: {}, notes: {}, perItem: [] };
    },
  };
}

describe('runSweep: one work queue for every setting', () => {
  it('answers all settings from one bounded queue before any setting is scored, rows in the spec order', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'citeqa-sweep-queue-'));
    const events: string[] = [];
    const state = { inFlight: 0, most: 0 };
    const result = await runSweep({
      dir,
      spec: spec(['a', 'b', 'c']),
      modelFor: () => null,
      loadInputs: async () => loaded,
      // Setting a answers slowest, so it finishes last: rows must still come out a, b, c.
      backendFor: async (run) => recordingBackend(String(run.strategyOptions.name), events, state, run.strategyOptions.name === 'a' ? 20 : 2),
      concurrency: 4,
      stderr: { isTTY: false, write: () => true } as unknown as NodeJS.WriteStream,
    });
    expect(events.filter((event) => event.startsWith('answer'))).toHaveLength(18);
    const firstScore = events.findIndex((event) => event.startsWith('score'));
    expect(events.slice(firstScore).every((event) => event.startsWith('score'))).toBe(true);
    // Settings overlapped (more than one setting's answers were in flight together), but never past the queue's
    // bound: twice the concurrency, so the next item's request is ready when a call ends (the model layer holds
    // calls in flight to the concurrency itself).
    expect(state.most).toBe(8);
    expect(new Set(events.slice(0, 8).map((event) => event.split(' ')[1])).size).toBeGreaterThan(1);
    expect(result.rows.map((row) => row.setting.name)).toEqual(['a', 'b', 'c']);
    const written = JSON.parse(readFileSync(join(dir, 'sweep.json'), 'utf8')) as { rows: { setting: { name: string } }[] };
    expect(written.rows.map((row) => row.setting.name)).toEqual(['a', 'b', 'c']);
  });

  it('a failure in one setting stops the queue for all, and is reported once every setting has settled', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'citeqa-sweep-queue-fail-'));
    const events: string[] = [];
    const state = { inFlight: 0, most: 0 };
    const failing: RunBackend = {
      ...recordingBackend('b', events, state),
      async answer() {
        throw new Error('endpoint gone');
      },
    };
    await expect(
      runSweep({
        dir,
        spec: spec(['a', 'b']),
        modelFor: () => null,
        loadInputs: async () => loaded,
        // b's questions join the queue first, so its failure comes while a's are still queued.
        backendFor: async (run) => {
          if (run.strategyOptions.name === 'b') return failing;
          await new Promise((resolve) => setTimeout(resolve, 20));
          return recordingBackend('a', events, state, 10);
        },
        concurrency: 2,
        stderr: { isTTY: false, write: () => true } as unknown as NodeJS.WriteStream,
      }),
    ).rejects.toThrow('endpoint gone');
    // Setting a did not go on answering its queued questions after b's fatal error.
    expect(events.filter((event) => event === 'answer a').length).toBeLessThan(6);
  });
});
