/**
 * The `fetch` the `openai` client sends its requests through: Node's own http/https modules with keep-alive
 * agents, instead of the global fetch (undici).
 *
 * Why: a busy `run` is bound by the main thread's CPU between a reply and the next request, and undici's fetch spent
 * the largest share of it — a WHATWG Request, header guards and a web ReadableStream fed from the socket for every
 * call, about 1.4 ms each (`npm run bench run-throughput`, CPU profile). Here a JSON reply is read straight off the
 * socket into one buffer and handed over as a `Response` whose `json()`/`text()` parse that buffer; only an event
 * stream (streamed answers) goes through a web stream, since the client reads it incrementally.
 *
 * Semantics the client relies on are kept: an aborted signal rejects with an `AbortError` (so the client reports a
 * timeout or a user abort, not a connection failure), a refused or reset connection rejects with the socket's error
 * as `cause` (so it reports a connection error), and every status — 4xx and 5xx included — resolves as a response.
 */
import { request as httpRequest, Agent as HttpAgent, type IncomingMessage } from 'node:http';
import { request as httpsRequest, Agent as HttpsAgent } from 'node:https';
import { Readable } from 'node:stream';
import { brotliDecompressSync, createBrotliDecompress, createGunzip, createInflate, gunzipSync, inflateSync } from 'node:zlib';

/**
 * A body the server compressed although nothing asked it to (no Accept-Encoding is sent) is decompressed as the
 * global fetch would; identity and unknown codings are passed on as they are.
 */
const DECOMPRESS_SYNC: Record<string, (bytes: Buffer) => Buffer> = { gzip: gunzipSync, 'x-gzip': gunzipSync, deflate: inflateSync, br: brotliDecompressSync };
const DECOMPRESS_STREAM: Record<string, () => NodeJS.ReadWriteStream> = { gzip: createGunzip, 'x-gzip': createGunzip, deflate: createInflate, br: createBrotliDecompress };

/** A complete reply held in memory; reading it parses the buffer instead of draining a stream. */
class BufferedResponse extends Response {
  readonly #bytes: Buffer;
  readonly #url: string;

  constructor(bytes: Buffer, init: ResponseInit, url: string) {
    super(null, init);
    this.#bytes = bytes;
    this.#url = url;
  }

  override get url(): string {
    return this.#url;
  }

  override text(): Promise<string> {
    return Promise.resolve(this.#bytes.toString('utf8'));
  }

  override json(): Promise<any> {
    try {
      return Promise.resolve(JSON.parse(this.#bytes.toString('utf8')));
    } catch (error) {
      return Promise.reject(error);
    }
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    const bytes = this.#bytes;
    return Promise.resolve(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  }
}

function abortError(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  if (reason instanceof Error && reason.name === 'AbortError') return reason;
  return new DOMException('This operation was aborted', 'AbortError');
}

function responseHeaders(message: IncomingMessage): Headers {
  const headers = new Headers();
  const raw = message.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) headers.append(raw[i]!, raw[i + 1]!);
  return headers;
}

function requestHeaders(init: RequestInit | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  new Headers(init?.headers).forEach((value, name) => {
    out[name] = value;
  });
  return out;
}

function requestBody(body: RequestInit['body']): string | Uint8Array | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string' || body instanceof Uint8Array) return body;
  if (body instanceof ArrayBuffer) return new Uint8Array(body);
  if (body instanceof URLSearchParams) return body.toString();
  // Multipart forms and streamed uploads are sent by no CiteQA call, so they are refused rather than half-supported.
  throw new TypeError(`node-http fetch cannot send a body of type ${Object.prototype.toString.call(body)}`);
}

export interface NodeHttpFetchOptions {
  /** Idle connections kept per host; the client never has more requests in flight than its concurrency limit. */
  maxFreeSockets?: number;
}

export function createNodeHttpFetch(options: NodeHttpFetchOptions = {}): typeof fetch {
  const agentOptions = { keepAlive: true, maxFreeSockets: options.maxFreeSockets ?? 256, scheduling: 'lifo' as const };
  const httpAgent = new HttpAgent(agentOptions);
  const httpsAgent = new HttpsAgent(agentOptions);

  const nodeFetch = (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    if (input instanceof Request) return fetch(input, init);
    const url = typeof input === 'string' ? new URL(input) : input;
    const body = requestBody(init?.body);
    const signal = init?.signal ?? undefined;
    return new Promise<Response>((resolve, reject) => {
      if (signal?.aborted) {
        reject(abortError(signal));
        return;
      }
      const secure = url.protocol === 'https:';
      const send = secure ? httpsRequest : httpRequest;
      const request = send(url, { method: init?.method ?? 'GET', headers: requestHeaders(init), agent: secure ? httpsAgent : httpAgent });
      const onAbort = () => request.destroy(abortError(signal!));
      signal?.addEventListener('abort', onAbort, { once: true });
      const settle = () => signal?.removeEventListener('abort', onAbort);
      request.on('error', (error) => {
        settle();
        const failure = error.name === 'AbortError' ? error : Object.assign(new TypeError('fetch failed'), { cause: error });
        reject(failure);
      });
      request.on('response', (message) => {
        const status = message.statusCode ?? 0;
        if (status < 200 || status > 599) {
          settle();
          message.resume();
          reject(Object.assign(new TypeError('fetch failed'), { cause: new Error(`the server answered with status ${status}`) }));
          return;
        }
        const init: ResponseInit = { status, statusText: message.statusMessage ?? '', headers: responseHeaders(message) };
        const type = message.headers['content-type'] ?? '';
        const coding = (message.headers['content-encoding'] ?? '').trim().toLowerCase();
        if (type.includes('text/event-stream')) {
          // Streamed answers are read as they arrive; the abort listener stays until the stream ends.
          message.once('close', settle);
          const decompress = DECOMPRESS_STREAM[coding];
          const body = decompress ? (message.pipe(decompress()) as unknown as Readable) : message;
          const stream = Readable.toWeb(body) as unknown as ReadableStream<Uint8Array>;
          resolve(new Response(stream, init));
          return;
        }
        const chunks: Buffer[] = [];
        message.on('data', (chunk: Buffer) => chunks.push(chunk));
        message.once('error', (error) => {
          settle();
          reject(error.name === 'AbortError' ? error : Object.assign(new TypeError('fetch failed'), { cause: error }));
        });
        message.once('end', () => {
          settle();
          const raw = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
          let bytes: Buffer;
          try {
            bytes = DECOMPRESS_SYNC[coding]?.(raw) ?? raw;
          } catch (error) {
            reject(Object.assign(new TypeError('fetch failed'), { cause: error }));
            return;
          }
          resolve(new BufferedResponse(bytes, init, url.href));
        });
      });
      request.end(body);
    });
  };
  return nodeFetch as typeof fetch;
}
