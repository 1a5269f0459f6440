import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runMain } from '../support/run-main.js';
import { sharedData } from '../support/shared-data.js';
import { useFakeOpenAIServer } from '../support/use-fake-openai-server.js';

describe('citeqa sweep caqa-evaluators', () => {
  const server = useFakeOpenAIServer();
  const work = mkdtempSync(join(tmpdir(), 'citeqa-sweep-caqa-'));
  const bench = join(work, 'caqa.jsonl');

  beforeAll(async () => {
    const built = await runMain(['caqa', 'build', '--kg', sharedData('biokalma', 'specific.dev.json'), '--per-cell', '2', '--seed', '3', '--out', bench]);
    expect(built.status, built.stderr).toBe(0);
  });

  it('measures judges × prompts, writes Tables 5–6 and bar charts, and resumes finished cells', async () => {
    server.chat.setHandler(() => 'Irrelevant');
    const env = { CITEQA_LLM_BASE_URL: server.baseURL, CITEQA_LLM_MODEL: 'judge-lm', CITEQA_LLM_API_KEY: 'k', CITEQA_CACHE_DIR: join(work, 'cache'), CITEQA_DATA_DIR: sharedData() };
    const out = join(work, 'sweep');
    const args = ['sweep', 'caqa-evaluators', '--data', bench, '--judges', 'lexical,llm', '--prompts', 'attribution-no-definition,AttScore', '--out', out];
    const result = await runMain(args, { env });
    expect(result.status, result.stderr).toBe(0);
    expect(readdirSync(join(out, 'cells')).sort()).toEqual(['lexical.json', 'llm__AttScore.json', 'llm__attribution-no-definition.json']);
    // An evaluator answering "Irrelevant" to everything: F1 of Irrelevant = 2·(1/4)/(1 + 1/4) with a quarter of the gold Irrelevant.
    const cell = JSON.parse(readFileSync(join(out, 'cells', 'llm__attribution-no-definition.json'), 'utf8')) as { result: { overall: { classes: { label: string; f1: number | null }[] } } };
    const irrelevant = cell.result.overall.classes.find((scores) => scores.label === 'Irrelevant')!;
    const goldShare = 8 / 30;
    expect(irrelevant.f1).toBeCloseTo((2 * goldShare) / (1 + goldShare), 12);
    expect(result.stdout).toMatch(/\| llm · AttScore \|/);
    expect(readFileSync(join(out, 'report.md'), 'utf8')).toContain('Micro-F1 per complexity level (Table 6 layout)');
    expect(existsSync(join(out, 'figures', 'figure-2.svg'))).toBe(true);

    const calls = server.requestsTo('/chat/completions').length;
    const resumed = await runMain(args, { env });
    expect(resumed.status, resumed.stderr).toBe(0);
    expect(resumed.stderr).toMatch(/lexical: already done \(resumed\)/);
    expect(server.requestsTo('/chat/completions')).toHaveLength(calls);
    server.chat.setHandler(undefined);
  }, 60_000);
});
