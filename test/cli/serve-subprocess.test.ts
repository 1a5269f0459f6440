import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/config/config.js';

/** A port nothing listens on right now. */
const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });

describe('citeqa serve as its own process', () => {
  it('listens on 127.0.0.1, serves the page and the API, and refuses a bad port in one line', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, [join(PROJECT_ROOT, 'src/cli/bin.js'), 'serve', '--port', String(port)], { cwd: PROJECT_ROOT });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    try {
      await expect.poll(() => stdout, { timeout: 30_000, interval: 200 }).toContain(`http://127.0.0.1:${port}/`);
      const page = await fetch(`http://127.0.0.1:${port}/`);
      expect(await page.text()).toContain('<title>CiteQA</title>');
      const strategies = (await (await fetch(`http://127.0.0.1:${port}/api/strategies`)).json()) as { strategies: { name: string }[] };
      expect(strategies.strategies.map((strategy) => strategy.name)).toContain('extractive');
    } finally {
      child.kill('SIGTERM');
    }
    const bad = spawn(process.execPath, [join(PROJECT_ROOT, 'src/cli/bin.js'), 'serve', '--port', '99999'], { cwd: PROJECT_ROOT });
    let stderr = '';
    bad.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const status = await new Promise<number | null>((done) => bad.on('close', done));
    expect(status).toBe(2);
    expect(stderr.trim()).toBe('citeqa: --port: expected a port from 1 to 65535, got "99999"');
  }, 60_000);
});
