import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { suiteEvaluators } from '../../../eval/experiments/suites/all-suites.js';
import type { AnswerRecord } from '../../../eval/experiments/run-record.js';
import { configSchema } from '../../../src/config/config.js';
import type { EntityCard } from '../../../src/core/knowledge.js';
import type { Passage } from '../../../src/core/passage.js';
import { useFakeOpenAIServer } from '../../support/use-fake-openai-server.js';

const kg: EntityCard[] = [
  { qid: 'Q9000101', name: 'Ada Quill', properties: { occupation: ['writer'], 'student of': ['Ben Mott'] } },
  { qid: 'Q9000102', name: 'Ben Mott', properties: { occupation: ['poet'] } },
];
const docs: Passage[] = [
  { id: 'quill#0', title: 'Ada Quill', text: 'Ada Quill taught at a school in Leeds.' },
  { id: 'leeds#0', title: 'Leeds', text: 'Leeds is a city in Yorkshire.' },
];

function record(id: string, answer: string): AnswerRecord {
  return { key: id, seed: 1, index: 0, id, question: 'Who taught Ada Quill, and where did she teach?', strategy: 'kalma-alce', answer, statements: [], kg, docs, usage: { calls: 0, promptTokens: 0, completionTokens: 0, cost: 0 } as unknown as AnswerRecord['usage'], trace: [] };
}

describe('kalma-alce suite: KaLMA metrics on the triple citations, ALCE citation metrics on the passage citations', () => {
  const server = useFakeOpenAIServer();

  it('computes both families on mixed answers (hand-checked values, LLM judge over HTTP)', async () => {
    // The judge finds a premise entails only when it says where Ada Quill taught; G-Eval ratings get a plain "3".
    server.chat.setHandler((body) => {
      const user = body.messages.at(-1)?.content ?? '';
      if (!user.includes('Premise:')) return '3';
      const premise = user.slice(user.indexOf('Premise:'), user.indexOf('Hypothesis:'));
      return premise.includes('taught at a school in Leeds') ? 'entails' : 'neutral';
    });
    const config = configSchema.parse({ cacheDir: mkdtempSync(join(tmpdir(), 'citeqa-kalma-alce-suite-')), llm: { baseURL: server.baseURL, model: 'fake-lm', apiKey: 'k' } });
    const records = [
      record('mixed', 'Ada Quill was taught by Ben Mott [Q9000101, student of: Ben Mott] and taught at a school in Leeds [1]. She also studied in Paris [Q9999999, educated at: Sorbonne][7]. Her favourite colour is unknown [NA].'),
      record('kg-only', 'Ben Mott was a poet [Q9000102, occupation: poet].'),
    ];
    const result = await suiteEvaluators.get('kalma-alce')(records, { judge: 'llm', config });
    expect(result.suite).toBe('kalma-alce');
    expect(result.n).toBe(2);
    // KaLMA, on the text without its [n]: triples (Q9000101 student of Ben Mott ✓, Q9999999 ✗) and (Q9000102 occupation poet ✓).
    expect(result.metrics.correctness).toBeCloseTo((2 / 3) * 100, 9);
    expect(result.metrics.correctness_macro).toBeCloseTo(((1 / 2 + 1) / 2) * 100, 9);
    expect(result.metrics.citations_per_answer).toBeCloseTo(1.5, 9);
    expect(result.metrics.na_per_answer).toBeCloseTo(0.5, 9);
    // Alignment: "Ben Mott" and "poet" appear in their sentences; "educated at: Sorbonne" is judged neutral.
    expect(result.metrics.alignment_micro).toBeCloseTo((2 / 3) * 100, 9);
    expect(result.metrics.alignment_macro).toBeCloseTo(((1 / 2 + 1) / 2) * 100, 9);
    // Without minimum or removed knowledge, the gold-based KaLMA metrics are null with a reason.
    expect(result.metrics.precision_micro).toBeNull();
    expect(result.nulls.precision_micro).toBeTruthy();
    // ALCE, on the sentences citing passages: [1] entails its sentence (recall 1, its one citation precise); [7]
    // names no passage (recall 0, and, as in ALCE's compute_autoais, an out-of-range sentence adds nothing to
    // total_citations): recall 1/2, precision 1/1. The KG-only answer has no such sentence: null, excluded.
    expect(result.metrics.citation_rec).toBeCloseTo(50, 9);
    expect(result.metrics.citation_prec).toBeCloseTo(100, 9);
    expect(result.perItem.map((item) => item.id)).toEqual(['mixed', 'kg-only']);
    expect(result.perItem[0]!.scores).toMatchObject({ citation_rec: 50, citation_prec: 100 });
    expect(result.perItem[1]!.scores.citation_rec).toBeNull();
    expect(result.excluded.citation_rec?.count).toBe(1);
  });
});
