import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';

/**
 * A lean OpenAI-compatible chat endpoint in its own process, so a throughput bench measures CiteQA's side alone.
 * Every chat call is answered after FAKE_DELAY_MS with the same short answer. It is not the test server
 * (test/support/fake-openai-server.ts): that one records, hashes and re-serialises every request for the tests to
 * inspect — about 1 ms of CPU per call, taken from the two cores CiteQA runs on — and announces a 1 s keep-alive,
 * within undici's safety margin, so the client opened a new connection for every call. This one keeps connections
 * alive for 5 s (Node's and uvicorn's default), as a real server does.
 *
 * The parent asks over IPC for what the endpoint saw: calls, the window from the first arrival to the last reply,
 * the most calls in flight at once, and the time calls were held in all (a timer on a busy machine fires late, so a
 * call can take longer than FAKE_DELAY_MS: that lateness is the endpoint's, not CiteQA's).
 */
const delayMs = Number(process.env.FAKE_DELAY_MS ?? 50);
const TEXT = 'The answer is in the first passage [1]. It is also in the second [2].';
let calls = 0;
let first = Number.POSITIVE_INFINITY;
let last = 0;
let inFlight = 0;
let maxInFlight = 0;
let heldMs = 0;

function reply(body: { model?: string; n?: number; stream?: boolean }): { status: number; json: string } {
  if (body.stream) return { status: 400, json: JSON.stringify({ error: { message: 'the bench endpoint does not stream', type: 'invalid_request_error' } }) };
  const choices = Array.from({ length: body.n ?? 1 }, (_, index) => ({ index, message: { role: 'assistant', content: TEXT, refusal: null }, finish_reason: 'stop', logprobs: null }));
  const usage = { prompt_tokens: 100, completion_tokens: 12, total_tokens: 112 };
  return { status: 200, json: JSON.stringify({ id: `chatcmpl-bench-${calls}`, object: 'chat.completion', created: 0, model: body.model ?? 'bench-model', choices, usage }) };
}

const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
      response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: `no route ${request.url}`, type: 'invalid_request_error' } }));
      return;
    }
    const arrived = performance.now();
    first = Math.min(first, arrived);
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    const { status, json } = reply(JSON.parse(Buffer.concat(chunks).toString('utf8')) as { model?: string; n?: number; stream?: boolean });
    setTimeout(() => {
      inFlight -= 1;
      calls += 1;
      last = performance.now();
      heldMs += last - arrived;
      response.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(json) }).end(json);
    }, delayMs);
  });
});
server.keepAliveTimeout = 5000;
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

process.on('message', (message: string) => {
  if (message === 'stats') process.send!({ calls, windowMs: last - first, maxInFlight, delayMs, heldMs });
  if (message === 'reset') [calls, first, last, maxInFlight, heldMs] = [0, Number.POSITIVE_INFINITY, 0, 0, 0];
});
process.on('disconnect', () => process.exit(0));
process.send!({ baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1` });
