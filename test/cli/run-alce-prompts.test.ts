import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/config/config.js';
import { runMain } from '../support/run-main.js';
import { sharedData } from '../support/shared-data.js';
import { useFakeOpenAIServer } from '../support/use-fake-openai-server.js';

describe('citeqa run with ALCE’s prompt files (fake model over HTTP)', () => {
  const server = useFakeOpenAIServer();
  const data = join(PROJECT_ROOT, 'test/fixtures/alce/mini-alce.json');

  it('prompts with ALCE’s instruction, shots and ndoc, and the short instruction with --light-inst', async () => {
    const work = mkdtempSync(join(tmpdir(), 'citeqa-run-alce-prompts-'));
    const env = { CITEQA_LLM_BASE_URL: server.baseURL, CITEQA_LLM_MODEL: 'fake-lm', CITEQA_LLM_API_KEY: 'k', CITEQA_CACHE_DIR: join(work, 'cache') };
    const prompts = sharedData('alce', 'prompts');
    const file = (kind: string) => JSON.parse(readFileSync(join(prompts, `asqa_${kind}.json`), 'utf8')) as { instruction: string; demo_sep: string };
    const lastPrompts = (from: number) => server.requestsTo('/chat/completions').slice(from).map((request) => (request.body as { messages: { content: string }[] }).messages.at(-1)!.content);

    let before = server.requestsTo('/chat/completions').length;
    const full = await runMain(['run', '--data', data, '--strategy', 'vanilla', '--prompt-dir', prompts, '--dataset', 'asqa', '--shots', '1', '--ndoc', '2', '--limit', '1', '--out', join(work, 'a')], { env });
    expect(full.status, full.stderr).toBe(0);
    const [prompt] = lastPrompts(before);
    expect(prompt!.startsWith(file('default').instruction)).toBe(true);
    expect(prompt!.split(file('default').demo_sep)).toHaveLength(2);
    expect(prompt!.match(/^Document \[\d+\]/gm)!.slice(-3)).toEqual(expect.arrayContaining(['Document [1]', 'Document [2]']));
    expect(prompt!.endsWith('Answer:')).toBe(true);
    expect(prompt!).not.toContain('Document [3](Title: Marie Curie)');

    before = server.requestsTo('/chat/completions').length;
    const light = await runMain(['run', '--data', data, '--strategy', 'vanilla', '--prompt-dir', prompts, '--dataset', 'asqa', '--light-inst', '--limit', '1', '--out', join(work, 'b')], { env });
    expect(light.status, light.stderr).toBe(0);
    expect(lastPrompts(before)[0]!.startsWith(file('light_inst').instruction)).toBe(true);
  }, 60_000);
});
