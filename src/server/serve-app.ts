import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono, type Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import type { CiteqaConfig } from '../config/config.js';
import { isCiteqaError } from '../core/errors.js';
import { projectPath } from '../core/project-root.js';
import { compareAcrossSettings, RunsStore } from './runs-store.js';

const PUBLIC = projectPath('src/server/public');
const STATIC: Record<string, string> = { '/': 'index.html', '/app.js': 'app.js', '/app.css': 'app.css' };
const TYPES: Record<string, string> = { html: 'text/html; charset=utf-8', js: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8' };

/** Request bodies larger than this are refused before they are read (a result file to score fits well within). */
export const MAX_BODY_BYTES = 20 * 1024 * 1024;

const askSchema = z.object({ question: z.string().min(1).max(2000), source: z.enum(['kg', 'passages', 'both']).default('both'), strategy: z.string().min(1).optional() }).strict();
const evalSchema = z
  .object({ suite: z.enum(['alce', 'kalma']), judge: z.string().min(1).default('lexical'), name: z.string().max(200).default('upload'), content: z.string().min(1) })
  .strict();

export interface ServeOptions {
  config: CiteqaConfig;
  /** The folder whose run and sweep directories the runs pages show; none: the pages say so. */
  runsDir?: string;
}

/** An expected failure as JSON with the CLI's one-line message; anything else as a 500 without a stack trace. */
function failure(c: Context, error: unknown) {
  if (isCiteqaError(error)) return c.json({ error: error.message, ...(error.hint ? { hint: error.hint } : {}) }, 400);
  return c.json({ error: `unexpected error: ${error instanceof Error ? error.message : String(error)}` }, 500);
}

async function jsonBody<T>(c: Context, schema: z.ZodType<T>): Promise<T | Response> {
  const length = Number(c.req.header('content-length') ?? '0');
  if (length > MAX_BODY_BYTES) return c.json({ error: `request body: ${length} bytes, more than the ${MAX_BODY_BYTES} allowed` }, 413);
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    return c.json({ error: 'request body: not JSON' }, 400);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return c.json({ error: `request body${issue.path.length ? `.${issue.path.join('.')}` : ''}: ${issue.message}` }, 400);
  }
  return parsed.data;
}

/**
 * The web app behind `citeqa serve`: the pages, and a JSON API over the same pipeline `citeqa ask`, the run
 * directories and `citeqa eval` use. Indexes, KGs and models stay warm in the process between requests.
 */
export function createServeApp(options: ServeOptions): Hono {
  const app = new Hono();
  const runs = options.runsDir ? new RunsStore(options.runsDir) : undefined;
  const needRuns = (c: Context) => (runs ? undefined : c.json({ error: 'no runs directory: start with citeqa serve --runs <dir>' }, 404));

  for (const [route, file] of Object.entries(STATIC)) {
    app.get(route, (c) => c.body(readFileSync(join(PUBLIC, file), 'utf8'), 200, { 'content-type': TYPES[file.split('.').pop()!]!, 'cache-control': 'no-store' }));
  }

  app.get('/api/strategies', async (c) => {
    const [{ strategyRegistry }, { hasModelFor }] = await Promise.all([import('../generate/all-strategies.js'), import('../pipeline/dependencies.js')]);
    const withModel = await hasModelFor('generator', options.config);
    const strategies = strategyRegistry.names().map((name) => ({ name, description: strategyRegistry.get(name).description, needsModel: strategyRegistry.get(name).needs.model === true }));
    return c.json({ model: withModel, strategies: strategies.filter((strategy) => withModel || !strategy.needsModel) });
  });

  app.post('/api/ask', async (c) => {
    const body = await jsonBody(c, askSchema);
    if (body instanceof Response) return body;
    try {
      const { answer } = await import('../pipeline/answer.js');
      const result = await answer(body.question, body.source, { ...(body.strategy ? { strategy: body.strategy } : {}), kg: { sources: [] }, passages: {} }, options.config);
      const { supportingSentences } = await import('./supporting-sentences.js');
      return c.json({ ...result, support: await supportingSentences(result) });
    } catch (error) {
      return failure(c, error);
    }
  });

  // The same answer as /api/ask, as server-sent events: `text` with the answer so far while a model writes it (where
  // the endpoint streams), then `answer` with the result, or `error` with the one-line message.
  app.post('/api/ask/stream', async (c) => {
    const body = await jsonBody(c, askSchema);
    if (body instanceof Response) return body;
    return streamSSE(c, async (stream) => {
      try {
        const { answer } = await import('../pipeline/answer.js');
        let pending = Promise.resolve();
        const onModelText = (text: string) => {
          pending = pending.then(() => stream.writeSSE({ event: 'text', data: JSON.stringify({ text }) }));
        };
        const result = await answer(body.question, body.source, { ...(body.strategy ? { strategy: body.strategy } : {}), kg: { sources: [] }, passages: {}, onModelText }, options.config);
        await pending;
        const { supportingSentences } = await import('./supporting-sentences.js');
        await stream.writeSSE({ event: 'answer', data: JSON.stringify({ ...result, support: await supportingSentences(result) }) });
      } catch (error) {
        const message = isCiteqaError(error) ? error.message : `unexpected error: ${error instanceof Error ? error.message : String(error)}`;
        await stream.writeSSE({ event: 'error', data: JSON.stringify({ error: message }) });
      }
    });
  });

  app.get('/api/runs', (c) => needRuns(c) ?? c.json({ runs: runs!.list() }));
  app.get('/api/run/figure', (c) => {
    const missing = needRuns(c);
    if (missing) return missing;
    try {
      // Charts are shown as images, so a script inside an SVG never runs in the page.
      return c.body(runs!.figure(c.req.query('id') ?? '', c.req.query('name') ?? ''), 200, { 'content-type': 'image/svg+xml', 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'" });
    } catch (error) {
      return failure(c, error);
    }
  });
  app.get('/api/run/items', (c) => {
    const missing = needRuns(c);
    if (missing) return missing;
    const number = (name: string) => (c.req.query(name) === undefined ? undefined : Number(c.req.query(name)));
    try {
      const order = c.req.query('order') === 'desc' ? ('desc' as const) : ('asc' as const);
      const items = runs!.items(c.req.query('id') ?? '', { metric: c.req.query('metric'), below: number('below'), above: number('above'), sort: c.req.query('sort'), order });
      return c.json({ items });
    } catch (error) {
      return failure(c, error);
    }
  });
  app.get('/api/run/compare', (c) => {
    const missing = needRuns(c);
    if (missing) return missing;
    try {
      return c.json({ settings: compareAcrossSettings(runs!, c.req.query('id') ?? '', c.req.query('item') ?? '') });
    } catch (error) {
      return failure(c, error);
    }
  });
  app.get('/api/run', (c) => {
    const missing = needRuns(c);
    if (missing) return missing;
    try {
      return c.json(runs!.details(c.req.query('id') ?? ''));
    } catch (error) {
      return failure(c, error);
    }
  });

  app.post('/api/eval', async (c) => {
    const body = await jsonBody(c, evalSchema);
    if (body instanceof Response) return body;
    try {
      const { scoreUpload } = await import('./score-upload.js');
      return c.json(await scoreUpload(body, options.config));
    } catch (error) {
      return failure(c, error);
    }
  });
  return app;
}
