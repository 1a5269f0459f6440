import { SWEEP_PRESETS, type SweepOverrides } from '../sweep-presets.js';
import type { SweepSpec } from '../sweep-spec.js';
import {
  ALCE_TABLE_4, ALCE_TABLE_5, ALCE_TABLE_6, ALCE_TABLE_7, CONNER_TABLE_2, CONNER_TABLE_3, CONNER_TABLE_7, CONNER_TABLE_8, KALMA_FIGURE_5, KALMA_TABLE_3, KALMA_TABLE_4, KALMA_TABLE_5,
  KALMA_TABLE_7, type PaperTable,
} from './paper-values.js';

/**
 * A paper table that needs a live model: the sweep that produces CiteQA's version of it and the published values.
 * The paper's generation settings (KaLMA: temperature 0.5, three runs) are the defaults.
 */
export interface PaperTarget {
  description: string;
  paper: PaperTable;
  /** What --data must be, when the target has no default dataset here. */
  needsData?: string;
  /** Metric suites that score the text quality columns need a model as well (G-Eval). */
  sweep(overrides: SweepOverrides): SweepSpec;
}

const KALMA_GENERATION = { temperature: 0.5 };
const THREE_RUNS = [1, 2, 3];

function withGeneration(spec: SweepSpec, strategyOptions: Record<string, unknown>): SweepSpec {
  return { ...spec, base: { ...spec.base, strategyOptions: { ...spec.base.strategyOptions, ...strategyOptions } } };
}

const kalmaMain = (overrides: SweepOverrides): SweepSpec =>
  withGeneration(
    SWEEP_PRESETS.strategies!.build({ ...overrides, strategies: overrides.strategies ?? ['kalma'], seeds: overrides.seeds ?? THREE_RUNS }),
    KALMA_GENERATION,
  );

/** CONNER decodes greedily and reports one run. */
const connerStrategies = (fallbackData: string) => (overrides: SweepOverrides): SweepSpec =>
  SWEEP_PRESETS['conner-strategies']!.build({ ...overrides, data: overrides.data ?? (overrides.dataDir ? `${overrides.dataDir}/${fallbackData}` : undefined) });
const connerSelection = (overrides: SweepOverrides): SweepSpec => SWEEP_PRESETS['knowledge-selection']!.build(overrides);

export const PAPER_TARGETS: Record<string, PaperTarget> = {
  'conner-table-2': { description: 'CONNER knowledge quality on NQ: retrieved vs zero-shot vs few-shot knowledge', paper: CONNER_TABLE_2, sweep: connerStrategies('conner/nq/nq_test_random_testset.txt') },
  'conner-table-3': { description: 'CONNER knowledge quality on WoW: retrieved vs zero-shot vs few-shot knowledge', paper: CONNER_TABLE_3, sweep: connerStrategies('conner/wow/seen_random_testset.txt') },
  'conner-table-7': { description: 'CONNER-guided demonstration selection (intrinsic quality)', paper: CONNER_TABLE_7, sweep: connerSelection },
  'conner-table-8': { description: 'CONNER-guided knowledge selection (helpfulness, validity)', paper: CONNER_TABLE_8, sweep: connerSelection },
  'kalma-table-3': { description: 'KaLMA citation quality and alignment (specific questions)', paper: KALMA_TABLE_3, sweep: kalmaMain },
  'kalma-table-4': { description: 'KaLMA text quality (G-Eval style; needs a model for scoring too)', paper: KALMA_TABLE_4, sweep: kalmaMain },
  'kalma-table-5': {
    description: 'KaLMA citation quality with 0–3 pieces of knowledge removed',
    paper: KALMA_TABLE_5,
    sweep: (overrides) =>
      withGeneration(SWEEP_PRESETS['knowledge-removal']!.build({ ...overrides, strategy: overrides.strategy ?? 'kalma', seeds: overrides.seeds ?? THREE_RUNS }), KALMA_GENERATION),
  },
  'kalma-figure-5': {
    description: 'KaLMA citation quality vs retrieval accuracy',
    paper: KALMA_FIGURE_5,
    sweep: (overrides) =>
      withGeneration(SWEEP_PRESETS['retrieval-accuracy']!.build({ ...overrides, strategy: overrides.strategy ?? 'kalma', seeds: overrides.seeds ?? THREE_RUNS }), KALMA_GENERATION),
  },
  'kalma-table-7': {
    description: 'KaLMA general vs specific questions',
    paper: KALMA_TABLE_7,
    sweep: (overrides) =>
      withGeneration(SWEEP_PRESETS['question-variant']!.build({ ...overrides, strategy: overrides.strategy ?? 'kalma', seeds: overrides.seeds ?? THREE_RUNS }), KALMA_GENERATION),
  },
  'alce-table-4': {
    description: 'ALCE ASQA prompting strategies (ChatGPT)',
    paper: ALCE_TABLE_4,
    needsData: 'an ALCE-format ASQA file with retrieved docs (e.g. ALCE asqa_eval_gtr_top100.json)',
    sweep: (overrides) =>
      SWEEP_PRESETS.strategies!.build({
        ...overrides,
        strategies: overrides.strategies ?? ['vanilla', 'summ', 'snippet', 'interact', 'inlinesearch', 'postcite', 'rerank', 'oracle'],
        seeds: overrides.seeds ?? THREE_RUNS,
      }),
  },
  'alce-table-5': {
    description: 'ALCE QAMPARI VANILLA',
    paper: ALCE_TABLE_5,
    needsData: 'an ALCE-format QAMPARI file with retrieved docs',
    sweep: (overrides) => SWEEP_PRESETS.strategies!.build({ ...overrides, strategies: overrides.strategies ?? ['vanilla'], seeds: overrides.seeds ?? THREE_RUNS }),
  },
  'alce-table-6': {
    description: 'ALCE ELI5 VANILLA',
    paper: ALCE_TABLE_6,
    needsData: 'an ALCE-format ELI5 file with retrieved docs and claims',
    sweep: (overrides) => SWEEP_PRESETS.strategies!.build({ ...overrides, strategies: overrides.strategies ?? ['vanilla'], seeds: overrides.seeds ?? THREE_RUNS }),
  },
  'alce-table-7': {
    description: 'ALCE ASQA VANILLA with different LLMs (--models)',
    paper: ALCE_TABLE_7,
    needsData: 'an ALCE-format ASQA file with retrieved docs',
    sweep: (overrides) => SWEEP_PRESETS.strategies!.build({ ...overrides, strategies: overrides.strategies ?? ['vanilla'], seeds: overrides.seeds ?? THREE_RUNS }),
  },
};
