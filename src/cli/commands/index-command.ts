import { resolve } from 'node:path';
import type { Command } from 'commander';
import { choices } from '../registry-choices.js';
import { indexKinds } from '../../../retrievers/passages/kinds/all-index-kinds.js';
import { InputError } from '../../core/errors.js';
import { configFrom } from '../global-options.js';

interface IndexOptions {
  out: string;
  embedder: string;
  engine?: string;
  vectorStore?: string;
  words: string;
  force?: boolean;
}

/** Kinds chosen with --engine rather than --embedder: each takes a dense embedder of its own. */
const ENGINE_KINDS = ['lancedb', 'langchain'];

export function registerIndexCommand(program: Command): void {
  program
    .command('index')
    .description('chunk a JSONL file of {id, title, text} documents into 100-word passages and build a search index')
    .argument('<docs.jsonl>', 'documents, one JSON object per line')
    .requiredOption('--out <dir>', 'directory to write the index into')
    .option('--force', 'replace whatever the --out directory holds, whole (a directory another command made is refused otherwise)')
    .option(
      '--embedder <name>',
      `index kind: ${choices(indexKinds).split(' | ').filter((name) => !ENGINE_KINDS.includes(name)).join(' | ')} (use and openai are dense, bm25 and bm25-lucene sparse)`,
      'use',
    )
    .option(
      '--engine <name>',
      'vector engine: hnsw (in memory, default) or lancedb (on disk, IVF-PQ, bounded memory; an interrupted build resumes when rerun), both with a dense --embedder (use, openai); or langchain (any LangChain.js VectorStore, with --vector-store)',
    )
    .option('--vector-store <store.json>', 'with --engine langchain: the LangChain vector-store configuration (module, export, options, embedder; see README)')
    .option('--words <n>', 'words per passage', '100')
    .action(async (docsPath: string, options: IndexOptions, command: Command) => {
      const config = await configFrom(command);
      const words = Number(options.words);
      if (!Number.isInteger(words) || words < 1) throw new InputError('--words', `must be a positive integer, got "${options.words}"`);
      const [{ buildPassageIndexFromSource, checkIndexKind, readIndexSource }, { default: cliProgress }] = await Promise.all([
        import('../../../retrievers/passages/passage-index.js'),
        import('cli-progress'),
      ]);
      const engine = options.engine ?? (options.vectorStore ? 'langchain' : 'hnsw');
      if (engine !== 'hnsw' && engine !== 'lancedb' && engine !== 'langchain') {
        throw new InputError('--engine', `unknown engine "${engine}"; expected hnsw, lancedb or langchain`);
      }
      if (engine === 'langchain' && !options.vectorStore) throw new InputError('--vector-store', 'is required with --engine langchain');
      if (engine !== 'langchain' && options.vectorStore) throw new InputError('--vector-store', `applies to --engine langchain, not ${engine}`);
      // LanceDB and LangChain stores are one kind each whatever the embedder; the embedder is recorded and checked at build.
      if (engine === 'hnsw' && ENGINE_KINDS.includes(options.embedder)) {
        throw new InputError('--embedder', `"${options.embedder}" is an engine; use --engine ${options.embedder}`);
      }
      const kind = engine === 'hnsw' ? checkIndexKind(options.embedder) : engine;
      // Read and checked before the --out directory is claimed, so a bad file leaves nothing behind.
      const source = await readIndexSource(docsPath, kind, words);
      const bar = new cliProgress.SingleBar(
        { format: 'embedding passages [{bar}] {value}/{total} {eta_formatted}', stream: process.stderr, hideCursor: true },
        cliProgress.Presets.shades_classic,
      );
      let started = false;
      const { claimOutputDirectory } = await import('../../io/output-directory.js');
      const claimed = await claimOutputDirectory(options.out, {
        kind: 'index',
        command: 'citeqa index',
        settings: {
          kind,
          words,
          source: resolve(docsPath),
          ...(engine === 'lancedb' ? { embedder: options.embedder } : {}),
          ...(options.vectorStore ? { vectorStore: resolve(options.vectorStore) } : {}),
        },
        force: options.force,
      });
      if (claimed.resumed && engine === 'lancedb') process.stderr.write(`resuming the LanceDB build in ${options.out}\n`);
      const manifest = await buildPassageIndexFromSource(source, options.out, {
        kind,
        config,
        ...(engine === 'lancedb' ? { embedderName: options.embedder } : {}),
        ...(options.vectorStore ? { vectorStore: options.vectorStore } : {}),
        wordsPerPassage: words,
        source: resolve(docsPath),
        onProgress: (done, total) => {
          if (!started) {
            bar.start(total, done);
            started = true;
          } else bar.update(done);
        },
      }).finally(() => claimed.release());
      if (started) bar.stop();
      const what = indexKinds.get(manifest.kind).describe(manifest);
      process.stdout.write(`indexed ${source.documents} documents as ${manifest.passages} passages (${what}) into ${options.out}\n`);
    });
}
