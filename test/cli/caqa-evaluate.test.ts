import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runMain } from '../support/run-main.js';
import { sharedData } from '../support/shared-data.js';
import { useFakeOpenAIServer } from '../support/use-fake-openai-server.js';

describe('citeqa caqa evaluate', () => {
  const server = useFakeOpenAIServer();
  const work = mkdtempSync(join(tmpdir(), 'citeqa-caqa-evaluate-'));
  const bench = join(work, 'caqa.jsonl');

  beforeAll(async () => {
    const built = await runMain(['caqa', 'build', '--kg', sharedData('biokalma', 'specific.dev.json'), '--per-cell', '3', '--seed', '2', '--out', bench]);
    expect(built.status, built.stderr).toBe(0);
  });

  it('measures the lexical judge: per-category F1, micro-F1 per complexity, the confusion matrix and FActScore', async () => {
    const result = await runMain(['caqa', 'evaluate', bench, '--judge', 'lexical', '--json', join(work, 'lexical.json')]);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/label mapping: entail → Support, contradict → Contradictory/);
    expect(result.stdout).toMatch(/\| micro-F1 \| [\d.—]+ \| [\d.—]+ \| [\d.—]+ \| [\d.—]+ \| \d\.\d{3} \|/);
    expect(result.stdout).toMatch(/\| gold \\ predicted \| Support \| Missing \| Contradictory \| Irrelevant \|/);
    const saved = JSON.parse(readFileSync(join(work, 'lexical.json'), 'utf8')) as { n: number; overall: { matrix: number[][] }; predictions: { gold: string }[] };
    // 3 per cell, 15 cells (partially supportive × single is empty by construction).
    expect(saved.n).toBe(45);
    expect(saved.overall.matrix.flat().reduce((a, b) => a + b, 0)).toBe(45);
    // The lexical judge never says Missing.
    expect(saved.overall.matrix.map((row) => row[1])).toEqual([0, 0, 0, 0]);
    expect(saved.predictions.filter((prediction) => prediction.gold === 'Missing')).toHaveLength(9);
  });

  it('asks the model with the reference Alpaca prompt and reads the reply with the task label map (over HTTP)', async () => {
    // The fake evaluator answers from the citation's length: short → "Partially supports" (read as Support), else
    // "### Response: Missing"; FActScore prompts get "True".
    server.chat.setHandler((body) => {
      const content = body.messages.at(-1)!.content;
      if (content.includes('True or False?')) return 'True';
      const reference = /Reference: ([\s\S]*)\n\n### Response:$/.exec(content)![1]!;
      return reference.length < 60 ? 'Partially supports' : '### Response: Missing';
    });
    const env = { CITEQA_LLM_BASE_URL: server.baseURL, CITEQA_LLM_MODEL: 'judge-lm', CITEQA_LLM_API_KEY: 'k', CITEQA_CACHE_DIR: join(work, 'cache'), CITEQA_DATA_DIR: sharedData() };
    const result = await runMain(['caqa', 'evaluate', bench, '--judge', 'llm', '--prompt', 'attribution-no-definition', '--json', join(work, 'llm.json')], { env });
    expect(result.status, result.stderr).toBe(0);
    const first = (server.requestsTo('/chat/completions')[0]!.body as { messages: { content: string }[] }).messages[0]!.content;
    const sample = JSON.parse(readFileSync(bench, 'utf8').split('\n')[0]!) as { question: string; answer_statement: string; citation: string };
    expect(first).toBe(
      'Below is an instruction that describes a task, paired with an input that provides further context. Write a response that appropriately completes the request.\n\n' +
        '### Instruction:\nVerify whether a given reference can support the claim. Options: Support, Missing, Contradictory or Irrelevant.\n\n' +
        `### Input:\nClaim: ${sample.question} ${sample.answer_statement}\n\nReference: ${sample.citation}\n\n\n### Response:`,
    );
    const saved = JSON.parse(readFileSync(join(work, 'llm.json'), 'utf8')) as { predictions: { predicted: string; reply: string }[]; factScore: { factScore: number } };
    for (const prediction of saved.predictions) expect(prediction.predicted).toBe(prediction.reply === 'Partially supports' ? 'Support' : 'Missing');
    expect(saved.factScore.factScore).toBe(1);
    server.chat.setHandler(undefined);
  });

  it('refuses bad input in one line', async () => {
    writeFileSync(join(work, 'bad.jsonl'), '{"id": "x", "question": "q"}\n');
    const bad = await runMain(['caqa', 'evaluate', join(work, 'bad.jsonl')]);
    expect(bad.status).toBe(2);
    expect(bad.stderr.trim().split('\n')).toHaveLength(1);
    expect(bad.stderr).toMatch(/bad\.jsonl:1/);
    const env = { CITEQA_LLM_BASE_URL: server.baseURL, CITEQA_LLM_MODEL: 'judge-lm', CITEQA_DATA_DIR: sharedData() };
    const prompt = await runMain(['caqa', 'evaluate', bench, '--judge', 'llm', '--prompt', 'nope'], { env });
    expect(prompt.status).toBe(2);
    expect(prompt.stderr).toMatch(/--prompt: unknown CAQA task prompt "nope"; known: attribution-no-definition, /);
    const split = await runMain(['caqa', 'evaluate', bench, '--split', 'test']);
    expect(split.stderr).toMatch(/has no samples of split "test"/);
  });
});
