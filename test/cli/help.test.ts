import { describe, expect, it } from 'vitest';
import { runCli } from '../support/run-cli.js';

describe('citeqa CLI', () => {
  it('prints help listing its commands', () => {
    const result = runCli(['--help']);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Usage: citeqa');
    expect(result.stdout).toMatch(/^\s+config\b/m);
  });

  it('reports a bad configuration value in one line, without a stack trace', () => {
    const result = runCli(['config'], { env: { CITEQA_TIMEOUT_MS: 'soon' } });
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/^citeqa: config timeoutMs: /);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('rejects an unknown command', () => {
    const result = runCli(['frobnicate']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("unknown command 'frobnicate'");
  });
});
