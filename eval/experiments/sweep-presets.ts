import { InputError } from '../../src/core/errors.js';
import { strategyRegistry } from '../../src/generate/all-strategies.js';
import { MINIMUM_KNOWLEDGE_STAND_IN } from './minimum-knowledge-stand-in.js';
import type { SweepSpec } from './sweep-spec.js';

/** What a user can change on the command line for any preset. */
export interface SweepOverrides {
  /** Dataset file (absolute); presets that need none default to the shared data folder. */
  data?: string;
  /** The shared data folder, for presets' default datasets. */
  dataDir?: string;
  strategy?: string;
  strategies?: string[];
  models?: string[];
  seeds?: number[];
  limit?: number | null;
  judge?: string;
  /** KaLMA Table 3: the temperatures of its grid. */
  temperatures?: number[];
}

const KALMA_CITATION = ['correctness', 'precision_micro', 'recall_micro', 'f1_micro'];
const KALMA_NA = ['na_precision', 'na_recall', 'na_f1'];
const KALMA_ALL = [...KALMA_CITATION, 'precision_macro', 'recall_macro', 'f1_macro', 'alignment_micro'];
const ALCE_MAIN = ['str_em', 'citation_rec', 'citation_prec'];
const CONNER_INTRINSIC = ['fact_consistent', 'knowledge_relevance', 'coh_sent', 'coh_para', 'info'];
const CONNER_EXTRINSIC = ['helpfulness', 'validity'];
const CONNER_DATA = 'conner/nq/nq_test_random_testset.txt';

/** A CONNER sweep's base: knowledge evaluated with the CONNER suite; retrieval is filled in by the command. */
function connerBase(name: string, overrides: SweepOverrides, strategy: string): SweepSpec['base'] {
  return base(overrides, { data: requireData(name, overrides, CONNER_DATA), source: 'passages', strategy, suite: 'conner' });
}

function requireData(name: string, overrides: SweepOverrides, fallback?: string): string {
  const data = overrides.data ?? (fallback && overrides.dataDir ? `${overrides.dataDir}/${fallback}` : undefined);
  if (!data) {
    throw new InputError(`sweep ${name}`, fallback ? 'no dataset: pass --data or set dataDir' : 'needs --data <ALCE-format file with docs>');
  }
  return data;
}

function base(overrides: SweepOverrides, defaults: Partial<SweepSpec['base']> & Pick<SweepSpec['base'], 'data' | 'source' | 'strategy' | 'suite'>): SweepSpec['base'] {
  return {
    judge: overrides.judge ?? 'lexical',
    seeds: overrides.seeds ?? [1],
    limit: overrides.limit ?? null,
    eligibility: null,
    strategyOptions: {},
    ...defaults,
    strategy: overrides.strategy ?? defaults.strategy,
  };
}

const STAND_IN_NOTE = { 'minimum knowledge': MINIMUM_KNOWLEDGE_STAND_IN };

/** The source a strategy answers from: both at once (kalma-alce), the KG, or passages. */
function sourceOfStrategy(strategy: string): { source: SweepSpec['base']['source']; suite: SweepSpec['base']['suite'] } {
  const { needs } = strategyRegistry.get(strategy);
  if (needs.entities && needs.passages) return { source: 'both', suite: 'kalma-alce' };
  return needs.entities ? { source: 'kg', suite: 'kalma' } : { source: 'passages', suite: 'alce' };
}

/**
 * JSONL questions answered by retrieval from the bundled KG and passages: each strategy from its own source (kalma
 * from the KG, vanilla from passages, kalma-alce from both in one prompt), so one model is compared across the
 * three; every cell is scored by the metrics of what it cites.
 */
function questionsStrategyGrid(data: string, strategies: string[], overrides: SweepOverrides): SweepSpec {
  const models = overrides.models ?? [];
  const settings = strategies.flatMap((strategy) =>
    (models.length ? models : [undefined]).map((model) => ({
      setting: (model ? { strategy, model } : { strategy }) as Record<string, string>,
      strategy,
      ...sourceOfStrategy(strategy),
      ...(model ? { model } : {}),
    })),
  );
  const first = settings[0]!;
  const metrics = ['correctness', 'alignment_micro', 'citation_rec', 'citation_prec'];
  return {
    sweep: 'strategies',
    description: `Strategies ${strategies.join(', ')}${models.length ? ` × models ${models.join(', ')}` : ''}, each from its own source.`,
    base: { ...base(overrides, { data, source: first.source, strategy: first.strategy, suite: first.suite }), retrieval: { kg: [], index: null, k: 5 } },
    settings,
    table: [...metrics, 'citations_per_answer', 'na_per_answer'],
    charts: [{ kind: 'bar' as const, title: 'Strategies compared', x: 'label', xTitle: 'strategy × model', yTitle: 'score (%)', metrics }],
    notes: { sources: 'KG strategies answer from the bundled KG (KaLMA metrics), passage strategies from the bundled passages (ALCE metrics), kalma-alce from both (both families)' },
  };
}

/** The sweeps of the papers' ablations, by the name users pass to `citeqa sweep`. */
export const SWEEP_PRESETS: Record<string, { description: string; build(overrides: SweepOverrides): SweepSpec }> = {
  'retrieval-accuracy': {
    description: 'KaLMA §5.3: citation quality as 20/40/60/80% of the KGs are swapped for other questions’ KGs',
    build: (overrides) => ({
      sweep: 'retrieval-accuracy',
      description:
        'Citation quality (micro) at simulated retrieval accuracy 100, 80, 60, 40, 20: at each step a further 20% of ' +
        'the questions get another question’s KG (seeded; the same questions stay swapped as accuracy falls).',
      reference: 'KaLMA §5.3, Figure 5',
      base: base(overrides, {
        data: requireData('retrieval-accuracy', overrides, 'biokalma/specific.dev.json'),
        source: 'kg',
        strategy: 'extractive-kg',
        suite: 'kalma',
        eligibility: { nonEmptyKg: true, minMinimumKnowledge: 1 },
      }),
      settings: [100, 80, 60, 40, 20].map((accuracy) => ({
        setting: { retrieval_accuracy: accuracy },
        transform: { kind: 'retrieval-accuracy', accuracy },
      })),
      table: KALMA_CITATION,
      charts: [
        {
          kind: 'line',
          title: 'Citation quality (micro) vs retrieval accuracy',
          x: 'retrieval_accuracy',
          xTitle: 'retrieval accuracy (%)',
          yTitle: 'score (%)',
          metrics: KALMA_CITATION,
          xReverse: true,
        },
      ],
      notes: STAND_IN_NOTE,
    }),
  },
  'knowledge-removal': {
    description: 'KaLMA §4.4/§5.2: remove 0–3 pieces of minimum knowledge from the KG; citation quality and [NA] P/R/F1',
    build: (overrides) => ({
      sweep: 'knowledge-removal',
      description:
        'The first 0, 1, 2, 3 pieces of each question’s minimum knowledge are removed from its KG and recorded as ' +
        'absent knowledge; citation quality against the full minimum set, [NA] precision / recall against the absent set.',
      reference: 'KaLMA §4.4, §5.2, Table 5 and Figure 4',
      base: base(overrides, {
        data: requireData('knowledge-removal', overrides, 'biokalma/specific.dev.json'),
        source: 'kg',
        strategy: 'extractive-kg',
        suite: 'kalma',
        eligibility: { nonEmptyKg: true, minMinimumKnowledge: 3 },
      }),
      settings: [0, 1, 2, 3].map((removed) => ({
        setting: { removed_knowledge: removed },
        transform: { kind: 'knowledge-removal', removed },
      })),
      table: [...KALMA_CITATION, ...KALMA_NA],
      charts: [
        {
          kind: 'line',
          title: 'Citation quality (micro) vs removed knowledge',
          x: 'removed_knowledge',
          xTitle: 'pieces of knowledge removed',
          yTitle: 'score (%)',
          metrics: KALMA_CITATION,
          xOrdinal: true,
        },
        {
          kind: 'line',
          title: '[NA] precision / recall / F1 vs removed knowledge',
          x: 'removed_knowledge',
          xTitle: 'pieces of knowledge removed',
          yTitle: 'score (%)',
          metrics: KALMA_NA,
          xOrdinal: true,
        },
      ],
      notes: STAND_IN_NOTE,
    }),
  },
  'passage-count': {
    description: 'ALCE §5.3: k = 1, 2, 3, 5, 10, 20 passages in context; correctness and citation recall / precision',
    build: (overrides) => ({
      sweep: 'passage-count',
      description: 'The top-k passages of each question in context, k = 1, 2, 3, 5, 10, 20.',
      reference: 'ALCE §5.3, Figure 4',
      base: base(overrides, {
        data: requireData('passage-count', overrides),
        source: 'passages',
        strategy: 'extractive',
        suite: 'alce',
      }),
      settings: [1, 2, 3, 5, 10, 20].map((k) => ({
        setting: { passages: k },
        transform: { kind: 'passage-count', k },
        strategyOptions: { ndoc: k },
      })),
      table: ALCE_MAIN,
      charts: [
        {
          kind: 'line',
          title: 'Correctness and citation quality vs passages in context',
          x: 'passages',
          xTitle: 'passages in context (k)',
          yTitle: 'score (%)',
          metrics: ALCE_MAIN,
          xOrdinal: true,
        },
      ],
      notes: {},
    }),
  },
  'question-variant': {
    description: 'KaLMA §5.5: general vs specific questions of the same BioKaLMA entries',
    build: (overrides) => {
      const dir = overrides.dataDir;
      if (!dir) throw new InputError('sweep question-variant', 'needs the shared data folder (dataDir) for general/specific files');
      return {
        sweep: 'question-variant',
        description: 'The same BioKaLMA entries (same index, same KG) asked as general and as specific questions.',
        reference: 'KaLMA §5.5, Table 7',
        base: base(overrides, {
          data: `${dir}/biokalma/specific.dev.json`,
          source: 'kg',
          strategy: 'extractive-kg',
          suite: 'kalma',
          eligibility: { nonEmptyKg: true },
        }),
        settings: (['general', 'specific'] as const).map((variant) => ({
          setting: { questions: variant },
          data: `${dir}/biokalma/${variant}.dev.json`,
        })),
        table: KALMA_ALL,
        charts: [
          {
            kind: 'bar',
            title: 'General vs specific questions',
            x: 'label',
            xTitle: 'questions',
            yTitle: 'score (%)',
            metrics: KALMA_ALL,
          },
        ],
        notes: STAND_IN_NOTE,
      };
    },
  },
  'conner-strategies': {
    description: 'CONNER Tables 2–3: retrieved knowledge (the DPR row) vs zero-shot vs few-shot generated knowledge, six dimensions',
    build: (overrides) => ({
      sweep: 'conner-strategies',
      description:
        'The same questions with knowledge from retrieval (no model), a zero-shot prompt (Table 11) and a few-shot prompt ' +
        '(Table 12), each scored on CONNER’s intrinsic and extrinsic dimensions. The two generating settings need a model.',
      reference: 'CONNER §4.3, Tables 2–3',
      base: connerBase('conner-strategies', overrides, 'retrieved-knowledge'),
      settings: ['retrieved-knowledge', 'conner-zero-shot', 'conner-few-shot'].map((strategy) => ({ setting: { knowledge: strategy }, strategy })),
      table: [...CONNER_INTRINSIC, ...CONNER_EXTRINSIC],
      charts: [{ kind: 'bar', title: 'CONNER dimensions by knowledge source', x: 'label', xTitle: 'knowledge', yTitle: 'score', metrics: ['fact_consistent', 'knowledge_relevance', 'info', 'validity'] }],
      notes: {},
    }),
  },
  'knowledge-selection': {
    description: 'CONNER §5, Tables 7–8: few-shot knowledge with random demonstrations vs Q_know-selected demonstrations (m=30, n=8) vs Q_know-selected knowledge (r=5, top-p 0.9)',
    build: (overrides) => ({
      sweep: 'knowledge-selection',
      description:
        'conner-few-shot three ways: demonstrations drawn at random; the 8 best of 30 drawn demonstrations by Q_know; and ' +
        'the best of 5 sampled knowledge texts (top-p 0.9) by Q_know = γ·[fact, rel, coh_para, info], γ = 1,1,1,1.',
      reference: 'CONNER §5, Tables 7–8',
      base: connerBase('knowledge-selection', overrides, 'conner-few-shot'),
      settings: [
        { setting: { selection: 'random demonstrations' } },
        { setting: { selection: 'selected demonstrations (30→8)' }, suiteOptions: { selectDemos: { m: 30, n: 8 } } },
        { setting: { selection: 'selected knowledge (best of 5)' }, strategyOptions: { n: 5, topP: 0.9, temperature: 1 }, suiteOptions: { selectKnowledge: 5 } },
      ],
      table: ['fact_consistent', 'knowledge_relevance', 'coh_para', 'info', ...CONNER_EXTRINSIC],
      charts: [{ kind: 'bar', title: 'CONNER-guided selection', x: 'label', xTitle: 'selection', yTitle: 'score', metrics: ['fact_consistent', 'knowledge_relevance', 'info', 'helpfulness', 'validity'] }],
      notes: {},
    }),
  },
  strategies: {
    description: 'A grid of strategies × models on one dataset (--strategies a,b --models m1,m2)',
    build: (overrides) => {
      const strategies = overrides.strategies ?? (overrides.strategy ? [overrides.strategy] : []);
      if (strategies.length === 0) throw new InputError('sweep strategies', 'needs --strategies <name,name…>');
      const data = requireData('strategies', overrides, 'biokalma/specific.dev.json');
      if (/\.jsonl$/i.test(data)) return questionsStrategyGrid(data, strategies, overrides);
      const isKg = /biokalma/i.test(data) && !/alce/i.test(data);
      const models = overrides.models ?? [];
      const cells = strategies.flatMap((strategy) =>
        (models.length ? models : [undefined]).map((model) => ({
          setting: (model ? { strategy, model } : { strategy }) as Record<string, string>,
          strategy,
          ...(model ? { model } : {}),
        })),
      );
      const metrics = isKg ? KALMA_CITATION : ALCE_MAIN;
      return {
        sweep: 'strategies',
        description: `Strategies ${strategies.join(', ')}${models.length ? ` × models ${models.join(', ')}` : ''}.`,
        base: base(overrides, {
          data,
          source: isKg ? 'kg' : 'passages',
          strategy: strategies[0]!,
          suite: isKg ? 'kalma' : 'alce',
          eligibility: isKg ? { nonEmptyKg: true } : null,
        }),
        settings: cells,
        table: isKg ? [...KALMA_CITATION, ...KALMA_NA] : ['str_em', 'citation_rec', 'citation_prec', 'length'],
        charts: [{ kind: 'bar' as const, title: 'Strategies compared', x: 'label', xTitle: 'strategy × model', yTitle: 'score (%)', metrics }],
        notes: isKg ? STAND_IN_NOTE : {},
      };
    },
  },
};
