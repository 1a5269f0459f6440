import type { Answer, TraceEntry } from '../../core/answer.js';
import type { Passage } from '../../core/passage.js';
import type { AlcePromptKind } from '../../../prompts/alce-format-loader.js';
import { renderAlcePrompt, shownDocs, type ShorterKey } from '../../../prompts/alce-prompt-renderer.js';
import type { StrategyDeps, StrategyOptions } from '../../core/strategy.js';
import { alceAnswer } from './alce-answer.js';
import { callModel, cleanAlceOutput, samplingFrom } from './alce-model-call.js';
import { isListDataset, promptChoice, promptFileFor, requireModel } from './alce-settings.js';
import { shortenPassages } from './shorten-passages.js';
import { runTurnLoop, type DocChooser } from './turn-loop.js';

/** How one ALCE strategy prompts: which prompt file, how many passages by default, which shorter text. */
export interface AlcePlan {
  strategy: string;
  kind: AlcePromptKind;
  defaultNdoc: number;
  useShorter?: ShorterKey;
  /** Several samples and a way to pick one (RERANK). */
  samples?: number;
  choose?: (outputs: string[], shown: Passage[], trace: TraceEntry[]) => Promise<string>;
  /** Interactive strategies: which passages an action line shows (0-based indices into the shown list). */
  interactive?: (shown: Passage[], deps: StrategyDeps, options: StrategyOptions) => DocChooser;
  /** Whether the interactive loop applies ALCE's force_cite_show unless the options say otherwise. */
  forceCiteShowByDefault?: boolean;
}

/**
 * The single path every ALCE strategy runs: (shorten passages) → render the prompt with demos → generate one
 * line, n samples, or an interactive turn loop → post-process → Answer with the full trace.
 */
export async function runAlcePlan(
  plan: AlcePlan,
  question: string,
  passages: Passage[],
  deps: StrategyDeps,
  options: StrategyOptions = {},
): Promise<Answer> {
  const model = requireModel(deps, plan.strategy);
  const choice = promptChoice(options, { ndoc: plan.defaultNdoc });
  const { file, demoIds } = await promptFileFor(choice, plan.kind);
  const trace: TraceEntry[] = [];

  let docs = passages;
  if (plan.useShorter && choice.ndoc > 0) {
    docs = await shortenPassages(question, passages, plan.useShorter, model, trace, {
      needed: choice.ndoc,
      ...(typeof options.shortenLimit === 'number' ? { limit: options.shortenLimit } : {}),
      ...(typeof options.shortenPromptFile === 'string' ? { promptFile: options.shortenPromptFile } : {}),
      ...(options.seed !== undefined ? { seed: options.seed } : {}),
    });
  }
  // The passages the prompt numbers [1], [2], …; what the answer's citations resolve against.
  const shown = choice.ndoc === 0 ? [] : shownDocs(docs, choice.ndoc, plan.useShorter);
  const prompt = renderAlcePrompt(file, { question, docs }, {
    demoIds,
    ndoc: choice.ndoc,
    useShorter: plan.useShorter,
    ...(choice.ndocInDemo !== undefined ? { ndocInDemo: choice.ndocInDemo } : {}),
  });
  const sampling = samplingFrom(options);

  if (plan.interactive) {
    // Actions address the documents of the item (ALCE's doc_list): the shown ones, or all of them when none are shown.
    const actionDocs = choice.ndoc === 0 ? passages : shown;
    const result = await runTurnLoop({
      model,
      prompt,
      docs: actionDocs,
      docPrompt: file.doc_prompt,
      choose: plan.interactive(actionDocs, deps, options),
      maxTurns: typeof options.maxTurns === 'number' ? options.maxTurns : undefined,
      forceCiteShow: typeof options.forceCiteShow === 'boolean' ? options.forceCiteShow : plan.forceCiteShowByDefault === true,
      listAnswer: isListDataset(options),
      sampling,
      trace,
    });
    return alceAnswer(question, plan.strategy, cleanAlceOutput(result.output), actionDocs, trace);
  }

  // ALCE stops open and completion models at a newline (its evaluation reads only the first line anyway); its
  // ChatGPT runs sent no stop for single-turn answers, which `stopAtNewline: false` reproduces.
  const stop = options.stopAtNewline === false ? [] : undefined;
  const outputs = (
    await callModel(model, prompt, { step: 'generate', ...sampling, ...(stop ? { stop } : {}), ...(plan.samples ? { n: plan.samples } : {}) }, trace)
  ).map(cleanAlceOutput);
  const text = plan.choose ? await plan.choose(outputs, shown, trace) : outputs[0]!;
  return alceAnswer(question, plan.strategy, text, shown, trace);
}
