import { readFile } from 'node:fs/promises';
import type { Command } from 'commander';
import { InputError } from '../../core/errors.js';
import type { ScoredPassage } from '../../core/passage.js';
import { configFrom, progressFrom } from '../global-options.js';

interface SearchOptions {
  index: string;
  k: string;
  queries?: string;
  json?: boolean;
}

interface QueryLine {
  id: string;
  question: string;
}

async function readQueries(path: string): Promise<QueryLine[]> {
  const text = await readFile(path, 'utf8').catch(() => {
    throw new InputError(path, 'cannot read queries file');
  });
  const queries: QueryLine[] = [];
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '') return;
    let record: Record<string, unknown>;
    try {
      record = JSON.parse(line) as Record<string, unknown>;
    } catch {
      throw new InputError(`${path} line ${index + 1}`, 'not valid JSON');
    }
    const question = record.question ?? record.query;
    if (typeof question !== 'string') throw new InputError(`${path} line ${index + 1}`, 'missing string field "question"');
    queries.push({ id: record.id === undefined ? String(index + 1) : String(record.id), question });
  });
  return queries;
}

function snippet(text: string, words = 25): string {
  const parts = text.split(' ');
  return parts.length > words ? `${parts.slice(0, words).join(' ')} …` : text;
}

export function registerSearchCommand(program: Command): void {
  program
    .command('search')
    .description('search an index built by `citeqa index`, for one query or a JSONL file of questions')
    .argument('[query]', 'the query (omit with --queries)')
    .requiredOption('--index <dir>', 'index directory')
    .option('-k <n>', 'passages to return per query', '5')
    .option('--queries <questions.jsonl>', 'batch mode: one {"id", "question"} per line → one JSON line per query')
    .option('--json', 'print JSON lines: {"id", "query", "hits": [{"id", "title", "score"}…]}')
    .action(async (query: string | undefined, options: SearchOptions, command: Command) => {
      const config = await configFrom(command);
      const k = Number(options.k);
      if (!Number.isInteger(k) || k < 1) throw new InputError('-k', `must be a positive integer, got "${options.k}"`);
      if ((query === undefined) === (options.queries === undefined)) {
        throw new InputError('search', 'give either a query or --queries <file>, not both');
      }
      if (query !== undefined && query.trim() === '') throw new InputError('query', 'is empty; search for something, e.g. citeqa search "Grace Hopper"');
      const { openPassageIndex } = await import('../../../retrievers/passages/passage-index.js');
      const index = await openPassageIndex(options.index, { config });
      const queries = options.queries ? await readQueries(options.queries) : [{ id: '1', question: query! }];
      const { retrieveInWindows } = await import('../../pipeline/retrieve-in-windows.js');
      // One bar over the queries: each window's queries are embedded together, so it moves a window at a time.
      const progress = (await progressFrom(command)).start('search', queries.length, 'queries');
      try {
        await retrieveInWindows(index, queries, k, ({ id, question }, hits) => {
          printHits(id, question, hits, Boolean(options.json || options.queries));
          progress.advance(1);
        });
      } finally {
        progress.stop();
      }
    });
}

function printHits(id: string, question: string, hits: ScoredPassage[], json: boolean): void {
  if (json) {
    const line = { id, query: question, hits: hits.map((hit) => ({ id: hit.id, title: hit.title, score: hit.score })) };
    process.stdout.write(`${JSON.stringify(line)}\n`);
  } else {
    hits.forEach((hit, rank) => {
      process.stdout.write(`${rank + 1}. ${hit.id} (${hit.score.toFixed(4)}) ${hit.title}\n   ${snippet(hit.text)}\n`);
    });
  }
}
