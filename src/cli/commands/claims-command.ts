import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Command } from 'commander';
import { InputError } from '../../core/errors.js';
import { configFrom } from '../global-options.js';

interface ClaimsOptions {
  out: string;
  force?: boolean;
  limit?: string;
}

export function registerClaimsCommand(program: Command): void {
  program
    .command('claims')
    .description("write ALCE's three sub-claims per gold answer with the configured model (ELI5 correctness), for ELI5-style data of your own")
    .argument('<file>', 'ALCE-format file whose items have a gold "answer" (items that already have "claims" keep them)')
    .requiredOption('--out <file>', 'the same file with "claims" added to every item')
    .option('--limit <n>', 'only the first N items that need claims')
    .option('--force', 'replace an existing --out file')
    .action(async (file: string, options: ClaimsOptions, command: Command) => {
      const out = resolve(options.out);
      if (existsSync(out) && !options.force) throw new InputError(options.out, 'exists; pass --force to replace it');
      const config = await configFrom(command);
      const [{ readAlceFile }, { modelFor }, { generateSubClaims, SUB_CLAIMS }, { writeJsonAtomic }, { parseLimit }, { processItems }] = await Promise.all([
        import('../../io/alce-format.js'),
        import('../../pipeline/dependencies.js'),
        import('../../generate/alce/sub-claims.js'),
        import('../../io/run-directory.js'),
        import('../../../eval/experiments/experiment-cli-options.js'),
        import('../../pipeline/process-items.js'),
      ]);
      const alce = await readAlceFile(file);
      const needing = alce.data.map((item, index) => ({ item, index })).filter(({ item }) => !Array.isArray(item.claims));
      const missing = needing.find(({ item }) => typeof item.answer !== 'string' || item.answer.trim() === '');
      if (missing) throw new InputError(`${file} data[${missing.index}]`, 'has no gold "answer" to write claims from');
      const todo = options.limit === undefined ? needing : needing.slice(0, parseLimit(options.limit));
      // Failing before the first item when no model is configured; answers are cached, so a rerun costs nothing twice.
      const model = await modelFor('generator', config);
      const claims = new Map<number, string[]>();
      const short: number[] = [];
      const failed: number[] = [];
      await processItems(todo, {
        onItemFailure: ({ index }) => failed.push(index),
        concurrency: config.concurrency,
        async work({ item, index }) {
          const { claims: written } = await generateSubClaims(model, item.question, String(item.answer));
          if (written.length < SUB_CLAIMS) short.push(index);
          claims.set(index, written);
        },
      });
      const data = alce.data.map((item, index) => (claims.has(index) ? { ...item, claims: claims.get(index)! } : item));
      writeJsonAtomic(out, { ...(alce.args ? { args: alce.args } : {}), data });
      process.stdout.write(`wrote claims for ${claims.size} items with ${model.id} to ${out}${short.length > 0 ? `; ${short.length} got fewer than ${SUB_CLAIMS} readable claims (data[${short.join('], data[')}])` : ''}${failed.length > 0 ? `; ${failed.length} failed after retries and have none (data[${failed.join('], data[')}]); run again to retry them` : ''}\n`);
    });
}
