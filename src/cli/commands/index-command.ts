import { resolve } from 'node:path';
import type { Command } from 'commander';
import { choices } from '../registry-choices.js';
import { indexKinds } from '../../../retrievers/passages/kinds/all-index-kinds.js';
import { InputError } from '../../core/errors.js';
import type { ProgressTask } from '../../core/progress.js';
import { onEmbeddingActivity } from '../../llm/embedding-activity.js';
import { configFrom, progressFrom } from '../global-options.js';

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
      const { buildPassageIndexFromSource, checkIndexKind, readIndexSource } = await import('../../../retrievers/passages/passage-index.js');
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
      const progress = await progressFrom(command);
      let task: ProgressTask | undefined;
      let shown = 0;
      let total = 0;
      const show = (done: number) => {
        if (task && done > shown) task.advance(Math.min(done, total) - shown);
        shown = Math.max(shown, Math.min(done, total));
      };
      // Passages are embedded a batch at a time inside each call; the bar follows the batches, not only the calls.
      let embedded = 0;
      const stopListening = onEmbeddingActivity((event) => show((embedded += event.embedded ?? 0)));
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
        onProgress: (done, passages) => {
          total = passages;
          task ??= progress.start('indexing passages', passages, 'passages');
          show(done);
        },
      }).finally(() => {
        stopListening();
        task?.stop();
        return claimed.release();
      });
      const what = indexKinds.get(manifest.kind).describe(manifest);
      process.stdout.write(`indexed ${source.documents} documents as ${manifest.passages} passages (${what}) into ${options.out}\n`);
    });
}
