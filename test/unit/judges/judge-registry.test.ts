import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeAgreement } from '../../../eval/judges/agreement/compute-agreement.js';
import { readHumanCitationsFile } from '../../../eval/judges/agreement/human-citations-file.js';
import { judgeRegistry } from '../../../src/judges/judge-registry.js';
import { judgeFromConfig as createJudge } from '../../../src/pipeline/dependencies.js';
import { loadConfig } from '../../../src/config/config.js';
import { ConfigError } from '../../../src/core/errors.js';
import { flushCacheWrites } from '../../../src/llm/cache-write-behind.js';
import { useFakeOpenAIServer } from '../../support/use-fake-openai-server.js';
import { sharedData } from '../../support/shared-data.js';

const server = useFakeOpenAIServer();
let cacheDir: string;
beforeAll(async () => {
  cacheDir = mkdtempSync(join(tmpdir(), 'citeqa-judge-'));
});
afterAll(async () => {
  // The judges' response cache is written behind the calls; outside the CLI (which flushes after each command) the
  // writes still pending must land before the folder is removed, or the removal races them.
  await flushCacheWrites();
  rmSync(cacheDir, { recursive: true, force: true });
});

const configFor = (extra: Record<string, string> = {}) =>
  loadConfig({ env: { CITEQA_CACHE_DIR: cacheDir, CITEQA_MAX_RETRIES: '0', ...extra }, cwd: cacheDir });

describe('judge registry', () => {
  it('knows lexical, llm, nli and true', () => {
    expect(judgeRegistry.names()).toEqual(['lexical', 'llm', 'nli', 'true']);
  });

  it('creates the offline judge without any model configured', async () => {
    const judge = await createJudge('lexical', configFor());
    expect(judge.name).toBe('lexical');
  });

  it('rejects an unknown judge with a ConfigError listing the known ones', async () => {
    await expect(createJudge('gpt', configFor())).rejects.toThrow(ConfigError);
    await expect(createJudge('gpt', configFor())).rejects.toThrow(/known: lexical, llm, nli, true/);
  });

  it('names judge.baseURL when a model judge has no endpoint', async () => {
    await expect(createJudge('true', configFor())).rejects.toThrow(/judge\.baseURL/);
  });

  it('runs the agreement with the llm judge over HTTP, leaving unparseable verdicts out and counting them', async () => {
    const file = sharedData('alce', 'human_citations.dev.json');
    // Entails everything, except that sentences mentioning "FIFA" get an unreadable reply every time.
    const hypothesisOf = (content: string) => content.split('Hypothesis:\n')[1] ?? '';
    server.chat.setHandler((body) => (hypothesisOf(body.messages[1]!.content).includes('FIFA') ? 'unclear' : 'entails'));
    const judge = await createJudge('llm', configFor({ CITEQA_JUDGE_BASE_URL: server.baseURL, CITEQA_JUDGE_MODEL: 'judge-model' }));
    expect(judge.name).toContain('judge-model');
    const report = await computeAgreement(file, judge);

    // Expected from the file itself: the judge says "supported" for every sentence with a citation.
    const sentences = (await readHumanCitationsFile(file)).flatMap((run) => run.items.flatMap((item) => item.sentences));
    const judged = sentences.filter((s) => !(s.citations.length > 0 && s.text.includes('FIFA')));
    const agree = judged.filter((s) => (s.citations.length > 0 ? 1 : 0) === (s.sentence_recall_score > 0 ? 1 : 0)).length;
    expect(report.unjudged.sentences).toBe(sentences.length - judged.length);
    expect(report.unjudged.sentences).toBeGreaterThan(0);
    expect(report.judge.recall.n).toBe(judged.length);
    expect(report.judge.recall.accuracy).toBeCloseTo((100 * agree) / judged.length, 10);
    // The stored figures do not depend on the judge.
    expect(report.stored.recall.accuracy!.toFixed(1)).toBe('86.4');
  });
});
