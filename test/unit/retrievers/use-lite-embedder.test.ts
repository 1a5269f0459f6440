import { describe, expect, it } from 'vitest';
import { createUseLiteEmbedder } from '../../../retrievers/dense/use-lite-embedder.js';

const dot = (a: number[], b: number[]) => a.reduce((sum, x, i) => sum + x * b[i]!, 0);

describe('USE-lite embedder', () => {
  it('embeds offline into 512-d unit vectors that rank a paraphrase above an unrelated text', async () => {
    const embedder = createUseLiteEmbedder();
    const [query, close, far, empty] = await embedder.embed([
      'Who taught the painter to paint?',
      'Her teacher in painting was her father.',
      'The stock market fell sharply on Tuesday.',
      '',
    ]);
    expect(query).toHaveLength(512);
    expect(Math.hypot(...query!)).toBeCloseTo(1, 3);
    expect(dot(query!, close!)).toBeGreaterThan(dot(query!, far!));
    expect(empty).toHaveLength(512);
  });
});

describe('USE-lite start-up', () => {
  it('asks the model source for nothing before the TF.js backend is ready', async () => {
    const { loadAfterBackend } = await import('../../../retrievers/dense/use-lite-embedder.js');
    let backendReady = false;
    const ready = () => new Promise<void>((resolve) => setTimeout(() => ((backendReady = true), resolve()), 20));
    const sawReady = await loadAfterBackend(ready, async () => backendReady);
    expect(sawReady).toBe(true);
  });
});
