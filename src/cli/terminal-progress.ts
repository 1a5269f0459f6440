import cliProgress from 'cli-progress';
import { noProgress, type Progress, type ProgressTask } from '../core/progress.js';
import { onEmbeddingActivity } from '../llm/embedding-activity.js';

export interface TerminalProgressOptions {
  stream?: NodeJS.WriteStream;
  /** `--quiet`: no bars at all. */
  quiet?: boolean;
}

/**
 * Bars with rate and ETA on stderr, as answering draws them (eval/experiments/run-progress.ts): only on a terminal
 * and without --quiet, so pipes, CI logs and captured output stay clean. Steps running at once (scoring, and the
 * embedding inside it) each get a line; drawing ends, the last state left on screen, when the last step stops.
 */
export function terminalProgress(options: TerminalProgressOptions = {}): Progress {
  const stream = options.stream ?? process.stderr;
  if (options.quiet || !stream.isTTY) return noProgress;
  let multibar: cliProgress.MultiBar | undefined;
  let running = 0;
  let drawn = 0;
  // cli-progress redraws on a timer, which never fires while a step computes without yielding (preparing 10,000
  // items, ROUGE over them): draw on each change too, at most five times a second.
  const redraw = (force = false) => {
    if (!multibar || (!force && Date.now() - drawn < 200)) return;
    drawn = Date.now();
    multibar.update();
  };
  return {
    start(label, total, unit) {
      multibar ??= new cliProgress.MultiBar({ stream, hideCursor: true, clearOnComplete: false, etaBuffer: 50, fps: 5 }, cliProgress.Presets.shades_classic);
      const started = Date.now();
      let done = 0;
      let size = total;
      const rate = () => ({ rate: (done / Math.max((Date.now() - started) / 1000, 1e-3)).toFixed(1) });
      // Short enough for an 80-column terminal, where cli-progress cuts longer lines.
      const bar = multibar.create(size, 0, rate(), { format: `${label} [{bar}] {value}/{total} ${unit} · {rate}/s · ETA {eta_formatted}`, barsize: 20 });
      running += 1;
      redraw(true);
      let stopped = false;
      return {
        advance(amount = 1) {
          done += amount;
          bar.update(Math.min(done, size), rate());
          redraw();
        },
        grow(amount) {
          size += amount;
          bar.setTotal(size);
          redraw();
        },
        stop() {
          if (stopped) return;
          stopped = true;
          bar.update(Math.min(done, size), rate());
          running -= 1;
          if (running === 0) {
            multibar?.stop();
            multibar = undefined;
          }
        },
      };
    },
  };
}

/**
 * A bar over the texts embedders are given while `work` runs (MAUVE features, dense queries…): it appears when the
 * first texts reach a model (cache hits never do) and grows as more are queued.
 */
export async function withEmbeddingProgress<T>(progress: Progress, label: string, work: () => Promise<T>): Promise<T> {
  let task: ProgressTask | undefined;
  let plannedLeft = 0;
  const add = (texts: number) => {
    if (texts <= 0) return;
    if (task) task.grow(texts);
    else task = progress.start(label, texts, 'texts');
  };
  const unsubscribe = onEmbeddingActivity((event) => {
    if (event.planned) {
      plannedLeft += event.planned;
      add(event.planned);
    }
    if (event.queued) {
      // Parts of a planned call are already in the total.
      const counted = Math.min(event.queued, plannedLeft);
      plannedLeft -= counted;
      add(event.queued - counted);
    }
    if (event.embedded) task?.advance(event.embedded);
  });
  try {
    return await work();
  } finally {
    unsubscribe();
    task?.stop();
  }
}
