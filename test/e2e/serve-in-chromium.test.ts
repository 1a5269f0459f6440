import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configSchema, PROJECT_ROOT } from '../../src/config/config.js';
import { createServeApp } from '../../src/server/serve-app.js';
import { runMain } from '../support/run-main.js';
import { sharedData } from '../support/shared-data.js';

const CHROMIUM = '/usr/bin/chromium';
const SCREENSHOTS = join(PROJECT_ROOT, 'test-results', 'screenshots');
const HOSTILE = '<img src=x onerror="window.__xss=1">';

describe('citeqa serve in headless Chromium', () => {
  const work = mkdtempSync(join(tmpdir(), 'citeqa-serve-e2e-'));
  const runsDir = join(work, 'runs');
  let server: ServerType;
  let base = '';
  let browser: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} missing: apt-get install -y chromium (.ci/run does this)`);
    mkdirSync(runsDir);
    mkdirSync(SCREENSHOTS, { recursive: true });
    const env = { CITEQA_CACHE_DIR: join(work, 'cache') };
    const sweep = await runMain(['sweep', 'knowledge-removal', '--data', sharedData('biokalma', 'specific.dev.json'), '--limit', '20', '--out', join(runsDir, 'removal')], { env });
    expect(sweep.status, sweep.stderr).toBe(0);
    // A run whose directory name is HTML: it must show as text.
    const run = await runMain(['run', '--data', join(PROJECT_ROOT, 'test/fixtures/alce/mini-alce.json'), '--out', join(runsDir, HOSTILE.replaceAll('/', '_'))], { env });
    expect(run.status, run.stderr).toBe(0);
    // A question, passage title and passage text (and so an extractive answer) with HTML in them.
    const hostileData = join(work, 'hostile.json');
    writeFileSync(hostileData, JSON.stringify({ data: [{ id: 'x1', question: `<script>window.__xss=3</script>Who wrote the first algorithm?`, answer: 'Ada', docs: [{ title: `<img src=x onerror="window.__xss=4">Ada`, text: '<b onmouseover="window.__xss=5">Ada Lovelace</b> wrote the first algorithm for the Analytical Engine.' }] }] }));
    const hostileRun = await runMain(['run', '--data', hostileData, '--out', join(runsDir, 'hostile-run')], { env });
    expect(hostileRun.status, hostileRun.stderr).toBe(0);
    const app = createServeApp({ config: configSchema.parse({ cacheDir: join(work, 'cache'), dataDir: sharedData() }), runsDir });
    await new Promise<void>((done) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
        base = `http://127.0.0.1:${info.port}`;
        done();
      });
    });
    browser = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'citeqa-chromium-')), {
      executablePath: CHROMIUM,
      headless: true,
      viewport: { width: 1280, height: 900 },
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    page = await browser.newPage();
    // Every request the page makes must stay on this machine.
    page.on('request', (request) => {
      if (!request.url().startsWith(base) && !request.url().startsWith('data:')) throw new Error(`request left the machine: ${request.url()}`);
    });
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    server?.close();
  });

  it('asks, shows the cited triple highlighted in its entity card and explains [NA]', async () => {
    await page.goto(`${base}/#ask`);
    await page.getByLabel('Question', { exact: true }).fill('Who was the father of Marie Curie, and what was her favourite food?');
    await page.getByLabel('Source', { exact: true }).selectOption('kg');
    await page.getByRole('button', { name: 'Ask' }).click();
    await page.getByText('Answered.').waitFor();
    await page.locator('button.chip', { hasText: 'father:' }).first().click();
    const cited = page.locator('#detail tr.cited');
    await expect.poll(() => cited.count()).toBe(1);
    expect(await cited.locator('th').textContent()).toBe('father');
    expect(await page.locator('#answer details', { hasText: 'Entity matching' }).textContent()).toMatch(/"Marie Curie" → Marie Curie \(Q\d+\)/);
    await page.locator('button.chip.na').first().click();
    expect(await page.locator('#detail').textContent()).toMatch(/Not in the sources/);
    await page.screenshot({ path: join(SCREENSHOTS, 'serve-ask.png'), fullPage: true });
  }, 60_000);

  it('opens the sweep with its chart, and filters a run’s items by a metric', async () => {
    await page.goto(`${base}/#run=removal`);
    const chart = page.locator('img.chart').first();
    await chart.waitFor();
    await expect.poll(() => chart.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await page.screenshot({ path: join(SCREENSHOTS, 'serve-sweep.png'), fullPage: true });
    await page.locator('table[aria-label="sweep results"] a').first().click();
    await page.getByLabel('Metric', { exact: true }).waitFor();
    await page.getByLabel('Metric', { exact: true }).selectOption('recall');
    await page.getByLabel('below').fill('50');
    await page.getByRole('button', { name: 'Filter' }).click();
    const status = page.locator('#items p[role="status"]');
    await status.waitFor();
    expect(await status.textContent()).toMatch(/^\d+ of \d+ items$/);
    // One item: its statements and citations, then the same question in every setting of the sweep.
    await page.getByLabel('below', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.locator('button.item-open').first().click();
    await page.getByRole('button', { name: 'Compare across the sweep’s settings' }).click();
    const compared = page.locator('table[aria-label="the same question across settings"] tbody tr');
    await expect.poll(() => compared.count()).toBe(4);
    expect(await compared.first().locator('th').textContent()).toBe('removed_knowledge = 0');
  }, 60_000);

  it('scores an uploaded ALCE result file and shows STR-EM', async () => {
    await page.goto(`${base}/#score`);
    await page.getByLabel('ALCE result (JSON) or KaLMA run (JSONL)').setInputFiles(sharedData('alce', 'asqa_human_eval_outputs.dev.json'));
    await page.getByRole('button', { name: 'Score' }).click();
    await page.getByText(/^Scored \d+ items/).waitFor({ timeout: 60_000 });
    const row = page.locator('#score-result table[aria-label="metrics"] tr', { hasText: 'str_em' });
    expect(await row.locator('td').textContent()).toBe('35.30');
    await page.screenshot({ path: join(SCREENSHOTS, 'serve-score.png'), fullPage: true });
  }, 90_000);

  it('shows HTML in run names and questions as text, running none of it', async () => {
    await page.goto(`${base}/#runs`);
    const link = page.locator('#run-list a', { hasText: '<img' });
    await link.waitFor();
    expect(await link.textContent()).toContain('<img src=x onerror=');
    await link.click();
    await page.locator('#run-view table[aria-label="metrics"]').waitFor();
    await page.goto(`${base}/#ask`);
    await page.getByLabel('Question', { exact: true }).fill(`${HOSTILE} <script>window.__xss=2</script> Who was Marie Curie?`);
    await page.getByRole('button', { name: 'Ask' }).click();
    await page.locator('#ask-status').filter({ hasText: /Answered|No entity|:/ }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await page.locator('#answer img, #answer script').count()).toBe(0);
    // The run's item: question, answer and passage text from the file, all shown as text.
    await page.goto(`${base}/#run=hostile-run`);
    await page.locator('button.item-open').first().click();
    const item = page.locator('#item-view');
    await item.waitFor();
    expect(await item.textContent()).toContain('<script>window.__xss=3</script>');
    expect(await page.locator('#run-view table[aria-label="items"]').textContent()).toContain('<b onmouseover=');
    expect(await page.locator('#run-view img:not(.chart), #run-view script, #run-view b').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  }, 60_000);

  it('states a same-name tie in the page, with the alternatives', async () => {
    await page.goto(`${base}/#ask`);
    await page.getByLabel('Question', { exact: true }).fill('Who taught John Williams?');
    await page.getByLabel('Source', { exact: true }).selectOption('kg');
    await page.getByRole('button', { name: 'Ask' }).click();
    await page.getByText('Answered.').waitFor();
    expect(await page.locator('#answer details', { hasText: 'Entity matching' }).textContent()).toMatch(/a tie: John Williams \(Q\d+\) matched the question as well/);
  }, 60_000);

  it('reads at 390 px wide without a horizontal scroll on the ask page', async () => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`${base}/#ask`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(readFileSync(join(PROJECT_ROOT, 'src/server/public/index.html'), 'utf8')).not.toMatch(/https?:\/\//);
  });
});
