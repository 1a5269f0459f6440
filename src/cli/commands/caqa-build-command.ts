import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Command } from 'commander';
import { InputError } from '../../core/errors.js';
import { configFrom } from '../global-options.js';

interface BuildOptions {
  kg: string[];
  out: string;
  perCell: string;
  seed: string;
  verbalizer: string;
  split?: string;
  entities?: string;
  maxEntities: string;
  force?: boolean;
}

/** `train,dev,test` (weights 8:1:1) or explicit weights `train=8,dev=1,test=1`. */
export function parseSplits(text: string): { name: string; weight: number }[] {
  const defaults: Record<string, number> = { train: 8, dev: 1, test: 1 };
  const splits = text.split(',').map((part) => part.trim()).filter(Boolean).map((part) => {
    const [name, weight] = part.split('=');
    const value = weight === undefined ? (defaults[name!] ?? 1) : Number(weight);
    if (!name || !/^[\w-]+$/.test(name) || !(value > 0)) throw new InputError('--split', `expected names with optional positive weights (train,dev,test or train=8,dev=1,test=1), got "${text}"`);
    return { name, weight: value };
  });
  if (splits.length < 2 || new Set(splits.map((split) => split.name)).size !== splits.length) throw new InputError('--split', `needs at least two distinct split names, got "${text}"`);
  return splits;
}

export function registerCaqaBuildCommand(caqa: Command): void {
  caqa
    .command('build')
    .description('build a CAQA benchmark (4 categories × 4 complexity levels) from a knowledge graph, deterministically for a seed')
    .requiredOption('--kg <source>', 'KG to build from: bundled, a BioKaLMA .json, entity .jsonl, N-Triples .nt, a directory (repeatable), or a SPARQL endpoint URL with --entities', (value: string, previous: string[]) => [...previous, value], [] as string[])
    .requiredOption('--out <file>', 'the benchmark, one JSON sample per line')
    .option('--per-cell <n>', 'samples wanted per category × complexity cell', '50')
    .option('--seed <n>', 'seed of every random choice', '1')
    .option('--verbalizer <how>', 'template (offline, CiteQA\'s templates) | llm (the configured model rewrites them)', 'template')
    .option('--split <names>', 'assign splits by question subject: train,dev,test (8:1:1) or name=weight,…')
    .option('--entities <qids>', 'a SPARQL endpoint (which cannot list its entities): comma-separated entities to walk from')
    .option('--max-entities <n>', 'a SPARQL endpoint: the most entities the walk reads', '200')
    .option('--force', 'replace an existing --out file')
    .action(async (options: BuildOptions, command: Command) => {
      const perCell = Number(options.perCell);
      if (!/^\d+$/.test(options.perCell) || perCell < 1) throw new InputError('--per-cell', `expected a positive integer, got "${options.perCell}"`);
      if (!/^\d+$/.test(options.seed)) throw new InputError('--seed', `expected a non-negative integer, got "${options.seed}"`);
      if (!['template', 'llm'].includes(options.verbalizer)) throw new InputError('--verbalizer', `expected template or llm, got "${options.verbalizer}"`);
      const out = resolve(options.out);
      if (existsSync(out) && statSync(out).isDirectory()) throw new InputError(options.out, 'is a directory; --out names the benchmark file');
      if (existsSync(out) && !options.force) throw new InputError(options.out, 'exists; pass --force to replace it');
      const splits = options.split ? parseSplits(options.split) : undefined;
      const config = await configFrom(command);
      const [{ loadKnowledgeGraph }, { indexKnowledgeGraph }, { buildCaqaBenchmark }, { writeTextAtomic }, { formatCaqaBuildSummary }] = await Promise.all([
        import('../../../retrievers/kg/load-knowledge-graph.js'),
        import('../../../eval/caqa/build/kg-triples.js'),
        import('../../../eval/caqa/build/build-benchmark.js'),
        import('../../io/run-directory.js'),
        import('../../../eval/caqa/build/build-summary.js'),
      ]);
      if (!/^\d+$/.test(options.maxEntities) || Number(options.maxEntities) < 1) throw new InputError('--max-entities', `expected a positive integer, got "${options.maxEntities}"`);
      const seeds = options.entities?.split(',').map((qid) => qid.trim()).filter(Boolean);
      const index = await indexKnowledgeGraph(await loadKnowledgeGraph(options.kg), { ...(seeds ? { seeds } : {}), maxEntities: Number(options.maxEntities) });
      const kgSource = options.kg.join('+');
      const result = buildCaqaBenchmark(index, { perCell, seed: Number(options.seed), kgSource, ...(splits ? { splits } : {}) });
      let samples = result.samples;
      if (options.verbalizer === 'llm') {
        const [{ modelFor }, { verbalizeWithModel }] = await Promise.all([import('../../pipeline/dependencies.js'), import('../../../eval/caqa/build/llm-verbalizer.js')]);
        samples = await verbalizeWithModel(samples, await modelFor('generator', config), { seed: Number(options.seed) });
      }
      writeTextAtomic(out, samples.map((sample) => JSON.stringify(sample)).join('\n') + (samples.length > 0 ? '\n' : ''));
      process.stdout.write(`${formatCaqaBuildSummary(result, perCell)}\n\nwrote ${samples.length} samples to ${out}\n`);
    });
}
