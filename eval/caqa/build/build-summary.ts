import { CAQA_CATEGORIES, CAQA_COMPLEXITIES } from '../caqa-sample.js';
import type { BuildResult } from './build-benchmark.js';

/** Samples per category × complexity like the paper's Table 5, then every cell short of its quota and why. */
export function formatCaqaBuildSummary(result: BuildResult, perCell: number): string {
  const lines = ['| category | single | union | intersection | concatenation | total |', '| --- | --- | --- | --- | --- | --- |'];
  for (const category of CAQA_CATEGORIES) {
    const cells = CAQA_COMPLEXITIES.map((complexity) => result.counts[`${category}/${complexity}`]);
    lines.push(`| ${category} | ${cells.join(' | ')} | ${cells.reduce((a, b) => a + b, 0)} |`);
  }
  const totals = CAQA_COMPLEXITIES.map((complexity) => CAQA_CATEGORIES.reduce((sum, category) => sum + result.counts[`${category}/${complexity}`], 0));
  lines.push(`| total | ${totals.join(' | ')} | ${totals.reduce((a, b) => a + b, 0)} |`);
  const short = Object.entries(result.shortfalls);
  if (short.length > 0) {
    lines.push('', `cells short of ${perCell}:`);
    for (const [cell, reason] of short) lines.push(`- ${cell}: ${reason}`);
  }
  return lines.join('\n');
}
