import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Answer } from '../../../src/core/answer.js';
import type { RunBackend } from '../../../eval/experiments/run-executor.js';
import type { LoadedRunInputs, RunInput } from '../../../eval/experiments/run-input.js';
import type { AnswerRecord } from '../../../eval/experiments/run-record.js';
import { runSweepWithReports } from '../../../src/cli/sweep-with-reports.js';
import { SWEEP_PRESETS } from '../../../eval/experiments/sweep-presets.js';
import type { SweepResult } from '../../../eval/experiments/sweep-spec.js';
import { questionValueTriples } from '../../../eval/experiments/minimum-knowledge-stand-in.js';

/** Twelve questions, each about its own person, whose KG holds the occupation the question names. */
const inputs: RunInput[] = Array.from({ length: 12 }, (_, i) => {
  const entities = [{ qid: `Q${i + 1}`, name: `Person ${i}`, properties: { occupation: [`job${i}`], award: [`prize${i}`] } }];
  const question = `What did Person ${i} achieve as a job${i}?`;
  return { id: `q${i}`, question, entities, minimumKnowledge: questionValueTriples(question, entities) };
});
const loaded: LoadedRunInputs = { format: 'biokalma', inputs, provenance: { dataset: 'synthetic' } };

/** Cites every occupation in the KG it was given; recall is then exactly the share of unswapped KGs. */
const backend: RunBackend = {
  async answer(input): Promise<{ answer: Answer }> {
    const citations = (input.entities ?? []).flatMap((card) =>
      (card.properties.occupation ?? []).map((value) => ({ kind: 'triple' as const, qid: card.qid, property: 'occupation', value })),
    );
    return { answer: { question: input.question, text: `cites ${citations.length}`, statements: [{ text: 'x', citations }], strategy: 'fake', trace: [] } };
  },
  async evaluate(records: AnswerRecord[]) {
    let hits = 0;
    let gold = 0;
    for (const record of records) {
      const cited = new Set(record.statements.flatMap((s) => s.citations).map((c) => JSON.stringify(c.kind === 'triple' ? [c.qid, c.property, c.value] : [])));
      for (const triple of record.minimum_knowledge ?? []) {
        gold += 1;
        if (cited.has(JSON.stringify(triple))) hits += 1;
      }
    }
    return { suite: 'fake', judge: null, n: records.length, metrics: { recall_micro: (100 * hits) / gold }, nulls: {}, excluded: {}, notes: {}, perItem: [] };
  },
};

describe('sweeps', () => {
  it('runs retrieval-accuracy settings, aggregates seeds and writes sweep.json, tables and an SVG chart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'citeqa-sweep-'));
    const spec = SWEEP_PRESETS['retrieval-accuracy']!.build({ data: '/synthetic.json', seeds: [1, 2] });
    // The CLI writes the reports (src/cli/sweep-with-reports.ts); this is what `citeqa sweep` runs.
    const result = await runSweepWithReports({ dir, spec, modelFor: () => null, loadInputs: async () => loaded, backendFor: async () => backend, stderr: process.stderr });

    const stored = JSON.parse(readFileSync(join(dir, 'sweep.json'), 'utf8')) as SweepResult;
    expect(stored).toEqual(JSON.parse(JSON.stringify(result)));
    expect(stored.rows.map((row) => row.setting.retrieval_accuracy)).toEqual([100, 80, 60, 40, 20]);
    // Recall = share of unswapped KGs: 12 → 10 → 7 → 5 → 2 of 12 (rounded), identical for both seeds.
    expect(stored.rows.map((row) => Math.round(row.metrics.recall_micro!.mean!))).toEqual([100, 83, 58, 42, 17]);
    expect(stored.rows[1]!.metrics.recall_micro).toMatchObject({ n: 2, std: 0 });
    expect(existsSync(join(dir, 'runs/retrieval_accuracy-80/items.jsonl'))).toBe(true);
    expect(existsSync(join(dir, 'runs/retrieval_accuracy-80/report.html'))).toBe(true);

    const markdown = readFileSync(join(dir, 'report.md'), 'utf8');
    expect(markdown).toContain('| retrieval_accuracy |');
    expect(markdown).toMatch(/\| 80 \| .*83\.3 \(0\.0\)/);
    expect(markdown).toContain('stand-in minimum knowledge');
    const svg = readFileSync(join(dir, 'figures/figure-1.svg'), 'utf8');
    expect(svg.match(/class="mark-line role-mark/g)).toHaveLength(1);
    expect(svg).toContain('retrieval accuracy (%)');
  });
});
