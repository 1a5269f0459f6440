/** One long step under way (embedding, indexing, scoring): how much of how much is done. */
export interface ProgressTask {
  advance(amount?: number): void;
  /** Adds work learned of on the way (an embedder told of more texts). */
  grow(amount: number): void;
  stop(): void;
}

/**
 * Where long steps say how far they are. The CLI draws bars on a terminal; everything else (pipes, CI, tests, the
 * web server) gets `noProgress`. Steps take it as a parameter, so nothing below the CLI prints.
 */
export interface Progress {
  start(label: string, total: number, unit: string): ProgressTask;
}

const idle: ProgressTask = { advance() {}, grow() {}, stop() {} };

export const noProgress: Progress = { start: () => idle };
