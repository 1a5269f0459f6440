import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/config/config.js';
import { runMain } from '../support/run-main.js';
import { useFakeOpenAIServer } from '../support/use-fake-openai-server.js';

const server = useFakeOpenAIServer();
beforeEach(() => server.reset());
const DATA = join(PROJECT_ROOT, 'test/fixtures/kg/mini-biokalma.json');
const envFor = (root: string) => ({ CITEQA_LLM_BASE_URL: server.baseURL, CITEQA_LLM_MODEL: 'fake-model', CITEQA_CACHE_DIR: join(root, 'cache'), CITEQA_MAX_RETRIES: '1', CITEQA_CONCURRENCY: '1' });

describe('a run with a model that fails', () => {
  it('records an answer that failed after its retries, leaves it out of the metrics with a count, and tries it again on resume', async () => {
    const root = mkdtempSync(join(tmpdir(), 'citeqa-run-faults-'));
    const out = join(root, 'run');
    // In the first run the first question gets null content on every attempt; every other reply is an answer. The
    // question is told by its text: a run prepares the next items' requests ahead, so questions' calls interleave.
    let failFirstQuestion = true;
    server.chat.setHandler((body) =>
      failFirstQuestion && JSON.stringify(body.messages).includes("Ada Quill's father") ? { fault: 'null-content' } : 'Ada Quill was a writer [NA].',
    );
    const first = await runMain(['run', '--data', DATA, '--strategy', 'kalma', '--out', out], { env: envFor(root) });
    failFirstQuestion = false;
    expect(first.status, first.stderr).toBe(0);
    expect(first.stderr).toMatch(/an answer failed after its retries/);
    const metrics = JSON.parse(readFileSync(join(out, 'metrics.json'), 'utf8'));
    const records = readFileSync(join(out, 'items.jsonl'), 'utf8').trim().split('\n').map((line) => JSON.parse(line));
    expect(metrics.failed).toBe(1);
    expect(records.filter((record) => record.failed)).toHaveLength(1);
    expect(metrics.n).toBe(records.length - 1);
    expect(readFileSync(join(out, 'report.md'), 'utf8')).toMatch(/Failed generations: 1 answers failed/);

    const resumed = await runMain(['run', '--data', DATA, '--strategy', 'kalma', '--out', out], { env: envFor(root) });
    expect(resumed.status, resumed.stderr).toBe(0);
    expect(JSON.parse(readFileSync(join(out, 'metrics.json'), 'utf8')).failed).toBe(0);
  });

  it('stops at the first fatal error without sending the queued requests', async () => {
    const root = mkdtempSync(join(tmpdir(), 'citeqa-run-fatal-'));
    server.chat.setHandler(() => ({ fault: 'error', status: 401, message: 'Incorrect API key provided' }));
    const result = await runMain(['run', '--data', DATA, '--strategy', 'kalma', '--out', join(root, 'run')], { env: envFor(root) });
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/HTTP 401/);
    expect(server.requestsTo('/chat/completions')).toHaveLength(1);
  });

  it('generate also stops at the first fatal error', async () => {
    const root = mkdtempSync(join(tmpdir(), 'citeqa-gen-fatal-'));
    server.chat.setHandler(() => ({ fault: 'error', status: 401, message: 'Incorrect API key provided' }));
    const result = await runMain(['generate', '--data', join(PROJECT_ROOT, 'test/fixtures/alce/mini-alce.json'), '--out', join(root, 'gen')], {
      env: { ...envFor(root), CITEQA_CONCURRENCY: '2' },
    });
    expect(result.status).toBe(2);
    // At most the two requests already in flight; none of the queued ones is started.
    expect(server.requestsTo('/chat/completions').length).toBeLessThanOrEqual(2);
  });
});

describe('a run checks its inputs and settings before the first model call', () => {
  const root = mkdtempSync(join(tmpdir(), 'citeqa-run-checks-'));
  const write = (name: string, value: unknown) => {
    const path = join(root, name);
    writeFileSync(path, JSON.stringify(value));
    return path;
  };
  const item = { question: 'Who wrote it?', docs: [{ title: 'T', text: 'Ada wrote it.' }], qa_pairs: [{ short_answers: ['Ada'] }] };

  it.each([
    ['a wrong-typed gold field', { data: [item, { ...item, qa_pairs: 'Ada' }] }, /data\[1\]\.qa_pairs: /],
    ['an item with no docs', { data: [item, { ...item, docs: [] }] }, /data\[1\]\.docs: is empty/],
  ])('%s', async (_what, file, message) => {
    const result = await runMain(['run', '--data', write(`bad-${Math.random()}.json`, file), '--strategy', 'vanilla', '--out', join(root, `out-${Math.random()}`)], { env: envFor(root) });
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(server.requestsTo('/chat/completions')).toHaveLength(0);
  });

  it('an unknown judge', async () => {
    const result = await runMain(['run', '--data', write('good.json', { data: [item] }), '--strategy', 'vanilla', '--judge', 'bogus', '--out', join(root, 'judge')], { env: envFor(root) });
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/unknown judge "bogus"/);
    expect(server.requestsTo('/chat/completions')).toHaveLength(0);
  });
});
