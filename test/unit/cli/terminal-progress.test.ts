import { describe, expect, it } from 'vitest';
import { createOpenAIEmbedder } from '../../../retrievers/dense/openai-embedder.js';
import { terminalProgress, withEmbeddingProgress } from '../../../src/cli/terminal-progress.js';
import { createMemoryCacheStore } from '../../../src/llm/cache-store.js';
import { fakeTty } from '../../support/fake-tty.js';
import { useFakeOpenAIServer } from '../../support/use-fake-openai-server.js';

// Escape sequences and redraws aside, the last state of each bar is what a person reads.
const plain = (text: string) => text.replace(/\x1B\[[0-9;?]*[A-Za-z]|\x1B[78]/g, '');

describe('terminal progress bars', () => {
  it('draws label, count, rate and ETA on a terminal, and nothing elsewhere or with --quiet', () => {
    const tty = fakeTty();
    const task = terminalProgress({ stream: tty }).start('indexing passages', 40, 'passages');
    task.advance(10);
    task.grow(10);
    task.advance(40);
    task.stop();
    expect(plain(tty.text)).toMatch(/indexing passages \[[█░]+\] 50\/50 passages · [\d.]+\/s · ETA \d+s/);

    const quiet = fakeTty();
    terminalProgress({ stream: quiet, quiet: true }).start('x', 5, 'items').stop();
    const pipe = fakeTty();
    Object.assign(pipe, { isTTY: false });
    terminalProgress({ stream: pipe }).start('x', 5, 'items').stop();
    expect([quiet.text, pipe.text]).toEqual(['', '']);
  });

  it('draws while a step computes without yielding to the event loop', () => {
    const tty = fakeTty();
    const task = terminalProgress({ stream: tty }).start('alce metrics', 3, 'steps');
    const busyUntil = Date.now() + 250;
    while (Date.now() < busyUntil) {
      // a metric scoring 10,000 items synchronously
    }
    task.advance();
    // Read before stop(): what a person sees mid-way.
    expect(plain(tty.text)).toMatch(/alce metrics \[[█░]+\] 1\/3 steps/);
    task.stop();
  });

  describe('embedding bar', () => {
    const server = useFakeOpenAIServer({ embeddingDimensions: 4 });

    it('counts the texts that reach the model, and stays away when the cache serves them all', async () => {
      server.reset();
      const embedder = await createOpenAIEmbedder({ baseURL: server.baseURL, model: 'e', dimension: 4, batchSize: 5, cache: createMemoryCacheStore() });
      const texts = Array.from({ length: 23 }, (_, index) => `text ${index}`);
      const first = fakeTty();
      await withEmbeddingProgress(terminalProgress({ stream: first }), 'MAUVE features', () => embedder.embed(texts));
      expect(plain(first.text)).toMatch(/MAUVE features \[[█░]+\] 23\/23 texts/);
      // A call the cache asks for in parts: the bar's total is the whole call from its first drawing, counted once.
      const many = Array.from({ length: 2100 }, (_, index) => `many ${index}`);
      const parts = fakeTty();
      await withEmbeddingProgress(terminalProgress({ stream: parts }), 'MAUVE features', () => embedder.embed(many));
      const drawn = plain(parts.text).match(/\d+\/\d+ texts/g)!;
      expect([drawn[0], drawn.at(-1)]).toEqual(['0/2100 texts', '2100/2100 texts']);
      const again = fakeTty();
      await withEmbeddingProgress(terminalProgress({ stream: again }), 'embedding', () => embedder.embed(texts));
      expect(again.text).toBe('');
    });
  });
});
