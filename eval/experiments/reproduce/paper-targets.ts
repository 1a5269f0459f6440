import { SWEEP_PRESETS, type SweepOverrides } from '../sweep-presets.js';
import type { SweepSpec } from '../sweep-spec.js';
import { generationOptions, suiteSettings, type SettingValue, type TargetSettings } from './target-settings.js';
import {
  ALCE_TABLE_4, ALCE_TABLE_5, ALCE_TABLE_6, ALCE_TABLE_7, CONNER_TABLE_2, CONNER_TABLE_3, CONNER_TABLE_7, CONNER_TABLE_8, KALMA_FIGURE_5, KALMA_TABLE_3, KALMA_TABLE_4, KALMA_TABLE_5,
  KALMA_TABLE_7, type PaperTable,
} from './paper-values.js';

/**
 * A paper table that needs a live model: the sweep that produces CiteQA's version of it, the settings the paper ran
 * with (each citing where it comes from; `citeqa reproduce <target> --show` lists them, flags override them), and
 * the published values.
 */
export interface PaperTarget {
  description: string;
  paper: PaperTable;
  /** What --data must be, when the target has no default dataset here. */
  needsData?: string;
  settings: TargetSettings;
  /** The sweep, given the command line's overrides and the resolved settings. */
  sweep(overrides: SweepOverrides, settings: Record<string, SettingValue>): SweepSpec;
}

function withGeneration(spec: SweepSpec, settings: Record<string, SettingValue>): SweepSpec {
  const suite = suiteSettings(settings);
  return {
    ...spec,
    base: {
      ...spec.base,
      seeds: (settings.seeds as number[] | undefined) ?? spec.base.seeds,
      strategyOptions: { ...spec.base.strategyOptions, ...generationOptions(settings) },
      ...(Object.keys(suite).length > 0 ? { suiteOptions: { ...spec.base.suiteOptions, ...suite } } : {}),
    },
  };
}

// ALCE: run.py with configs/<dataset>_turbo_*.yaml; ChatGPT rows.
const ALCE_SETTINGS = (dataset: 'asqa' | 'qampari' | 'eli5'): TargetSettings => ({
  promptDir: { value: '<dataDir>/alce/prompts', source: 'ALCE prompts/ (run.py --prompt_file prompts/<dataset>_<kind>.json)' },
  dataset: { value: dataset, source: `ALCE configs/${dataset}_turbo_*.yaml` },
  shots: { value: 2, source: 'ALCE §5: two demonstrations sampled from a pool of four (configs: shot 2)' },
  ndoc: { value: null, source: "per strategy as ALCE's configs: VANILLA, RERANK, ORACLE 5; SUMM, SNIPPET 10; INTERACT, INLINESEARCH as their configs; CLOSEDBOOK 0" },
  temperature: { value: 0.5, source: 'ALCE §5: ChatGPT samples with temperature 0.5' },
  topP: { value: 1, source: 'ALCE configs (top_p 1.0 for OpenAI models)' },
  maxTokens: { value: 300, source: 'ALCE run.py (max_new_tokens 300)' },
  stopAtNewline: { value: false, source: 'ALCE run.py: ChatGPT single-turn calls are sent with stop=None (interactive turns stop at "\\n"); eval.py reads the first line' },
  lightInstruction: { value: false, source: "ALCE's main rows use the full instruction (light_inst is an ablation, §G)" },
  interactShorter: {
    value: dataset === 'asqa' ? 'summary' : 'extraction',
    source: dataset === 'asqa'
      ? 'ALCE Table 4: SUMM w/ INTERACT (configs/asqa_turbo_shot2_ndoc10_gtr_interact_doc_id_summary.yaml)'
      : `ALCE Tables 5–6: SNIPPET w/ INTERACT (configs/${dataset}_turbo_shot2_ndoc10_${dataset === 'eli5' ? 'bm25' : 'gtr'}_interact_doc_id_extraction.yaml)`,
  },
  seeds: { value: [1, 2, 3], source: 'ALCE §5: each model run three times with different seeds' },
  judge: {
    value: 'lexical',
    source: `ALCE uses TRUE-11B (set --judge true with a TRUE endpoint); CiteQA's offline default stands in${dataset === 'eli5' ? ". The judge also chooses ORACLE's passages by claim recall (§F.1)" : ''}`,
  },
});

// KaLMA: main results are ChatGPT / GPT-4 at temperature 0.5, three runs, on specific questions.
const KALMA_SETTINGS: TargetSettings = {
  prompt: { value: '<dataDir>/biokalma/prompts/answer_question_complex_prompt.json', source: "KaLMA's prompt for specific (complex) questions, prompt/answer_question_complex_prompt.json" },
  temperature: { value: 0.5, source: 'KaLMA §5.1, Table 3 (main rows at temperature 0.5)' },
  gevalPrompts: { value: '<dataDir>/biokalma/prompts/gpteval_prompt.json', source: "KaLMA's G-Eval prompts, prompt/gpteval_prompt.json (auto_eval/GPT_EVAL.py)" },
  referenceCode: { value: false, source: "KaLMA §4 metric definitions (true: KaLMA's scripts where they differ: auto_eval/eval_recall.py, eval_relevance.py, ablation/eval_NA.py)" },
  seeds: { value: [1, 2, 3], source: 'KaLMA §5.1: mean of three runs' },
  judge: { value: 'lexical', source: "KaLMA's alignment uses TRUE (set --judge true with a TRUE endpoint); CiteQA's offline default stands in" },
};

// CONNER: greedy decoding, one run, the paper's best templates (Tables 11–13).
const CONNER_SETTINGS: TargetSettings = {
  temperature: { value: 0, source: 'CONNER §4.2: greedy decoding for reproducibility' },
  seeds: { value: [1], source: 'CONNER reports one run' },
  judge: { value: 'lexical', source: "CONNER's factuality uses an MNLI model (set --judge nli with nli.*); CiteQA's offline default stands in" },
};

const kalmaMain = (overrides: SweepOverrides, settings: Record<string, SettingValue>): SweepSpec =>
  withGeneration(SWEEP_PRESETS.strategies!.build({ ...overrides, strategies: overrides.strategies ?? ['kalma'] }), settings);

/** KaLMA Table 3's temperature rows (ChatGPT at 0.1, 0.5, 0.9): one setting per temperature (× --models). */
function kalmaTemperatureGrid(overrides: SweepOverrides, settings: Record<string, SettingValue>): SweepSpec {
  const spec = kalmaMain(overrides, settings);
  const temperatures = overrides.temperatures ?? [0.1, 0.5, 0.9];
  return {
    ...spec,
    description: `${spec.description} At temperatures ${temperatures.join(', ')} (KaLMA Table 3).`,
    settings: spec.settings.flatMap((setting) => temperatures.map((temperature) => ({ ...setting, setting: { ...setting.setting, temperature }, strategyOptions: { ...setting.strategyOptions, temperature } }))),
  };
}

const connerStrategies = (fallbackData: string) => (overrides: SweepOverrides, settings: Record<string, SettingValue>): SweepSpec =>
  withGeneration(SWEEP_PRESETS['conner-strategies']!.build({ ...overrides, data: overrides.data ?? (overrides.dataDir ? `${overrides.dataDir}/${fallbackData}` : undefined) }), settings);
const connerSelection = (overrides: SweepOverrides, settings: Record<string, SettingValue>): SweepSpec => withGeneration(SWEEP_PRESETS['knowledge-selection']!.build(overrides), settings);
const kalmaPreset = (preset: string) => (overrides: SweepOverrides, settings: Record<string, SettingValue>): SweepSpec =>
  withGeneration(SWEEP_PRESETS[preset]!.build({ ...overrides, strategy: overrides.strategy ?? 'kalma' }), settings);
/** The ALCE strategies; INTERACT shows summaries or extractions as the paper's row for that dataset did. */
const alceStrategies = (strategies: string[]) => (overrides: SweepOverrides, settings: Record<string, SettingValue>): SweepSpec => {
  const spec = withGeneration(SWEEP_PRESETS.strategies!.build({ ...overrides, strategies: overrides.strategies ?? strategies }), settings);
  const shorter = settings.interactShorter;
  if (typeof shorter !== 'string') return spec;
  return { ...spec, settings: spec.settings.map((cell) => (cell.strategy === 'interact' ? { ...cell, strategyOptions: { ...cell.strategyOptions, shorter } } : cell)) };
};

export const PAPER_TARGETS: Record<string, PaperTarget> = {
  'conner-table-2': { description: 'CONNER knowledge quality on NQ: retrieved vs zero-shot vs few-shot knowledge', paper: CONNER_TABLE_2, settings: CONNER_SETTINGS, sweep: connerStrategies('conner/nq/nq_test_random_testset.txt') },
  'conner-table-3': { description: 'CONNER knowledge quality on WoW: retrieved vs zero-shot vs few-shot knowledge', paper: CONNER_TABLE_3, settings: CONNER_SETTINGS, sweep: connerStrategies('conner/wow/seen_random_testset.txt') },
  'conner-table-7': { description: 'CONNER-guided demonstration selection (intrinsic quality)', paper: CONNER_TABLE_7, settings: CONNER_SETTINGS, sweep: connerSelection },
  'conner-table-8': { description: 'CONNER-guided knowledge selection (helpfulness, validity)', paper: CONNER_TABLE_8, settings: CONNER_SETTINGS, sweep: connerSelection },
  'kalma-table-3': { description: "KaLMA citation quality and alignment (specific questions), at Table 3's temperatures", paper: KALMA_TABLE_3, settings: KALMA_SETTINGS, sweep: kalmaTemperatureGrid },
  'kalma-table-4': { description: 'KaLMA text quality (G-Eval style; needs a model for scoring too)', paper: KALMA_TABLE_4, settings: KALMA_SETTINGS, sweep: kalmaMain },
  'kalma-table-5': { description: 'KaLMA citation quality with 0–3 pieces of knowledge removed', paper: KALMA_TABLE_5, settings: KALMA_SETTINGS, sweep: kalmaPreset('knowledge-removal') },
  'kalma-figure-5': { description: 'KaLMA citation quality vs retrieval accuracy', paper: KALMA_FIGURE_5, settings: KALMA_SETTINGS, sweep: kalmaPreset('retrieval-accuracy') },
  'kalma-table-7': { description: 'KaLMA general vs specific questions', paper: KALMA_TABLE_7, settings: KALMA_SETTINGS, sweep: kalmaPreset('question-variant') },
  'alce-table-4': {
    description: 'ALCE ASQA prompting strategies (ChatGPT)',
    paper: ALCE_TABLE_4,
    needsData: 'an ALCE-format ASQA file with retrieved docs (e.g. ALCE asqa_eval_gtr_top100.json)',
    settings: ALCE_SETTINGS('asqa'),
    sweep: alceStrategies(['vanilla', 'summ', 'snippet', 'interact', 'inlinesearch', 'postcite', 'rerank', 'oracle']),
  },
  'alce-table-5': {
    description: 'ALCE QAMPARI prompting strategies (ChatGPT)',
    paper: ALCE_TABLE_5,
    needsData: 'an ALCE-format QAMPARI file with retrieved docs (e.g. ALCE qampari_eval_gtr_top100.json)',
    settings: ALCE_SETTINGS('qampari'),
    sweep: alceStrategies(['vanilla', 'summ', 'snippet', 'interact', 'inlinesearch', 'postcite', 'rerank', 'oracle']),
  },
  'alce-table-6': {
    description: "ALCE ELI5 prompting strategies (ChatGPT); ORACLE's passages are chosen by claim recall with the run's judge",
    paper: ALCE_TABLE_6,
    needsData: 'an ALCE-format ELI5 file with retrieved docs and claims (e.g. ALCE eli5_eval_bm25_top100.json)',
    settings: ALCE_SETTINGS('eli5'),
    sweep: alceStrategies(['vanilla', 'summ', 'snippet', 'interact', 'inlinesearch', 'postcite', 'rerank', 'oracle']),
  },
  'alce-table-7': { description: 'ALCE ASQA VANILLA with different LLMs (--models)', paper: ALCE_TABLE_7, needsData: 'an ALCE-format ASQA file with retrieved docs', settings: ALCE_SETTINGS('asqa'), sweep: alceStrategies(['vanilla']) },
};
