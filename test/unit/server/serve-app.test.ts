import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { configSchema } from '../../../src/config/config.js';
import { PROJECT_ROOT } from '../../../src/config/config.js';
import { createServeApp } from '../../../src/server/serve-app.js';
import { runMain } from '../../support/run-main.js';
import { sharedData } from '../../support/shared-data.js';

const work = mkdtempSync(join(tmpdir(), 'citeqa-serve-'));
const runsDir = join(work, 'runs');
const config = configSchema.parse({ cacheDir: join(work, 'cache'), dataDir: sharedData() });

describe('citeqa serve: the JSON API', () => {
  const app = () => createServeApp({ config, runsDir });
  beforeAll(async () => {
    mkdirSync(runsDir);
    const run = await runMain(['run', '--data', join(PROJECT_ROOT, 'test/fixtures/alce/mini-alce.json'), '--out', join(runsDir, 'alce-run')], { env: { CITEQA_CACHE_DIR: join(work, 'cache') } });
    expect(run.status, run.stderr).toBe(0);
    // A secret beside the runs folder, and a link inside it that points out.
    writeFileSync(join(work, 'secret.txt'), 'not for the web');
    mkdirSync(join(work, 'outside-run'));
    writeFileSync(join(work, 'outside-run', 'config.json'), '{}');
    symlinkSync(join(work, 'outside-run'), join(runsDir, 'escape'));
  }, 60_000);

  it('answers a question as `citeqa ask` does, with the supporting sentence of each passage citation', async () => {
    const response = await app().request('/api/ask', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ question: 'Who was the father of Marie Curie, and what was her favourite food?', source: 'kg' }) });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { answer: { statements: { citations: { kind: string; property?: string }[] }[] }; entities: { qid: string }[] };
    const citations = body.answer.statements.flatMap((statement) => statement.citations);
    expect(citations.some((citation) => citation.kind === 'triple' && citation.property === 'father')).toBe(true);
    expect(citations.some((citation) => citation.kind === 'na')).toBe(true);
    expect(body.entities.length).toBeGreaterThan(0);
  });

  it('refuses a malformed ask in one line, as JSON', async () => {
    const response = await app().request('/api/ask', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ question: '', source: 'web' }) });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/^request body\.question: /);
    const notJson = await app().request('/api/ask', { method: 'POST', body: 'question=1' });
    expect(((await notJson.json()) as { error: string }).error).toBe('request body: not JSON');
  });

  it('lists runs and reads one, its charts and its items filtered by a per-item metric', async () => {
    const list = (await (await app().request('/api/runs')).json()) as { runs: { id: string; kind: string }[] };
    expect(list.runs).toEqual([{ id: 'alce-run', kind: 'run', title: expect.stringContaining('extractive on') }]);
    const details = (await (await app().request('/api/run?id=alce-run')).json()) as { metrics: { metrics: Record<string, unknown> }; figures: string[] };
    expect(details.metrics.metrics).toHaveProperty('citation_rec');
    const all = (await (await app().request('/api/run/items?id=alce-run')).json()) as { items: { scores: Record<string, number> }[] };
    expect(all.items).toHaveLength(3);
    const lengths = all.items.map((item) => item.scores.length!).sort((a, b) => a - b);
    const filtered = (await (await app().request(`/api/run/items?id=alce-run&metric=length&below=${lengths[2]}`)).json()) as { items: { scores: Record<string, number> }[] };
    expect(filtered.items.map((item) => item.scores.length)).toEqual(lengths.filter((length) => length < lengths[2]!));
  });

  it('serves nothing outside the runs folder: no traversal, no symlink out, only chart files', async () => {
    for (const path of ['/api/run?id=..%2Fsecret.txt', '/api/run?id=..', '/api/run?id=escape', '/api/run?id=alce-run%2F..%2F..%2Foutside-run', '/api/run/figure?id=alce-run&name=..%2F..%2Fsecret.txt', '/api/run/figure?id=alce-run&name=config.json', '/api/run?id=%2Fetc%2Fpasswd', '/api/run/items?id=..%2F']) {
      const response = await app().request(path);
      expect(response.status, path).not.toBe(200);
      expect(await response.text(), path).not.toContain('not for the web');
    }
  });

  it('scores an uploaded ALCE result file', async () => {
    const content = readFileSync(sharedData('alce', 'asqa_human_eval_outputs.dev.json'), 'utf8');
    const response = await app().request('/api/eval', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ suite: 'alce', content }) });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { result: { metrics: Record<string, number> } };
    // ALCE's stored STR-EM for this run is 35.3.
    expect(body.result.metrics.str_em).toBeCloseTo(35.3, 6);
  });
});
