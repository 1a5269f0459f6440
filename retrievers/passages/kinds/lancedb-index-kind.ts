import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { InputError } from '../../../src/core/errors.js';
import { indexKinds } from '../index-kinds.js';

/** What an interrupted build must share with the one resuming it, written before the first row. */
const BUILD_STATE_FILE = 'lance-build.json';
/** Written when the build is complete: the embedder backend to query with and the IVF-PQ index, if any. */
const LANCE_MANIFEST_FILE = 'lance.json';
/** Passages embedded and committed to the table per step; a kill loses at most one such batch. */
export const LANCE_BUILD_BATCH = 512;
const DENSE_EMBEDDERS = ['use', 'openai'];

interface BuildState {
  sourceHash: string;
  wordsPerPassage: number;
  embedderBackend: string;
  embedder: string;
  dimension: number;
  total: number;
}

interface LanceManifest {
  embedderBackend: string;
  embedder: string;
  dimension: number;
  rows: number;
  ivfPq: import('../../dense/lance/lance-vector-table.js').IvfPqParameters | null;
}

async function writeJsonAtomic(path: string, value: unknown): Promise<void> {
  await writeFile(`${path}.tmp`, `${JSON.stringify(value, null, 2)}\n`);
  await rename(`${path}.tmp`, path);
}

/**
 * LanceDB: passages and vectors in a Lance dataset on disk (`lance/passages.lance`, readable by DuckDB, Spark, Ray
 * and pylance for batch work), searched through an IVF-PQ index with exact re-ranking. Built batch by batch from
 * the documents file, so memory stays bounded by one batch whatever the corpus size, and a build that was
 * killed resumes at the first passage not yet committed.
 */
indexKinds.register('lancedb', {
  description: 'LanceDB on disk (IVF-PQ), for corpora larger than memory; vectors from --embedder use|openai',
  describe: (built) => `LanceDB on disk, ${built.embedder} ${built.dimension}-d`,
  async buildStreaming(source, outDir, context) {
    const [{ createEmbedder }, { passageEmbeddingText }, { openVectorTableWriter }] = await Promise.all([
      import('../../dense/embedders/all-embedders.js'),
      import('../../dense/dense-index.js'),
      import('../../dense/lance/lance-vector-table.js'),
    ]);
    const embedderBackend = context.embedderName ?? 'use';
    if (!DENSE_EMBEDDERS.includes(embedderBackend)) {
      throw new InputError('--embedder', `the lancedb engine needs a dense embedder (${DENSE_EMBEDDERS.join(', ')}), got "${embedderBackend}"`);
    }
    const embedder = context.embedder ?? (await createEmbedder(embedderBackend, context.config));
    const state: BuildState = {
      sourceHash: source.sourceHash,
      wordsPerPassage: source.wordsPerPassage,
      embedderBackend,
      embedder: embedder.name,
      dimension: embedder.dimension,
      total: source.total,
    };
    const statePath = join(outDir, BUILD_STATE_FILE);
    if (existsSync(statePath)) {
      const previous = JSON.parse(await readFile(statePath, 'utf8')) as BuildState;
      if (!isDeepStrictEqual(previous, state)) {
        throw new InputError(outDir, 'holds an interrupted LanceDB build of other documents or another embedder', {
          hint: 'rerun with --force to start over, or index into another --out directory',
        });
      }
    } else await writeJsonAtomic(statePath, state);
    const manifestPath = join(outDir, LANCE_MANIFEST_FILE);
    // A finished build rerun: the same documents and embedder are already indexed, and IVF-PQ need not be retrained.
    if (existsSync(manifestPath) && (JSON.parse(await readFile(manifestPath, 'utf8')) as LanceManifest).rows === source.total) {
      context.onProgress?.(source.total, source.total);
      return { embedder: embedder.name, dimension: embedder.dimension };
    }
    const writer = await openVectorTableWriter(outDir, embedder.dimension);
    context.onProgress?.(writer.rows, source.total);
    for await (const batch of source.batches(writer.rows, LANCE_BUILD_BATCH)) {
      const vectors = await embedder.embed(batch.map(passageEmbeddingText));
      await writer.append(
        batch.map((passage, offset) => {
          const vector = vectors[offset]!;
          if (vector.length !== embedder.dimension) {
            throw new InputError(`embedder ${embedder.name}`, `returned a ${vector.length}-d vector for passage ${passage.id}; it declares ${embedder.dimension} dimensions`);
          }
          return { id: passage.id, title: passage.title, text: passage.text, vector };
        }),
      );
      context.onProgress?.(writer.rows, source.total);
    }
    const ivfPq = await writer.buildIndex();
    const manifest: LanceManifest = { embedderBackend, embedder: embedder.name, dimension: embedder.dimension, rows: writer.rows, ivfPq };
    await writeJsonAtomic(manifestPath, manifest);
    return { embedder: embedder.name, dimension: embedder.dimension };
  },
  async open(dir, _passages, context) {
    const [{ createEmbedder }, { defaultIvfSearch, openVectorTableSearcher }] = await Promise.all([
      import('../../dense/embedders/all-embedders.js'),
      import('../../dense/lance/lance-vector-table.js'),
    ]);
    const manifest = JSON.parse(await readFile(join(dir, LANCE_MANIFEST_FILE), 'utf8')) as LanceManifest;
    const embedder = context.embedder ?? (await createEmbedder(manifest.embedderBackend, context.config, { dimension: manifest.dimension }));
    if (embedder.name !== manifest.embedder || embedder.dimension !== manifest.dimension) {
      throw new InputError(
        dir,
        `index was built with embedder ${manifest.embedder} (${manifest.dimension}-d); cannot query it with ${embedder.name} (${embedder.dimension}-d)`,
      );
    }
    const searcher = await openVectorTableSearcher(dir, manifest.ivfPq ? defaultIvfSearch(manifest.ivfPq) : null);
    return {
      name: `lancedb:${embedder.name}`,
      embedder,
      async retrieve(query, k) {
        const [vector] = await embedder.embed([query]);
        return searcher.searchVector(vector!, k);
      },
    };
  },
});
