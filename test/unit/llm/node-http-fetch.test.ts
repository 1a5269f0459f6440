import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeHttpFetch } from '../../../src/llm/node-http-fetch.js';

let server: Server;
let base: string;
const sockets = new Set<unknown>();
const received: { method?: string; headers: Record<string, unknown>; body: string }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    sockets.add(request.socket);
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ method: request.method, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      if (request.url === '/json') response.writeHead(200, { 'content-type': 'application/json', 'x-request-id': 'req-7' }).end(JSON.stringify({ ok: 'ünïcode', n: 3 }));
      else if (request.url === '/limited') response.writeHead(429, { 'retry-after': '2', 'content-type': 'application/json' }).end('{"error":{"message":"slow down"}}');
      else if (request.url === '/gzipped') response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' }).end(gzipSync('{"packed":true}'));
      else if (request.url === '/slow') setTimeout(() => response.writeHead(200).end('late'), 2000);
      else if (request.url === '/events') {
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        response.write('data: one\n\n');
        setTimeout(() => response.end('data: two\n\n'), 50);
      } else response.writeHead(404, { 'content-type': 'text/plain' }).end('no such route');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('the node-http fetch the openai client sends through', () => {
  const nodeFetch = createNodeHttpFetch();

  it('sends method, headers and body, and reads a JSON reply with its status and headers', async () => {
    const response = await nodeFetch(`${base}/json`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: 'Bearer k' }, body: '{"q":1}' });
    expect(response.status).toBe(200);
    expect(response.ok).toBe(true);
    expect(response.headers.get('x-request-id')).toBe('req-7');
    expect(await response.json()).toEqual({ ok: 'ünïcode', n: 3 });
    const last = received.at(-1)!;
    expect(last.method).toBe('POST');
    expect(last.headers.authorization).toBe('Bearer k');
    expect(last.body).toBe('{"q":1}');
  });

  it('resolves error statuses as responses, with their headers and body', async () => {
    const response = await nodeFetch(`${base}/limited`);
    expect(response.status).toBe(429);
    expect(response.ok).toBe(false);
    expect(response.headers.get('retry-after')).toBe('2');
    expect(await response.text()).toBe('{"error":{"message":"slow down"}}');
    expect((await nodeFetch(`${base}/missing`)).status).toBe(404);
  });

  it('decompresses a body the server compressed unasked, as the global fetch does', async () => {
    expect(await (await nodeFetch(`${base}/gzipped`)).json()).toEqual({ packed: true });
  });

  it('keeps the connection alive between calls', async () => {
    const before = sockets.size;
    for (let i = 0; i < 3; i++) await (await nodeFetch(`${base}/json`)).text();
    expect(sockets.size - before).toBeLessThanOrEqual(1);
  });

  it('rejects with an AbortError when the signal aborts in flight, or was aborted before', async () => {
    const controller = new AbortController();
    const pending = nodeFetch(`${base}/slow`, { signal: controller.signal });
    setTimeout(() => controller.abort(), 30);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    await expect(nodeFetch(`${base}/json`, { signal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('rejects a refused connection as a fetch failure whose cause is the socket error', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const failure = await nodeFetch(`http://127.0.0.1:${port}/json`).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TypeError);
    expect((failure as { cause: { code: string } }).cause.code).toBe('ECONNREFUSED');
  });

  it('streams an event-stream reply as it arrives', async () => {
    const response = await nodeFetch(`${base}/events`);
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe('data: one\n\n');
    let rest = '';
    for (let part = await reader.read(); !part.done; part = await reader.read()) rest += new TextDecoder().decode(part.value);
    expect(rest).toBe('data: two\n\n');
  });
});
