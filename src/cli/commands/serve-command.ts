import { resolve } from 'node:path';
import type { Command } from 'commander';
import { InputError } from '../../core/errors.js';
import { configFrom } from '../global-options.js';

interface ServeOptions {
  port: string;
  host: string;
  runs?: string;
}

export function registerServeCommand(program: Command): void {
  program
    .command('serve')
    .description('a local web app: ask with clickable citations, browse runs and sweeps, score a result file')
    .option('--port <n>', 'port to listen on', '4173')
    .option('--host <address>', 'address to bind (other machines can reach anything but 127.0.0.1)', '127.0.0.1')
    .option('--runs <dir>', 'the folder of run and sweep directories the Runs page shows (only files under it are served)')
    .action(async (options: ServeOptions, command: Command) => {
      const port = Number(options.port);
      if (!/^\d+$/.test(options.port) || port < 1 || port > 65535) throw new InputError('--port', `expected a port from 1 to 65535, got "${options.port}"`);
      const config = await configFrom(command);
      const [{ serve }, { createServeApp }] = await Promise.all([import('@hono/node-server'), import('../../server/serve-app.js')]);
      const app = createServeApp({ config, ...(options.runs ? { runsDir: resolve(options.runs) } : {}) });
      await new Promise<void>((done, fail) => {
        const server = serve({ fetch: app.fetch, port, hostname: options.host }, () => {
          process.stdout.write(`citeqa serve: http://${options.host}:${port}/ (Ctrl-C stops it)\n`);
          done();
        });
        server.on('error', (error: NodeJS.ErrnoException) => fail(error.code === 'EADDRINUSE' ? new InputError('--port', `${port} is in use`) : error));
      });
      // Stays up until interrupted.
      await new Promise<void>(() => {});
    });
}
