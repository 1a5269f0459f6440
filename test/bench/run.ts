import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { perSecond, type Bench, type BenchFigure } from './bench-harness.js';

/**
 * `npm run bench`: imports every `*.bench.ts` beside this file, runs its default export and prints each figure
 * (count, seconds, items per second) with its ratio to the file's fastest figure. A failing bench is reported
 * and the exit code is 1, but the others still run.
 */
const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(here)
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => only.length === 0 || only.some((name) => file.includes(name)))
  .sort();

function formatRate(value: number): string {
  return value >= 100 ? Math.round(value).toLocaleString('en-US') : value.toFixed(1);
}

function printFigures(file: string, figures: BenchFigure[]): void {
  const fastest = Math.max(...figures.map(perSecond));
  const rows = figures.map((figure) => [
    figure.name,
    figure.count.toLocaleString('en-US'),
    figure.seconds.toFixed(3),
    `${formatRate(perSecond(figure))} ${figure.unit}/s`,
    `${(perSecond(figure) / fastest).toFixed(3)}×`,
    figure.note ?? '',
  ]);
  const header = ['figure', 'count', 'seconds', 'throughput', 'vs fastest', 'note'];
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column]!.length)));
  const line = (row: string[]) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd();
  console.log(`\n${file}`);
  console.log(line(header));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of rows) console.log(line(row));
}

let failed = 0;
console.log(`node ${process.version} · ${process.platform}/${process.arch} · ${files.length} bench file(s)`);
for (const file of files) {
  try {
    const module = (await import(pathToFileURL(join(here, file)).href)) as { default?: Bench };
    if (typeof module.default !== 'function') throw new Error('no default export (a Bench function)');
    printFigures(file, await module.default());
  } catch (error) {
    failed++;
    console.log(`\n${file}: FAILED — ${error instanceof Error ? error.message : String(error)}`);
  }
}
process.exitCode = failed > 0 ? 1 : 0;
