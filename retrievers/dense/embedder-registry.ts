import type { CiteqaConfig } from '../../src/config/config.js';
import type { Embedder } from '../../src/core/embedder.js';
import { Registry } from '../../src/core/registry.js';

/** What is already known about the embedder wanted (from an index manifest), sparing a probe request. */
export interface EmbedderHints {
  dimension?: number;
}

export type EmbedderFactory = (config: CiteqaConfig, hints?: EmbedderHints) => Promise<Embedder>;

export interface EmbedderBackend {
  description: string;
  create: EmbedderFactory;
}

/** Embedders by the name users pass to `--embedder`; each backend is one file in embedders/ that registers itself. */
export const embedderBackends = new Registry<EmbedderBackend>('embedder');
