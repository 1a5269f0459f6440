import type { Command } from 'commander';
import { configFrom } from '../global-options.js';

function redact<T>(value: T): T {
  return JSON.parse(
    JSON.stringify(value, (key, inner: unknown) => (key === 'apiKey' && typeof inner === 'string' ? '***' : inner)),
  ) as T;
}

export function registerConfigCommand(program: Command): void {
  program
    .command('config')
    .description('print the resolved configuration (file + environment + defaults), API keys hidden')
    .action(async (_options: unknown, command: Command) => {
      process.stdout.write(`${JSON.stringify(redact(await configFrom(command)), null, 2)}\n`);
    });
}
