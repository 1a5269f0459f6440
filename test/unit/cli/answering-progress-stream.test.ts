import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { answeringProgressStream } from '../../../src/cli/global-options.js';

function subcommandOf(argv: string[]): Command {
  let seen: Command | undefined;
  const program = new Command('citeqa').option('--quiet').exitOverride();
  program.command('run').action((_options, command: Command) => {
    seen = command;
  });
  program.parse(argv, { from: 'user' });
  return seen!;
}

describe('answeringProgressStream', () => {
  it('is stderr itself without --quiet', () => {
    expect(answeringProgressStream(subcommandOf(['run']))).toBe(process.stderr);
  });

  it('with --quiet, is stderr that says it is no terminal (so run and sweep draw no bars) and still writes', () => {
    const original = Object.getOwnPropertyDescriptor(process.stderr, 'isTTY');
    Object.defineProperty(process.stderr, 'isTTY', { value: true, configurable: true });
    try {
      const stream = answeringProgressStream(subcommandOf(['--quiet', 'run']));
      expect(process.stderr.isTTY).toBe(true);
      expect(stream.isTTY).toBe(false);
      expect(typeof stream.write).toBe('function');
    } finally {
      if (original) Object.defineProperty(process.stderr, 'isTTY', original);
      else delete (process.stderr as { isTTY?: boolean }).isTTY;
    }
  });
});
