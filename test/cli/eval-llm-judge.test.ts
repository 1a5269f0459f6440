import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runMain } from '../support/run-main.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/config/config.js';
import { useFakeOpenAIServer } from '../support/use-fake-openai-server.js';

const server = useFakeOpenAIServer();
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'citeqa-eval-llm-'));
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
});

describe('citeqa eval --judge llm over HTTP', () => {
  it('asks the configured chat model, counts unreadable verdicts as unsupported, and reuses the cache on a rerun', async () => {
    const file = join(dir, 'run.json');
    const docs = [
      { title: 'Josef Bican', text: 'Josef Bican scored at least 805 goals.' },
      { title: 'Ali Daei', text: 'Ali Daei scored 109 international goals.' },
    ];
    writeFileSync(
      file,
      JSON.stringify({
        data: [
          {
            question: 'Who scored the most goals?',
            output: 'Josef Bican scored 805 goals [1]. Ali Daei scored 109 international goals [2].',
            docs,
            qa_pairs: [{ short_answers: ['Bican'] }],
          },
        ],
      }),
    );
    // Entails everything except the Daei sentence, which gets a reply no parser can read.
    server.chat.setHandler((body) => (JSON.stringify(body.messages).includes('Ali Daei scored 109 international goals.') ? 'no idea' : 'entails'));
    const env = {
      CITEQA_JUDGE_BASE_URL: server.baseURL,
      CITEQA_JUDGE_MODEL: 'judge-model',
      CITEQA_JUDGE_API_KEY: 'test',
      CITEQA_CACHE_DIR: join(dir, 'cache'),
      CITEQA_MAX_RETRIES: '0',
    };
    const args = ['eval', file, '--judge', 'llm', '--json', '--no-mauve'];

    const first = await runMain(args, { env: env });
    expect(first.status, first.stderr).toBe(0);
    const output = JSON.parse(first.stdout) as { judge: string; metrics: Record<string, number | null> };
    expect(output.judge).toContain('judge-model');
    expect(output.metrics.citation_rec).toBe(50);
    expect(output.metrics.citation_prec).toBe(50);
    const asked = server.requestsTo('/chat/completions').length;
    expect(asked).toBeGreaterThanOrEqual(2);

    const second = await runMain(args, { env: env });
    expect(second.status, second.stderr).toBe(0);
    expect(JSON.parse(second.stdout)).toEqual(output);
    // Every reply, readable or not, is served from the response cache: the rerun asks the server nothing.
    expect(server.requestsTo('/chat/completions')).toHaveLength(asked);
  });
});
