/** Importing this module registers every embedder backend; a new backend is one file and one line here. */
import type { CiteqaConfig } from '../../../src/config/config.js';
import type { Embedder } from '../../../src/core/embedder.js';
import { InputError } from '../../../src/core/errors.js';
import { embedderBackends, type EmbedderHints } from '../embedder-registry.js';
import './openai-compatible-backend.js';
import './use-lite-backend.js';

export { embedderBackends };

/** The embedder a user named, configured from the settings; an unknown name is one line listing the known ones. */
export function createEmbedder(name: string, config: CiteqaConfig, hints?: EmbedderHints): Promise<Embedder> {
  if (!embedderBackends.has(name)) throw new InputError('--embedder', `unknown embedder "${name}"; known: ${embedderBackends.names().join(', ')}`);
  return embedderBackends.get(name).create(config, hints);
}
