import { Command, CommanderError } from 'commander';
import { isCiteqaError } from '../core/errors.js';
import { flushCacheWrites } from '../llm/cache-write-behind.js';
import { commands } from './commands/index.js';

export function buildProgram(): Command {
  const program = new Command('citeqa')
    .description('Answer questions with citations, and measure how good the citations are.')
    .option('--config <file>', 'configuration file (default: ./citeqa.config.json when present)')
    .option('--quiet', 'no progress bars on stderr (they are drawn only on a terminal anyway)')
    .showHelpAfterError('(run with --help for usage)')
    .exitOverride();
  for (const register of commands) register(program);
  return program;
}

function report(error: unknown): number {
  if (error instanceof CommanderError) {
    // Commander has already printed its message (or the help text).
    return error.exitCode === 0 ? 0 : 2;
  }
  if (isCiteqaError(error)) {
    process.stderr.write(`citeqa: ${error.message}\n`);
    if (error.hint) process.stderr.write(`  ${error.hint}\n`);
    return 2;
  }
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`citeqa: unexpected error: ${message}\n`);
  if (process.env.CITEQA_DEBUG && error instanceof Error) process.stderr.write(`${error.stack}\n`);
  else process.stderr.write('  set CITEQA_DEBUG=1 for the stack trace\n');
  return 1;
}

export async function main(argv: string[]): Promise<number> {
  let status: number;
  try {
    await buildProgram().parseAsync(argv);
    status = 0;
  } catch (error) {
    status = report(error);
  }
  // Model answers are cached by a writer that works behind the requests; they are on disk before the command returns,
  // failed or not (what it paid for is kept), so the next command — in this process too — finds them there.
  try {
    await flushCacheWrites();
  } catch (error) {
    return status === 0 ? report(error) : status;
  }
  return status;
}
