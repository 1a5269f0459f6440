import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { claimOutputDirectory } from '../../../src/io/output-directory.js';
import { runMain } from '../../support/run-main.js';
import { PROJECT_ROOT } from '../../../src/config/config.js';

const fresh = () => join(mkdtempSync(join(tmpdir(), 'citeqa-claim-')), 'out');

describe('claimOutputDirectory', () => {
  it('resumes a directory of the same kind and settings, and locks it while claimed', async () => {
    const dir = fresh();
    const first = await claimOutputDirectory(dir, { kind: 'run', command: 'citeqa run', settings: { a: 1 } });
    expect(first.resumed).toBe(false);
    await expect(claimOutputDirectory(dir, { kind: 'run', command: 'citeqa run', settings: { a: 1 } })).rejects.toThrow(/is being written by another process \(citeqa run, pid \d+\)/);
    await first.release();
    const again = await claimOutputDirectory(dir, { kind: 'run', command: 'citeqa run', settings: { a: 1 } });
    expect(again.resumed).toBe(true);
    await again.release();
  });

  it('refuses a second citeqa run on a directory another run is writing, before any question is answered', async () => {
    const dir = fresh();
    const held = await claimOutputDirectory(dir, { kind: 'run', command: 'citeqa run', settings: {} });
    try {
      const second = await runMain(['run', '--data', join(PROJECT_ROOT, 'test/fixtures/kg/mini-biokalma.json'), '--out', dir]);
      expect(second.status).toBe(2);
      expect(second.stderr).toMatch(/is being written by another process/);
      expect(existsSync(join(dir, 'items.jsonl'))).toBe(false);
    } finally {
      await held.release();
    }
  });

  it('takes over the lock of a holder that died (its pid no longer runs)', async () => {
    const dir = fresh();
    const claimed = await claimOutputDirectory(dir, { kind: 'run', command: 'citeqa run', settings: {} });
    // Leave the lock behind as a killed process would, naming a pid that has exited.
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout;
    writeFileSync(join(dir, '.citeqa.lock-owner.json'), JSON.stringify({ pid: Number(dead), command: 'citeqa run' }));
    const next = await claimOutputDirectory(dir, { kind: 'run', command: 'citeqa run', settings: {} });
    expect(next.resumed).toBe(true);
    await next.release();
    await claimed.release().catch(() => undefined);
  });
});
