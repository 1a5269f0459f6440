import { createHash } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { writeTextAtomic } from '../../src/io/run-directory.js';
import type { ConnerExample } from './conner-data.js';

/**
 * The corpus a CONNER run retrieves knowledge from when no --index is given: the test set's own gold knowledge, one
 * document per example, written once into the cache. It stands in for the Wikipedia dump of the paper's DPR row and
 * holds every gold passage, so retrieval is easier than the paper's; reports say so.
 */
export function connerCorpusFile(examples: readonly Pick<ConnerExample, 'id' | 'topic' | 'knowledge'>[], cacheDir: string): string {
  const lines = examples.filter((example) => example.knowledge).map((example) => JSON.stringify({ id: `gold-${example.id}`, title: example.topic, text: example.knowledge }));
  const hash = createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16);
  const file = join(cacheDir, 'conner-corpus', `${hash}.jsonl`);
  if (!existsSync(file)) {
    mkdirSync(join(cacheDir, 'conner-corpus'), { recursive: true });
    // Written aside and renamed, so a run starting at the same time never reads half a corpus.
    writeTextAtomic(file, `${lines.join('\n')}\n`);
  }
  return file;
}
