import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config/config.js';
import { ConfigError, InputError } from '../../../src/core/errors.js';

const tempDir = () => mkdtempSync(join(tmpdir(), 'citeqa-config-'));

describe('loadConfig', () => {
  it('reads endpoints from the environment and falls back to OPENAI_API_KEY', () => {
    const config = loadConfig({
      env: { CITEQA_LLM_BASE_URL: 'http://127.0.0.1:9/v1', CITEQA_LLM_MODEL: 'm', OPENAI_API_KEY: 'sk-x' },
      cwd: tempDir(),
    });
    expect(config.llm).toEqual({ baseURL: 'http://127.0.0.1:9/v1', model: 'm', apiKey: 'sk-x' });
    expect(config.judge.apiKey).toBe('sk-x');
  });

  it('lets the environment override the config file', () => {
    const cwd = tempDir();
    writeFileSync(join(cwd, 'citeqa.config.json'), JSON.stringify({ concurrency: 2, llm: { model: 'a' } }));
    const config = loadConfig({ env: { CITEQA_LLM_MODEL: 'b' }, cwd });
    expect(config.concurrency).toBe(2);
    expect(config.llm.model).toBe('b');
  });

  it('names the key of a bad value', () => {
    const cwd = tempDir();
    writeFileSync(join(cwd, 'citeqa.config.json'), JSON.stringify({ llm: { baseURL: 'not a url' } }));
    expect(() => loadConfig({ env: {}, cwd })).toThrow(ConfigError);
    expect(() => loadConfig({ env: {}, cwd })).toThrow(/config llm\.baseURL/);
    expect(() => loadConfig({ env: { CITEQA_CONCURRENCY: '-1' }, cwd: tempDir() })).toThrow(/config concurrency/);
  });

  it('reads the texts per embeddings request from the file or the environment, and refuses more than OpenAI takes', () => {
    const cwd = tempDir();
    writeFileSync(join(cwd, 'citeqa.config.json'), JSON.stringify({ embeddings: { batchSize: 128 } }));
    expect(loadConfig({ env: {}, cwd }).embeddings.batchSize).toBe(128);
    expect(loadConfig({ env: { CITEQA_EMBEDDINGS_BATCH_SIZE: '16' }, cwd }).embeddings.batchSize).toBe(16);
    expect(loadConfig({ env: {}, cwd: tempDir() }).embeddings.batchSize).toBeUndefined();
    expect(() => loadConfig({ env: { CITEQA_EMBEDDINGS_BATCH_SIZE: '4096' }, cwd })).toThrow(/config embeddings\.batchSize/);
  });

  it('rejects unknown keys and malformed files', () => {
    const cwd = tempDir();
    writeFileSync(join(cwd, 'citeqa.config.json'), JSON.stringify({ modle: 'x' }));
    expect(() => loadConfig({ env: {}, cwd })).toThrow(/modle|unrecognized/i);
    const broken = join(tempDir(), 'broken.json');
    writeFileSync(broken, '{ nope');
    expect(() => loadConfig({ env: {}, file: broken })).toThrow(InputError);
  });
});
