import { resolve } from 'node:path';
import type { Command } from 'commander';
import { choices } from '../registry-choices.js';
import { indexKinds } from '../../../retrievers/passages/kinds/all-index-kinds.js';
import { InputError } from '../../core/errors.js';
import { configFrom } from '../global-options.js';

interface IndexOptions {
  out: string;
  embedder: string;
  words: string;
  force?: boolean;
}

export function registerIndexCommand(program: Command): void {
  program
    .command('index')
    .description('chunk a JSONL file of {id, title, text} documents into 100-word passages and build a search index')
    .argument('<docs.jsonl>', 'documents, one JSON object per line')
    .requiredOption('--out <dir>', 'directory to write the index into')
    .option('--force', 'replace whatever the --out directory holds, whole (a directory another command made is refused otherwise)')
    .option('--embedder <name>', `index kind: ${choices(indexKinds)} (use and openai are dense HNSW, bm25 and bm25-lucene sparse)`, 'use')
    .option('--words <n>', 'words per passage', '100')
    .action(async (docsPath: string, options: IndexOptions, command: Command) => {
      const config = await configFrom(command);
      const words = Number(options.words);
      if (!Number.isInteger(words) || words < 1) throw new InputError('--words', `must be a positive integer, got "${options.words}"`);
      const [{ readDocumentsJsonl }, { buildPassageIndex, checkIndexKind }, { default: cliProgress }] = await Promise.all([
        import('../../../retrievers/passages/chunk-documents.js'),
        import('../../../retrievers/passages/passage-index.js'),
        import('cli-progress'),
      ]);
      const kind = checkIndexKind(options.embedder);
      const docs = await readDocumentsJsonl(docsPath);
      const bar = new cliProgress.SingleBar(
        { format: 'embedding passages [{bar}] {value}/{total} {eta_formatted}', stream: process.stderr, hideCursor: true },
        cliProgress.Presets.shades_classic,
      );
      let started = false;
      const { claimOutputDirectory } = await import('../../io/output-directory.js');
      const claimed = await claimOutputDirectory(options.out, {
        kind: 'index',
        command: 'citeqa index',
        settings: { kind, words, source: resolve(docsPath) },
        force: options.force,
      });
      const manifest = await buildPassageIndex(docs, options.out, {
        kind,
        config,
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
      process.stdout.write(`indexed ${docs.length} documents as ${manifest.passages} passages (${what}) into ${options.out}\n`);
    });
}
