/**
 * One stderr line per retry or wait, so a slow or failing endpoint is never silence: which model, what went wrong,
 * which attempt, how long until the next.
 */
export function printRetryNotice(event: { modelId: string; attempt: number; error: unknown; delayMs: number }, maxRetries: number): void {
  const what = event.error instanceof Error ? event.error.message.replace(`model ${event.modelId}: `, '') : String(event.error);
  process.stderr.write(`citeqa: ${event.modelId}: ${what}; retry ${event.attempt}/${maxRetries} in ${(event.delayMs / 1000).toFixed(1)} s\n`);
}
