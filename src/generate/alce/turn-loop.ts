import { removeCitations } from '../../citations/alce-citations.js';
import type { TraceEntry } from '../../core/answer.js';
import { splitSentences } from '../../text/punkt-sentence-splitter.js';
import type { Passage } from '../../core/passage.js';
import type { ChatModel } from '../../core/chat-model.js';
import { renderDocPrompt } from '../../../prompts/alce-prompt-renderer.js';
import { callModel, type ModelCallSettings } from './alce-model-call.js';

/** Which passages (0-based indices) a `Check:` / `Search:` action line asks to see. */
export type DocChooser = (action: string) => Promise<number[]>;

export const ALCE_MAX_TURNS = 10;
/** ALCE's max_doc_show: at most three full documents per check. */
export const ALCE_MAX_DOC_SHOW = 3;

export type TurnLoopStop = 'end' | 'abstain' | 'unrecognized' | 'max-turns';

export interface TurnLoopResult {
  output: string;
  turns: number;
  stop: TurnLoopStop;
  /** The passages shown after each check/search action. */
  shownPerAction: number[][];
}

export interface TurnLoopInput {
  model: ChatModel;
  /** The rendered prompt ending at `Answer:`. */
  prompt: string;
  docs: Passage[];
  docPrompt: string;
  choose: DocChooser;
  maxTurns?: number;
  sampling: Pick<ModelCallSettings, 'temperature' | 'topP' | 'maxTokens' | 'seed'>;
  trace: TraceEntry[];
  /**
   * ALCE's `force_cite_show`: the model's own citations are dropped and every sentence of an output is credited
   * to the documents shown in the last step, the markers in front: `[k] sent1 [k] sent2.`.
   */
  forceCiteShow?: boolean;
  /** QAMPARI answers are comma-separated lists: citations go per item, and the trailing comma is trimmed. */
  listAnswer?: boolean;
}

/**
 * `force_cite_show` for one output line, exactly as run.py builds it: `[k] sent1 [k] sent2.` (with its extra
 * final "."), or for list answers `[k] item1, [k] item2, `.
 */
export function forceCiteShown(output: string, lastShown: number[] | undefined, listAnswer = false): string {
  const clean = removeCitations(output);
  if (!lastShown) return clean;
  const markers = lastShown.map((id) => `[${id + 1}]`).join('');
  if (listAnswer) {
    const items = clean.trimEnd().replace(/,+$/, '').split(',');
    return `${items.map((item) => `${markers} ${item.trim()}`).join(', ')}, `;
  }
  return `${splitSentences(clean).map((sentence) => `${markers} ${sentence}`).join(' ')}.`;
}

function finish(answer: string, listAnswer: boolean): string {
  return listAnswer ? answer.trimEnd().replace(/,+$/, '').trim() : answer.trim();
}

/** "Sorry, … no relevant document/information" or "none of the documents": the model declines. */
function isAbstention(line: string): boolean {
  const lower = line.toLowerCase();
  return (lower.includes('sorry') && (lower.includes('relevant document') || lower.includes('relevant information'))) ||
    lower.includes('none of the documents');
}

/**
 * ALCE's interactive loop (run.py, INTERACT and INLINESEARCH): one action line per turn.
 * - `End…` stops; an abstention stops; anything that is not an action stops.
 * - `Check: Document [1][2]` / `Search: …` shows the chosen full documents followed by `Output:`, which forces
 *   an output next turn; those documents leave the context again after that one step.
 * - `Output: …` appends the sentence to the answer.
 * - At most `maxTurns` (10) model calls.
 */
export async function runTurnLoop(input: TurnLoopInput): Promise<TurnLoopResult> {
  const maxTurns = input.maxTurns ?? ALCE_MAX_TURNS;
  let context = `${input.prompt.trimEnd()}\n`;
  let inlineDocs = '';
  let answer = '';
  const shownPerAction: number[][] = [];
  for (let turn = 1; ; turn += 1) {
    const [reply] = await callModel(input.model, context + inlineDocs, { step: `turn ${turn}`, ...input.sampling }, input.trace);
    // "Output:" was part of the inline documents, so the reply continues that line.
    const line = inlineDocs.length > 0 ? `Output: ${reply ?? ''}` : (reply ?? '');
    inlineDocs = '';
    context += `${line}\n`;
    const action = line.trim().toLowerCase();
    let stop: TurnLoopStop | undefined;
    if (action.startsWith('end')) stop = 'end';
    else if (isAbstention(line)) stop = 'abstain';
    else if (action.startsWith('check') || action.startsWith('search')) {
      const ids = await input.choose(line);
      shownPerAction.push(ids);
      inlineDocs = ids.map((id) => renderDocPrompt(input.docs[id]!, id, input.docPrompt)).join('') + 'Output:';
    } else if (action.startsWith('output')) {
      const output = line.trim().split('Output:').join('').trim();
      answer += ` ${input.forceCiteShow ? forceCiteShown(output, shownPerAction.at(-1), input.listAnswer) : output}`;
    } else stop = 'unrecognized';
    if (stop) return { output: finish(answer, input.listAnswer === true), turns: turn, stop, shownPerAction };
    if (turn >= maxTurns) return { output: finish(answer, input.listAnswer === true), turns: turn, stop: 'max-turns', shownPerAction };
  }
}

/** INTERACT's chooser: the `[n` markers of the line, in range, at most three. */
export function checkChooser(docs: Passage[], maxDocShow = ALCE_MAX_DOC_SHOW): DocChooser {
  return async (action) =>
    [...action.matchAll(/\[(\d+)/g)]
      .map((match) => Number(match[1]) - 1)
      .filter((id) => id >= 0 && id < docs.length)
      .slice(0, maxDocShow);
}
