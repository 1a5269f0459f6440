import type { EntityCard } from '../../src/core/knowledge.js';
import type { KnowledgeGraph } from '../../src/core/knowledge-graph.js';
import { Registry } from '../../src/core/registry.js';
import type { EntityRecord } from './entity-record.js';

export interface KgOpenOptions {
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** A store queried where it lives (a SPARQL endpoint): it stands alone, never unioned with other sources. */
export interface RemoteKgBackend {
  kind: 'remote';
  description: string;
  /** Whether this backend opens the source (a name such as `wikidata`, or a URL). */
  opens(source: string): boolean;
  open(source: string, options: KgOpenOptions): Promise<KnowledgeGraph>;
}

/** What one local file contributes to the embedded store; files of every format are unioned into one graph. */
export interface KgFileContents {
  records?: EntityRecord[];
  /** BioKaLMA cards, linked among themselves before they join the store. */
  bioKalmaCards?: EntityCard[];
  ntriples?: string;
}

/** A local file format loaded into the embedded store (oxigraph in process). */
export interface KgFileFormat {
  kind: 'file';
  description: string;
  /** File name endings it reads, with the dot (`.nt`). */
  extensions: string[];
  read(file: string): Promise<KgFileContents>;
}

export type KgBackend = RemoteKgBackend | KgFileFormat;

/** Where knowledge graphs come from; each backend or file format is one file in backends/ that registers itself. */
export const kgBackends = new Registry<KgBackend>('KG backend');

export function kgFileFormats(): KgFileFormat[] {
  return kgBackends.names().map((name) => kgBackends.get(name)).filter((backend): backend is KgFileFormat => backend.kind === 'file');
}

export function remoteKgBackendFor(source: string): RemoteKgBackend | undefined {
  return kgBackends
    .names()
    .map((name) => kgBackends.get(name))
    .find((backend): backend is RemoteKgBackend => backend.kind === 'remote' && backend.opens(source));
}

export function kgFileFormatFor(file: string): KgFileFormat | undefined {
  return kgFileFormats().find((format) => format.extensions.some((extension) => file.toLowerCase().endsWith(extension)));
}

/** The accepted sources in words, for help texts and errors. */
export function describeKgSources(): string {
  const remote = kgBackends.names().map((name) => kgBackends.get(name)).filter((backend) => backend.kind === 'remote').map((backend) => backend.description);
  const files = kgFileFormats().map((format) => `${format.extensions.join('/')} (${format.description})`);
  return ['bundled', ...remote, ...files, 'or a directory of such files'].join(', ');
}
