import { existsSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { InputError } from '../core/errors.js';
import { readInputTextSync } from '../io/json-input.js';
import { OUTPUT_MARK_FILE } from '../io/output-directory.js';
import { readJsonFile, readRunRecords, RUN_FILES } from '../io/run-directory.js';

export interface RunSummary {
  /** Path under the runs directory, `/`-separated: the id the API takes. */
  id: string;
  kind: 'run' | 'sweep';
  /** What the directory holds: strategy and data of a run, or the sweep's name. */
  title: string;
}

/**
 * The run and sweep directories under one folder, and nothing outside it: an id is a relative path whose real
 * location (symlinks resolved) must stay inside the folder and hold a run's config.json or a sweep's sweep.json.
 */
export class RunsStore {
  private readonly root: string;
  constructor(root: string) {
    if (!existsSync(root) || !statSync(root).isDirectory()) throw new InputError(root, 'is not a directory of runs');
    this.root = realpathSync(resolve(root));
  }

  /** The directory of an id, or an InputError for anything that is not a run or sweep inside the folder. */
  directory(id: string): string {
    if (id === '' || id.includes('\0') || id.split('/').some((part) => part === '..' || part === '.') || id.startsWith('/')) throw new InputError(`run ${JSON.stringify(id)}`, 'is not a run under the runs directory');
    const candidate = resolve(this.root, ...id.split('/'));
    if (!existsSync(candidate)) throw new InputError(`run ${JSON.stringify(id)}`, 'does not exist');
    const real = realpathSync(candidate);
    if (real !== this.root && !real.startsWith(this.root + sep)) throw new InputError(`run ${JSON.stringify(id)}`, 'is not a run under the runs directory');
    if (!existsSync(join(real, RUN_FILES.config)) && !existsSync(join(real, 'sweep.json'))) throw new InputError(`run ${JSON.stringify(id)}`, 'is not a run or sweep directory');
    return real;
  }

  /** Every run and sweep directory, at most three levels down (a sweep's runs are its children). */
  list(): RunSummary[] {
    const found: RunSummary[] = [];
    const walk = (dir: string, depth: number) => {
      const id = relative(this.root, dir).split(sep).join('/');
      if (existsSync(join(dir, 'sweep.json'))) found.push({ id, kind: 'sweep', title: readJsonFile<{ sweep: string }>(join(dir, 'sweep.json')).sweep });
      else if (existsSync(join(dir, RUN_FILES.config)) && existsSync(join(dir, OUTPUT_MARK_FILE))) {
        const config = readJsonFile<{ strategy?: string; data?: string }>(join(dir, RUN_FILES.config));
        found.push({ id, kind: 'run', title: `${config.strategy ?? 'run'} on ${config.data ?? '?'}` });
      }
      if (depth >= 3) return;
      for (const entry of readdirSync(dir, { withFileTypes: true })) if (entry.isDirectory() && !entry.name.startsWith('.')) walk(join(dir, entry.name), depth + 1);
    };
    walk(this.root, 0);
    return found.filter((run) => run.id !== '').sort((a, b) => a.id.localeCompare(b.id));
  }

  /** A run's configuration and metrics, or a sweep's result, with its chart files. */
  details(id: string): Record<string, unknown> {
    const dir = this.directory(id);
    const figures = existsSync(join(dir, 'figures')) ? readdirSync(join(dir, 'figures')).filter((name) => name.endsWith('.svg')).sort() : [];
    if (existsSync(join(dir, 'sweep.json'))) return { id, kind: 'sweep', sweep: readJsonFile(join(dir, 'sweep.json')), figures };
    return {
      id,
      kind: 'run',
      config: readJsonFile(join(dir, RUN_FILES.config)),
      ...(existsSync(join(dir, RUN_FILES.metrics)) ? { metrics: readJsonFile(join(dir, RUN_FILES.metrics)) } : {}),
      figures,
    };
  }

  /** One chart of a run or sweep: only an `.svg` name inside its figures folder. */
  figure(id: string, name: string): string {
    if (!/^[\w.-]+\.svg$/.test(name)) throw new InputError(`figure ${JSON.stringify(name)}`, 'is not a chart of this run');
    const path = join(this.directory(id), 'figures', name);
    if (!existsSync(path)) throw new InputError(`figure ${JSON.stringify(name)}`, 'does not exist');
    return readInputTextSync(path);
  }

  /** A run's answered items with their per-item scores, filtered (`metric` below / above a value) and sorted. */
  items(id: string, query: { metric?: string; below?: number; above?: number; sort?: string; order?: 'asc' | 'desc' }): Record<string, unknown>[] {
    const dir = this.directory(id);
    if (!existsSync(join(dir, RUN_FILES.items))) throw new InputError(`run ${JSON.stringify(id)}`, 'has no items (a sweep: open one of its runs)');
    const scores = new Map<string, { scores: Record<string, number | null>; detail?: unknown }>();
    if (existsSync(join(dir, RUN_FILES.scores))) {
      for (const line of readInputTextSync(join(dir, RUN_FILES.scores)).split('\n')) {
        if (line.trim() === '') continue;
        const row = JSON.parse(line) as { seed: number; id: string; scores: Record<string, number | null>; detail?: unknown };
        scores.set(`${row.seed}/${row.id}`, row);
      }
    }
    let items = readRunRecords(join(dir, RUN_FILES.items)).map((record) => {
      const r = record as unknown as { seed: number; id: string; question: string; answer?: string; statements?: unknown; docs?: unknown; failed?: unknown };
      const scored = scores.get(`${r.seed}/${r.id}`);
      return { seed: r.seed, id: r.id, question: r.question, answer: r.answer ?? null, statements: r.statements ?? [], docs: r.docs ?? [], failed: r.failed ?? null, scores: scored?.scores ?? {}, detail: scored?.detail ?? null };
    });
    const { metric } = query;
    if (metric !== undefined) {
      items = items.filter((item) => {
        const value = item.scores[metric];
        if (typeof value !== 'number') return false;
        return (query.below === undefined || value < query.below) && (query.above === undefined || value > query.above);
      });
    }
    if (query.sort) {
      const key = query.sort;
      const sign = query.order === 'desc' ? -1 : 1;
      items.sort((a, b) => sign * ((a.scores[key] ?? -Infinity) - (b.scores[key] ?? -Infinity)));
    }
    return items;
  }
}

/** One question across a sweep's settings: each setting's answer and scores for the item `itemId` (first seed). */
export function compareAcrossSettings(store: RunsStore, sweepId: string, itemId: string): { setting: Record<string, unknown>; run: string; item: Record<string, unknown> | null }[] {
  const details = store.details(sweepId) as { kind: string; sweep?: { rows: { setting: Record<string, unknown>; run: string }[] } };
  if (details.kind !== 'sweep' || !details.sweep) throw new InputError(`run ${JSON.stringify(sweepId)}`, 'is not a sweep');
  return details.sweep.rows.map((row) => {
    const run = `${sweepId}/${row.run}`;
    const item = store.items(run, {}).find((candidate) => candidate.id === itemId) ?? null;
    return { setting: row.setting, run, item };
  });
}
