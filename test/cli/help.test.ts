import { describe, expect, it } from 'vitest';
import { runMain } from '../support/run-main.js';

describe('citeqa CLI', () => {
  it('prints help listing its commands', async () => {
    const result = await runMain(['--help']);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Usage: citeqa');
    expect(result.stdout).toMatch(/^\s+config\b/m);
  });

  it('reports a bad configuration value in one line, without a stack trace', async () => {
    const result = await runMain(['config'], { env: { CITEQA_TIMEOUT_MS: 'soon' } });
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/^citeqa: config timeoutMs: /);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('rejects an unknown command', async () => {
    const result = await runMain(['frobnicate']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("unknown command 'frobnicate'");
  });
});
