import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { ALCE_TABLE_4, ALCE_TABLE_5, ALCE_TABLE_6, ALCE_TABLE_7, type PaperTable } from '../../eval/experiments/reproduce/paper-values.js';
import { runMain } from '../support/run-main.js';
import { sharedData } from '../support/shared-data.js';
import { useFakeOpenAIServer } from '../support/use-fake-openai-server.js';

/**
 * `citeqa reproduce alce-table-N` against the fake model, its requests compared byte for byte with the prompts ALCE's
 * own run.py sent for the same items, configs and seed (test/fixtures/alce-reference-prompts/README.md says how they
 * were recorded).
 */
const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'alce-reference-prompts');

interface Golden {
  seed: number;
  system: string;
  /** Row (CiteQA strategy) → item id → the user message of each model call, in order. */
  rows: Record<string, Record<string, string[]>>;
  /** Row → the sampling settings of its calls (run.py's stop is null for single-turn ChatGPT calls). */
  requestSettings: Record<string, { temperature: number; top_p: number; max_tokens: number; stop: string[] | null }[]>;
}

const golden = (target: string): Golden => JSON.parse(readFileSync(join(FIXTURES, `${target}.json`), 'utf8')) as Golden;

/**
 * The fake model, the same rule as the one that answered ALCE's run.py: interactive turns check documents 1 and 2
 * (INTERACT) or search (INLINESEARCH), then write one output and end; single-turn prompts get a cited line.
 */
function reply(user: string): string {
  if (user.endsWith('Output:')) return 'The first shown document says so [1].';
  if (user.endsWith('\n')) {
    const tail = user.slice(user.lastIndexOf('Answer:\n') + 'Answer:\n'.length);
    if (tail === '') return user.includes('Check: Document') ? 'Check: Document [1][2]' : "Search: the question's key words";
    return 'End';
  }
  return 'A plain answer citing two documents [1][2].';
}

interface TracedItem {
  id: string;
  trace?: { step: string; prompt: string | { role: string; content: string }[] }[];
}

/** The chat calls a run's items made, per item id, as the run recorded them. */
function tracedPrompts(runDir: string): Map<string, { role: string; content: string }[][]> {
  const records = readFileSync(join(runDir, 'items.jsonl'), 'utf8').trim().split('\n').map((line) => JSON.parse(line) as TracedItem);
  return new Map(records.map((record) => [record.id, (record.trace ?? []).filter((entry) => Array.isArray(entry.prompt)).map((entry) => entry.prompt as { role: string; content: string }[])]));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each paper row is printed with its first value, and a CiteQA row for the same setting beside it. */
function expectPaperBesideOurs(stdout: string, table: PaperTable, model: string): void {
  for (const row of table.rows) {
    expect(stdout, row.label).toMatch(new RegExp(`\\| paper: ${escape(row.label)} \\| ${escape(row.values[0]!.toFixed(1))} \\|`));
    const setting = row.label.split(' ')[0]!;
    expect(stdout, row.label).toMatch(new RegExp(`\\| CiteQA ${escape(model)}: ${escape(setting)} \\|`));
  }
}

/**
 * ALCE's eli5_turbo_shot2_ndoc5_oracle_default config is its default config (prompt file, shot, seed) on the oracle
 * file, so each ELI5 ORACLE call is run.py's VANILLA rendering of the item with the oracle docs, in the oracle set's
 * order (make_doc_prompt numbering them from 1). With the lexical judge, eli5-1's claim 2 ("Air molecules scatter
 * sunlight.") is found in doc 2 (Diffuse sky radiation) and claim 1 ("Blue light is scattered more than red light.")
 * in doc 3 (Sunset), no doc holds either alone otherwise, and no eli5-2 doc holds a claim: eli5-1's oracle list is
 * docs 2, 3, 1, 4, 5 (ties in retrieval order), eli5-2's its docs as retrieved.
 */
function withEli5Oracle(recorded: Golden, out: string): Golden {
  const chosen = readFileSync(join(out, 'runs', 'strategy-oracle', 'oracle-passages.jsonl'), 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { id: string; positions: number[] });
  expect(chosen.map(({ id, positions }) => [id, positions])).toEqual([['eli5-1', [1, 2, 0, 3, 4]], ['eli5-2', [0, 1, 2, 3]]]);
  const { doc_prompt: docPrompt } = JSON.parse(readFileSync(sharedData('alce', 'prompts', 'eli5_default.json'), 'utf8')) as { doc_prompt: string };
  const items = JSON.parse(readFileSync(join(FIXTURES, 'eli5-items.json'), 'utf8')) as { id: string; docs: { title: string; text: string }[] }[];
  const render = (docs: { title: string; text: string }[]) => docs.map((doc, i) => docPrompt.replace('{T}', doc.title).replace('{P}', doc.text).replace('{ID}', String(i + 1))).join('');
  const item = items.find((candidate) => candidate.id === 'eli5-1')!;
  const [vanilla] = recorded.rows.vanilla!['eli5-1']!;
  const shown = render(item.docs);
  expect(vanilla!.split(shown), 'eli5-1 VANILLA shows its docs once, as make_doc_prompt renders them').toHaveLength(2);
  const oracle = { ...recorded.rows.vanilla!, 'eli5-1': [vanilla!.replace(shown, render([1, 2, 0, 3, 4].map((position) => item.docs[position]!)))] };
  return { ...recorded, rows: { ...recorded.rows, oracle }, requestSettings: { ...recorded.requestSettings, oracle: recorded.requestSettings.vanilla! } };
}

describe('reproduce alce-table-N sends the prompts ALCE’s run.py sends (fake model over HTTP)', () => {
  const server = useFakeOpenAIServer();
  /** Like `reply`, the same for both sides: one embedding for every text, so every search ties and takes document 1. */
  function answerAsTheReferenceRun(): void {
    server.chat.setHandler((body) => reply(body.messages.at(-1)!.content));
    server.embeddings.setHandler((body) => (Array.isArray(body.input) ? body.input : [body.input]).map(() => [1, 0, 0]));
  }
  beforeEach(() => {
    server.reset();
    answerAsTheReferenceRun();
  });

  /** The model and the embeddings (INLINESEARCH's and POSTCITE's search) from the fake server. */
  const environment = (work: string) => ({
    CITEQA_LLM_BASE_URL: server.baseURL, CITEQA_LLM_MODEL: 'fake-lm', CITEQA_LLM_API_KEY: 'k',
    CITEQA_EMBEDDINGS_BASE_URL: server.baseURL, CITEQA_EMBEDDINGS_MODEL: 'fake-embed', CITEQA_EMBEDDINGS_API_KEY: 'k',
    CITEQA_CACHE_DIR: join(work, 'cache'), CITEQA_DATA_DIR: sharedData(),
  });

  async function reproduce(target: string, data: string, extra: string[] = []) {
    const work = mkdtempSync(join(tmpdir(), `citeqa-${target}-prompts-`));
    const env = environment(work);
    const out = join(work, 'out');
    const seed = String(golden(target === 'alce-table-7' ? 'alce-table-4' : target).seed);
    const result = await runMain(['reproduce', target, '--data', join(FIXTURES, data), '--limit', '5', '--seeds', seed, '--out', out, ...extra], { env });
    expect(result.status, result.stderr).toBe(0);
    return { out, stdout: result.stdout };
  }

  /**
   * Every golden call of every row: the run traced exactly ALCE's prompts, and the server received each of them with
   * run.py's sampling settings.
   */
  function expectGoldenPrompts(expected: Golden, out: string, runName: (row: string) => string): void {
    const bodies = server.requestsTo('/chat/completions').map((request) => request.body as { messages: unknown; temperature?: number; top_p?: number; max_tokens?: number; max_completion_tokens?: number; stop?: string[] });
    const sent = bodies.map((body) => JSON.stringify(body.messages));
    const settingsOf = (messages: unknown) =>
      bodies
        .filter((body) => JSON.stringify(body.messages) === JSON.stringify(messages))
        .map((body) => ({ temperature: body.temperature, top_p: body.top_p, max_tokens: body.max_tokens ?? body.max_completion_tokens, stop: body.stop ?? null }));
    for (const [row, items] of Object.entries(expected.rows)) {
      const traced = tracedPrompts(join(out, 'runs', runName(row)));
      for (const [id, prompts] of Object.entries(items)) {
        const calls = traced.get(id);
        expect(calls, `${row} ${id} ran`).toBeDefined();
        prompts.forEach((prompt, turn) => {
          const messages = [{ role: 'system', content: expected.system }, { role: 'user', content: prompt }];
          expect(calls![turn], `${row} ${id} call ${turn + 1}`).toEqual(messages);
          expect(sent, `${row} ${id} call ${turn + 1} reached the model`).toContain(JSON.stringify(messages));
          for (const settings of settingsOf(messages)) expect(expected.requestSettings[row], `${row} ${id} call ${turn + 1} settings`).toContainEqual(settings);
        });
        // The interactive conversations are whole (action, documents + Output:, End), so they must not run longer either.
        if (row === 'interact' || row === 'inlinesearch') expect(calls, `${row} ${id} turns`).toHaveLength(prompts.length);
      }
    }
  }

  it('alce-table-4: every row, ORACLE and CLOSEDBOOK + POSTCITE included, prompts as ALCE renders them', async () => {
    const expected = golden('alce-table-4');
    const { out, stdout } = await reproduce('alce-table-4', 'asqa-items.json');
    const rows = ['vanilla', 'summ', 'snippet', 'interact', 'inlinesearch', 'postcite', 'rerank', 'oracle'];
    expect(Object.keys(expected.rows).sort()).toEqual([...rows].sort());
    expect(readdirSync(join(out, 'runs')).sort()).toEqual(rows.map((row) => `strategy-${row}`).sort());
    for (const row of rows) expect(tracedPrompts(join(out, 'runs', `strategy-${row}`)).size, row).toBe(5);
    expectPaperBesideOurs(stdout, ALCE_TABLE_4, 'fake-lm');
    expectGoldenPrompts(expected, out, (row) => `strategy-${row}`);
  }, 180_000);

  it('alce-table-4 with the paper’s three seeds: each seed draws its own demos, as run.py --seed 1|2|3 does', async () => {
    const expected = JSON.parse(readFileSync(join(FIXTURES, 'alce-table-4-vanilla-seeds.json'), 'utf8')) as { system: string; item: string; seeds: Record<string, string> };
    const work = mkdtempSync(join(tmpdir(), 'citeqa-alce-table-4-seeds-'));
    const env = environment(work);
    const out = join(work, 'out');
    // No --seeds: the target's own (1, 2, 3).
    const result = await runMain(['reproduce', 'alce-table-4', '--data', join(FIXTURES, 'asqa-items.json'), '--limit', '1', '--strategies', 'vanilla', '--out', out], { env });
    expect(result.status, result.stderr).toBe(0);
    const records = readFileSync(join(out, 'runs', 'strategy-vanilla', 'items.jsonl'), 'utf8').trim().split('\n').map((line) => JSON.parse(line) as TracedItem & { seed: number });
    expect(records.map((record) => record.seed).sort()).toEqual([1, 2, 3]);
    for (const record of records) {
      expect(record.id).toBe(expected.item);
      expect(record.trace?.[0]?.prompt, `seed ${record.seed}`).toEqual([{ role: 'system', content: expected.system }, { role: 'user', content: expected.seeds[String(record.seed)] }]);
    }
  }, 120_000);

  it('alce-table-5 (QAMPARI) and alce-table-6 (ELI5): every row run, ORACLE included, INTERACT over extractions, prompts as ALCE renders them', async () => {
    for (const [target, data, table] of [['alce-table-5', 'qampari-items.json', ALCE_TABLE_5], ['alce-table-6', 'eli5-items.json', ALCE_TABLE_6]] as const) {
      server.reset();
      answerAsTheReferenceRun();
      const recorded = golden(target);
      const { out, stdout } = await reproduce(target, data);
      const expected = target === 'alce-table-6' ? withEli5Oracle(recorded, out) : recorded;
      const rows = Object.keys(expected.rows).sort();
      expect(rows).toEqual(['interact', 'inlinesearch', 'postcite', 'rerank', 'snippet', 'summ', 'vanilla', 'oracle'].sort());
      expect(readdirSync(join(out, 'runs')).sort(), target).toEqual(rows.map((row) => `strategy-${row}`));
      expectPaperBesideOurs(stdout, table, 'fake-lm');
      expectGoldenPrompts(expected, out, (row) => `strategy-${row}`);
    }
  }, 180_000);

  it('alce-table-7: VANILLA per model with the same prompts as table 4’s VANILLA row (ALCE config asqa_*_shot2_ndoc5_gtr_default)', async () => {
    const vanilla = golden('alce-table-4');
    const { out, stdout } = await reproduce('alce-table-7', 'asqa-items.json', ['--models', 'fake-lm']);
    expect(stdout).toMatch(new RegExp(`\\| paper: ${escape(ALCE_TABLE_7.rows[0]!.label)} \\|`));
    const runs = readdirSync(join(out, 'runs'));
    expect(runs).toHaveLength(1);
    expectGoldenPrompts({ ...vanilla, rows: { vanilla: vanilla.rows.vanilla! } }, out, () => runs[0]!);
  }, 120_000);
});
