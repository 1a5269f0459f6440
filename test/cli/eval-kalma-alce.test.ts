import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/config/config.js';
import type { FakeChatRequestBody } from '../support/fake-openai-server.js';
import { runMain } from '../support/run-main.js';
import { useFakeOpenAIServer } from '../support/use-fake-openai-server.js';

interface EvalOutput {
  suite: string;
  judge: string;
  n: number;
  metrics: Record<string, number | null>;
  nulls: Record<string, string>;
}

interface RunMetricsFile {
  suite: string;
  metrics: Record<string, { mean: number | null }>;
  nulls: Record<string, string>;
  perSeed: Record<string, { n: number; metrics: Record<string, number | null> }>;
}

let work: string;
let offline: NodeJS.ProcessEnv;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'citeqa-eval-kalma-alce-'));
  offline = { CITEQA_CACHE_DIR: join(work, 'cache'), CITEQA_LLM_BASE_URL: undefined, CITEQA_LLM_MODEL: undefined, CITEQA_REPLAY: undefined };
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

const jsonl = (items: unknown[]): string => items.map((item) => JSON.stringify(item)).join('\n');

// Ada's KG as a BioKaLMA entity dict (KaLMA run JSONL), Ben's as a CiteQA entity card: both shapes are read.
const ada = {
  question: 'Who was Ada Quill?',
  answer:
    'Ada Quill was a writer [Q9000101, occupation: writer]. Her father was a sailor [Q9000101, father: Carl Quill]. ' +
    'Ada Quill taught at a school in Leeds [1]. She also painted boats [2]. Ada Quill liked tea. Her birthday is unknown [NA].',
  kg: [{ qid: 'Q9000101', name: 'Ada Quill', occupation: 'writer', father: 'Carl Quill', 'educated at': 'Leeds School' }],
  docs: [
    { title: 'Ada Quill', text: 'Ada Quill taught at a school in Leeds.' },
    { title: 'Harbour', text: 'The harbour froze during the winter of 1890.' },
  ],
  minimum_knowledge: [
    ['Q9000101', 'occupation', 'writer'],
    ['Q9000101', 'educated at', 'Leeds School'],
  ],
};
// ALCE's field name for the answer text: with "output" present, "answer" is ALCE's gold field, not the answer.
const ben = {
  id: 'ben',
  question: 'Who was Ben Mott?',
  output: 'Ben Mott was a poet [Q9000102, occupation: poet]. Ben Mott wrote poems about the sea [1]. He was a painter [Q9000102, occupation: painter]. His brother was a sailor [Q9000999, occupation: sailor].',
  answer: 'Ben Mott was a poet.',
  kg: [{ qid: 'Q9000102', name: 'Ben Mott', properties: { occupation: ['poet'] } }],
  docs: [{ title: 'Ben Mott', text: 'Ben Mott wrote poems about the sea.' }],
};

/**
 * Worked out by hand from the definitions (KaLMA eval_recall.py / eval_relevance.py, ALCE compute_autoais):
 * - KaLMA sees each answer without its [n]. Ada cites 2 triples, both in her KG; Ben 3, of which only "poet" is in
 *   his KG (painter is not his value, Q9000999 is no entity). Correctness micro 3/5, macro (2/2 + 1/3) / 2.
 *   Citations per answer (2 + 3) / 2; [NA] per answer 1 / 2.
 * - Alignment: a pair is aligned when the value is in its sentence ("writer", "poet", "painter", "sailor"), else the
 *   judge decides: "Her father was a sailor." does not entail "father: Carl Quill" (the name is absent). Micro 4/5,
 *   macro (1/2 + 3/3) / 2.
 * - Precision/recall need minimum_knowledge, which only Ada has: 1 of her 2 citations is in it, 1 of its 2 triples
 *   is cited: 50 each, F1 50.
 * - ALCE reads the sentences citing a passage or nothing. Ada: "taught at a school in Leeds [1]" is her passage 1
 *   word for word (supported, precise); "painted boats [2]" shares no word with passage 2; "liked tea" cites nothing.
 *   Recall 1/3, precision 1/2. Ben: one sentence, his passage word for word: 1 and 1. Means over the two answers.
 */
const expected: Record<string, number> = {
  correctness: 60,
  correctness_macro: ((1 + 1 / 3) / 2) * 100,
  citations_per_answer: 2.5,
  na_per_answer: 0.5,
  alignment_micro: 80,
  alignment_macro: 75,
  precision_micro: 50,
  recall_micro: 50,
  f1_micro: 50,
  precision_macro: 50,
  recall_macro: 50,
  f1_macro: 50,
  citation_rec: ((1 / 3 + 1) / 2) * 100,
  citation_prec: 75,
};

async function evalJson(args: string[], env: NodeJS.ProcessEnv = offline): Promise<EvalOutput> {
  const result = await runMain(['eval', '--suite', 'kalma-alce', '--json', ...args], { env });
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  expect(result.stdout).not.toMatch(/NaN|Infinity/);
  return JSON.parse(result.stdout) as EvalOutput;
}

/** One line on stderr, `citeqa: …`, no stack trace, exit status 2. */
async function expectOneLineError(args: string[], pattern: RegExp): Promise<void> {
  const result = await runMain(['eval', ...args], { env: offline });
  expect(result.status).toBe(2);
  expect(result.stdout).toBe('');
  expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
  expect(result.stderr).toMatch(/^citeqa: /);
  expect(result.stderr).toMatch(pattern);
}

describe('citeqa eval --suite kalma-alce on answers written elsewhere', () => {
  it('scores JSONL of {question, answer|output, kg, docs}: KaLMA on the triples, ALCE citation metrics on the passages', async () => {
    const file = join(work, 'answers.jsonl');
    writeFileSync(file, jsonl([ada, ben]));
    const output = await evalJson([file]);
    expect(output).toMatchObject({ suite: 'kalma-alce', n: 2 });
    // The offline judge is named as such.
    expect(output.judge).toMatch(/^lexical/);
    for (const [name, value] of Object.entries(expected)) expect(output.metrics[name], name).toBeCloseTo(value, 9);
    // G-Eval needs a model; none is configured, so text quality is null with the reason.
    expect(output.metrics.coherence).toBeNull();
    expect(output.nulls.coherence).toMatch(/no model configured/);
    // No removed knowledge: [NA] precision is null with the reason.
    expect(output.metrics.na_precision).toBeNull();
    expect(output.nulls.na_precision).toMatch(/removed_knowledge/);
  });

  it('reads the same items from JSON ({data: [...]} or a bare list) and names the offline judge in the table', async () => {
    const wrapped = join(work, 'answers.json');
    writeFileSync(wrapped, JSON.stringify({ data: [ada, ben] }, null, 2));
    const list = join(work, 'answers-list.json');
    writeFileSync(list, JSON.stringify([ada, ben]));
    for (const file of [wrapped, list]) {
      const output = await evalJson([file]);
      expect(output.metrics.correctness).toBeCloseTo(expected.correctness!, 9);
      expect(output.metrics.citation_rec).toBeCloseTo(expected.citation_rec!, 9);
    }
    const table = await runMain(['eval', '--suite', 'kalma-alce', wrapped], { env: offline });
    expect(table.status, table.stderr).toBe(0);
    expect(table.stdout).toMatch(/lexical/);
    expect(table.stdout).toMatch(/citation_rec/);
  });

  it('leaves out answers a run recorded as failed, and says so; without a judge the judged metrics are null', async () => {
    const file = join(work, 'with-failed.jsonl');
    const failed = { key: 'seed-1/x', seed: 1, index: 1, id: 'x', question: 'Who was Cy Dunn?', failed: { error: 'model unreachable' } };
    writeFileSync(file, jsonl([{ ...ada, seed: 1 }, failed]));
    const output = await evalJson([file]);
    // Ada alone: both triples in her KG; one of three ALCE sentences supported, one of two citations precise.
    expect(output.n).toBe(1);
    expect(output.metrics.correctness).toBe(100);
    expect(output.metrics.citation_rec).toBeCloseTo(100 / 3, 9);
    expect(output.metrics.citation_prec).toBe(50);
    const table = await runMain(['eval', '--suite', 'kalma-alce', file], { env: offline });
    expect(table.stdout).toMatch(/1 of the run's answers failed \("failed" records\) and are left out of every metric/);

    const unjudged = await evalJson([file, '--judge', 'none']);
    expect(unjudged.judge).toBeNull();
    expect(unjudged.metrics.correctness).toBe(100);
    for (const name of ['alignment_micro', 'citation_rec', 'citation_prec']) {
      expect(unjudged.metrics[name], name).toBeNull();
      expect(unjudged.nulls[name], name).toMatch(/judge/);
    }
  });

  it('refuses bad input with one line naming the file and the field', async () => {
    const noDocs = join(work, 'no-docs.jsonl');
    const { docs: _docs, ...adaWithoutDocs } = ada;
    writeFileSync(noDocs, jsonl([ben, adaWithoutDocs]));
    await expectOneLineError(['--suite', 'kalma-alce', noDocs], /no-docs\.jsonl:2: the answer cites \[1\] but the item has no "docs"/);

    const { kg: _kg, ...adaWithoutKg } = ada;
    const noKg = join(work, 'no-kg.jsonl');
    writeFileSync(noKg, jsonl([adaWithoutKg]));
    await expectOneLineError(['--suite', 'kalma-alce', noKg], /no-kg\.jsonl: the answer cites \[Q9000101, occupation: writer\] but the item has no "kg"/);

    // Nothing cited of the missing kind: still refused, since the suite scores both kinds.
    const uncitedKg = join(work, 'uncited-kg.jsonl');
    writeFileSync(uncitedKg, jsonl([{ question: 'q', answer: 'Ada Quill taught in Leeds [1].', docs: ada.docs }, { question: 'q2', answer: 'x', docs: [] }]));
    await expectOneLineError(['--suite', 'kalma-alce', uncitedKg], /uncited-kg\.jsonl:1: "kg" is missing/);

    const noText = join(work, 'no-text.jsonl');
    writeFileSync(noText, jsonl([{ question: 'q', kg: [], docs: [] }, { question: 'q2', answer: 'x', kg: [], docs: [] }]));
    await expectOneLineError(['--suite', 'kalma-alce', noText], /no-text\.jsonl:1: no answer text: "answer" .* or "output" .* is missing/);

    const badDoc = join(work, 'bad-doc.json');
    writeFileSync(badDoc, JSON.stringify({ data: [{ ...ada, docs: [{ title: 'Ada Quill' }] }] }));
    await expectOneLineError(['--suite', 'kalma-alce', badDoc], /bad-doc\.json: data\[0\]: "docs"\[0\]\.text: /);

    const tsv = join(work, 'knowledge.tsv');
    writeFileSync(tsv, 'id\tquestion\tknowledge\n1\tWho?\tSomeone\n');
    await expectOneLineError(['--suite', 'kalma-alce', tsv], /knowledge\.tsv: unknown format .*expected JSONL with one \{question, answer or output, kg, docs\}/);

    const other = join(work, 'other.json');
    writeFileSync(other, JSON.stringify({ suite: 'kalma-alce', metrics: {} }));
    await expectOneLineError(['--suite', 'kalma-alce', other], /other\.json: unknown format: /);

    const answers = join(work, 'answers.jsonl');
    await expectOneLineError(['--suite', 'kalma-alce', answers, '--at-most-citations', '2'], /--at-most-citations: is an option of --suite alce, not kalma-alce/);
    await expectOneLineError(['--suite', 'kalma', answers, '--seed', '1'], /--seed: .*kalma-alce only/);
    await expectOneLineError(['--suite', 'kalma-alce', answers, '--seed', '1'], /answers\.jsonl: --seed 1 given, but its items carry no seed/);
  });
});

describe('citeqa eval --suite kalma-alce on a run directory\'s items.jsonl', () => {
  it('rescoring an offline `citeqa run --source both` gives the run\'s own metrics.json', async () => {
    const questions = readFileSync(join(PROJECT_ROOT, 'corpora/biographies/questions.jsonl'), 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as { answerable_from: string });
    const chosen = ['kg', 'passages', 'both', 'none'].map((kind) => questions.find((item) => item.answerable_from === kind)!);
    const data = join(work, 'questions.jsonl');
    writeFileSync(data, jsonl(chosen));
    const out = join(work, 'run-offline');
    const run = await runMain(['run', '--data', data, '--source', 'both', '--out', out], { env: offline });
    expect(run.status, run.stderr).toBe(0);
    const stored = JSON.parse(readFileSync(join(out, 'metrics.json'), 'utf8')) as RunMetricsFile;
    expect(stored.suite).toBe('kalma-alce');

    const output = await evalJson([join(out, 'items.jsonl')]);
    expect(output.n).toBe(chosen.length);
    expect(output.metrics).toEqual(Object.fromEntries(Object.entries(stored.metrics).map(([name, statistic]) => [name, statistic.mean])));
    expect(output.nulls).toEqual(stored.nulls);
  }, 120_000);

  describe('with a model (kalma-alce strategy over HTTP, G-Eval rated by the same model)', () => {
    const server = useFakeOpenAIServer();
    // One reply for the answering prompt (KG and passages together): a triple in the KG, passage 1, a triple of no
    // retrieved entity and a passage number out of range; every G-Eval rating request gets "4".
    const REPLY = "Marie Curie's father was Władysław Skłodowski [Q9000001, father: Władysław Skłodowski], a teacher of physics [1]. He liked chess [Q9999999, hobby: chess][9].";
    const replyFor = (body: FakeChatRequestBody): string => {
      const user = body.messages.at(-1)?.content ?? '';
      return user.includes('Knowledge graph:') && user.includes('Passages:') ? REPLY : '4';
    };

    it('rescoring each seed of `citeqa run --strategy kalma-alce --seeds 1,2` gives that seed\'s metrics', async () => {
      server.chat.setHandler(replyFor);
      const env = { ...offline, CITEQA_CACHE_DIR: join(work, 'cache-model'), CITEQA_LLM_BASE_URL: server.baseURL, CITEQA_LLM_MODEL: 'fake-lm', CITEQA_LLM_API_KEY: 'k' };
      const data = join(work, 'model-questions.jsonl');
      writeFileSync(data, jsonl([
        { id: 'q1', question: 'Who was the father of Marie Curie?' },
        { id: 'q2', question: 'Where was Albert Einstein born?' },
      ]));
      const out = join(work, 'run-model');
      const run = await runMain(['run', '--data', data, '--source', 'both', '--strategy', 'kalma-alce', '--seeds', '1,2', '--out', out], { env });
      expect(run.status, run.stderr).toBe(0);
      const stored = JSON.parse(readFileSync(join(out, 'metrics.json'), 'utf8')) as RunMetricsFile;
      const items = join(out, 'items.jsonl');

      for (const seed of ['1', '2']) {
        const output = await evalJson([items, '--seed', seed], env);
        expect(output.n).toBe(stored.perSeed[seed]!.n);
        expect(output.metrics).toEqual(stored.perSeed[seed]!.metrics);
      }
      // The reply is a mix: Q9000001's triple is right for Marie Curie's KG only, and the text is rated by the model.
      expect(stored.perSeed['1']!.metrics.correctness).not.toBeNull();
      expect(stored.perSeed['1']!.metrics.coherence).not.toBeNull();
      expect(stored.perSeed['1']!.metrics.citation_rec).not.toBeNull();

      const both = await runMain(['eval', '--suite', 'kalma-alce', items], { env });
      expect(both.status).toBe(2);
      expect(both.stderr).toMatch(/items\.jsonl: holds answers for seeds 1, 2; choose one with --seed\n$/);
      const missing = await runMain(['eval', '--suite', 'kalma-alce', items, '--seed', '3'], { env });
      expect(missing.stderr).toMatch(/items\.jsonl: no answers for seed 3; seeds: 1, 2/);
    }, 180_000);
  });
});
