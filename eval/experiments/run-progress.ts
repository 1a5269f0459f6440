import cliProgress from 'cli-progress';
import type { Answer } from '../../src/core/answer.js';

/** Model usage summed over answers, from each answer's trace (strategies record every call there). */
export interface RunUsage {
  calls: number;
  cachedCalls: number;
  promptTokens: number;
  completionTokens: number;
  cost: number;
}

export function emptyUsage(): RunUsage {
  return { calls: 0, cachedCalls: 0, promptTokens: 0, completionTokens: 0, cost: 0 };
}

export function usageOfAnswer(answer: Answer): RunUsage {
  const usage = emptyUsage();
  for (const entry of answer.trace) {
    usage.calls += 1;
    if (entry.cached) usage.cachedCalls += 1;
    usage.promptTokens += entry.promptTokens ?? 0;
    usage.completionTokens += entry.completionTokens ?? 0;
    usage.cost += entry.cost ?? 0;
  }
  return usage;
}

/**
 * Usage as a run records it: calls, tokens and what they cost, but not whether the cache served them this time —
 * that depends on what an interrupted earlier attempt left in the cache, and a resumed run must write what an
 * uninterrupted one does.
 */
export type RecordedUsage = Omit<RunUsage, 'cachedCalls'>;

export function recordedUsage(usage: RunUsage): RecordedUsage {
  const { cachedCalls: _cachedCalls, ...recorded } = usage;
  return recorded;
}

export function addUsage(total: RunUsage, more: RunUsage): void {
  total.calls += more.calls;
  total.cachedCalls += more.cachedCalls;
  total.promptTokens += more.promptTokens;
  total.completionTokens += more.completionTokens;
  total.cost += more.cost;
}

/**
 * The progress bar on stderr: items/s, cache hits, tokens and cost so far. On a terminal it redraws in place;
 * elsewhere (CI, pipes) only the closing summary line is printed, so logs stay readable.
 */
export class RunProgress {
  private readonly bar: cliProgress.SingleBar | null;
  private readonly write: (text: string) => void;
  private readonly started = Date.now();
  private done = 0;
  private failed = 0;
  readonly usage = emptyUsage();

  constructor(
    private readonly label: string,
    private readonly total: number,
    private readonly skipped: number,
    private readonly stream: NodeJS.WriteStream = process.stderr,
    /** Runs progressing at once (a sweep's settings) share one set of bars, each run a line of its own. */
    multi?: cliProgress.MultiBar,
  ) {
    const format = `${label} [{bar}] {value}/{total} | {rate} items/s | cache {cached}/{calls} | {tokens} tokens | cost {cost}`;
    if (multi && stream.isTTY) {
      this.bar = multi.create(total, skipped, this.payload(), { format });
      this.write = (text) => multi.log(text);
      return;
    }
    this.write = (text) => stream.write(text);
    this.bar = stream.isTTY
      ? new cliProgress.SingleBar({ stream, format, hideCursor: true, clearOnComplete: false }, cliProgress.Presets.shades_classic)
      : null;
    this.bar?.start(total, skipped, this.payload());
  }

  private payload(): Record<string, string | number> {
    const seconds = Math.max((Date.now() - this.started) / 1000, 1e-3);
    return {
      rate: (this.done / seconds).toFixed(1),
      cached: this.usage.cachedCalls,
      calls: this.usage.calls,
      tokens: this.usage.promptTokens + this.usage.completionTokens,
      cost: this.usage.cost.toFixed(4),
    };
  }

  itemDone(usage: RunUsage): void {
    this.done += 1;
    addUsage(this.usage, usage);
    this.bar?.update(this.skipped + this.done, this.payload());
  }

  /** A generation that failed after its retries: said on its own line, counted in the summary. */
  itemFailed(reason: string): void {
    this.failed += 1;
    this.bar?.update(this.skipped + this.done + this.failed, this.payload());
    this.write(`${this.bar ? '\n' : ''}${this.label}: an answer failed after its retries (${reason}); recorded, left out of the metrics\n`);
  }

  stop(): void {
    this.bar?.stop();
    const p = this.payload();
    const resumed = this.skipped > 0 ? `, ${this.skipped} already done (resumed)` : '';
    this.write(
      `${this.label}: ${this.done} answered${this.failed > 0 ? `, ${this.failed} failed` : ''}${resumed} of ${this.total}, ${p.rate} items/s, ` +
        `cache hits ${p.cached}/${p.calls}, ${p.tokens} tokens, cost ${p.cost}\n`,
    );
  }
}
