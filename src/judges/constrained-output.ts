import type { ChatMessage, ChatModel } from '../core/chat-model.js';
import type { Result } from '../core/result.js';
import { fillTemplate, repairPrompt } from './judge-prompts.js';

/**
 * One validate-and-repair loop for every structured judgement a model makes (entailment labels, G-Eval scores,
 * CAQA labels), in TypeChat's manner: parse the reply; when it does not parse, show the model its reply and the
 * problem and ask again; after `retries` repairs give up and report the sample as unparsed — never guess a value.
 */
export interface ConstrainedRequest<T> {
  messages: ChatMessage[];
  /** Validates one reply; may repair harmless noise, but must fail rather than guess. */
  parse: (reply: string) => Result<T>;
  /** What the model is asked after an unreadable reply (default: a generic instruction naming the problem). */
  repairInstruction?: (error: string) => string;
  /** Repair rounds after the first attempt (default 2). */
  retries?: number;
  /** Samples per call (G-Eval averages several); a round succeeds when at least one sample parses. */
  n?: number;
  temperature?: number;
  maxTokens?: number;
  topP?: number;
}

export interface ConstrainedOutcome<T> {
  /** The parsed samples of the successful round (empty when every round failed). */
  values: T[];
  /** Unparseable samples in the returned round (or all samples of the last round when nothing parsed). */
  unparsed: number;
  /** Calls made (1 + repair rounds used). */
  attempts: number;
  /** Every raw reply, for audit. */
  replies: string[];
  /** The last parse error when nothing parsed. */
  error?: string;
}

const defaultRepair = (error: string): string => fillTemplate(repairPrompt().repair, { error });

export async function askConstrained<T>(model: ChatModel, request: ConstrainedRequest<T>): Promise<ConstrainedOutcome<T>> {
  const retries = request.retries ?? 2;
  const repair = request.repairInstruction ?? defaultRepair;
  let messages = request.messages;
  const replies: string[] = [];
  let lastError = 'no reply';
  let lastUnparsed = 0;
  for (let attempt = 1; attempt <= retries + 1; attempt += 1) {
    const response = await model.complete({
      messages,
      n: request.n,
      temperature: request.temperature,
      maxTokens: request.maxTokens,
      topP: request.topP,
    });
    replies.push(...response.texts);
    const values: T[] = [];
    let unparsed = 0;
    let firstFailure: { reply: string; error: string } | undefined;
    for (const text of response.texts) {
      const parsed = request.parse(text);
      if (parsed.ok) values.push(parsed.value);
      else {
        unparsed += 1;
        firstFailure ??= { reply: text, error: parsed.error };
      }
    }
    if (values.length > 0) return { values, unparsed, attempts: attempt, replies };
    lastUnparsed = unparsed;
    lastError = firstFailure?.error ?? 'empty reply';
    // The repair turn changes the prompt, so a cached model does not just return the same reply again.
    messages = [
      ...request.messages,
      { role: 'assistant', content: firstFailure?.reply ?? '' },
      { role: 'user', content: repair(lastError) },
    ];
  }
  return { values: [], unparsed: lastUnparsed, attempts: retries + 1, replies, error: lastError };
}
