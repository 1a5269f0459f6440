import { removeCitations } from '../../../src/citations/alce-citations.js';
import { firstLine, type AlceDataset, type AlceItem } from './alce-item.js';

export interface AlceSuiteOptions {
  /** Which ALCE dataset's metrics to compute; inferred from the items' gold fields when absent. */
  dataset?: AlceDataset;
  /** ALCE `--at_most_citations` (default 3). */
  atMostCitations?: number;
  /** ALCE `--cot`: QAMPARI outputs reason first; only the text after the first colon is the answer list. */
  cot?: boolean;
}

/** What ALCE's metrics read: eval.py's first-line truncation, and the citation-free text every metric but citation quality scores. */
export interface PreparedAlce {
  items: readonly AlceItem[];
  /** First output line, citations kept (citation quality reads them). */
  raw: AlceItem[];
  /** First output line, citations removed. */
  normalized: AlceItem[];
  dataset: AlceDataset;
  atMostCitations?: number;
  cot?: boolean;
}

export function prepareAlce(items: readonly AlceItem[], options: AlceSuiteOptions, dataset: AlceDataset): PreparedAlce {
  const raw = items.map((item) => ({ ...item, output: firstLine(item.output ?? '') }));
  return {
    items,
    raw,
    normalized: raw.map((item) => ({ ...item, output: removeCitations(item.output) })),
    dataset,
    ...(options.atMostCitations === undefined ? {} : { atMostCitations: options.atMostCitations }),
    ...(options.cot === undefined ? {} : { cot: options.cot }),
  };
}

/** Per-item values on the summary's scale (ALCE's percentages ×100; counts as they are). */
export function scaledItemScores(id: string, perItem: readonly (number | null)[] | undefined, scale: number): Record<string, number | null>[] {
  return (perItem ?? []).map((value) => ({ [id]: value === null ? null : scale * value }));
}
