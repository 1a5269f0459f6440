import { existsSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Command } from 'commander';
import { InputError } from '../../core/errors.js';

interface DumpOptions {
  kg: string[];
  out: string;
  force?: boolean;
}

/**
 * `citeqa kg dump`: the embedded store as N-Triples in CiteQA's vocabulary, so a SPARQL server (Virtuoso, Fuseki …)
 * can hold the same graph and `--kg <endpoint URL>` retrieves from it exactly as from the embedded store.
 */
export function registerKgCommand(program: Command): void {
  const kg = program.command('kg').description('knowledge-graph utilities');
  kg.command('dump')
    .description('write the loaded KG as N-Triples in CiteQA\'s vocabulary, for loading into a SPARQL server')
    .option('--kg <source>', 'local KG source: bundled, a BioKaLMA .json, entity .jsonl, N-Triples .nt or a directory (repeatable; default bundled)', (value: string, previous: string[]) => [...previous, value], [] as string[])
    .requiredOption('--out <file>', 'the N-Triples file to write')
    .option('--force', 'replace an existing --out file')
    .action(async (options: DumpOptions) => {
      const out = resolve(options.out);
      if (existsSync(out) && statSync(out).isDirectory()) throw new InputError(options.out, 'is a directory; --out names the N-Triples file');
      if (existsSync(out) && !options.force) throw new InputError(options.out, 'exists; pass --force to replace it');
      if (!existsSync(dirname(out))) throw new InputError(options.out, `its folder ${dirname(out)} does not exist`);
      const [{ loadEmbeddedKnowledgeGraph }, { remoteKgBackendFor }, { writeTextAtomic }] = await Promise.all([
        import('../../../retrievers/kg/load-knowledge-graph.js'),
        import('../../../retrievers/kg/kg-backends.js'),
        import('../../io/run-directory.js'),
      ]);
      const sources = options.kg.length > 0 ? options.kg : ['bundled'];
      const remote = sources.find((source) => remoteKgBackendFor(source) !== undefined);
      if (remote) throw new InputError(remote, 'a SPARQL endpoint is dumped by its own server; kg dump reads local sources');
      const graph = await loadEmbeddedKnowledgeGraph(sources);
      writeTextAtomic(out, graph.dump());
      process.stdout.write(`wrote ${graph.tripleCount} triples to ${out}\n`);
    });
}
