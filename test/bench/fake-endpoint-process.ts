import { performance } from 'node:perf_hooks';
import { startFakeOpenAIServer } from '../support/fake-openai-server.js';

/**
 * The fake OpenAI-compatible endpoint in its own process, so a throughput bench measures CiteQA's side alone (in
 * one process the server's own work would slow the client it measures). Every chat call takes FAKE_DELAY_MS; the
 * parent asks over IPC for what the endpoint saw: calls, the window from the first arrival to the last reply, and
 * the most calls in flight at once.
 */
const delayMs = Number(process.env.FAKE_DELAY_MS ?? 50);
const server = await startFakeOpenAIServer();
let calls = 0;
let first = Number.POSITIVE_INFINITY;
let last = 0;
let inFlight = 0;
let maxInFlight = 0;
server.chat.setHandler(async () => {
  first = Math.min(first, performance.now());
  inFlight += 1;
  maxInFlight = Math.max(maxInFlight, inFlight);
  await new Promise((resolve) => setTimeout(resolve, delayMs));
  inFlight -= 1;
  calls += 1;
  last = performance.now();
  return { text: 'The answer is in the first passage [1]. It is also in the second [2].', usage: { prompt_tokens: 100, completion_tokens: 12 } };
});

process.on('message', (message: string) => {
  if (message === 'stats') process.send!({ calls, windowMs: last - first, maxInFlight, delayMs });
  if (message === 'reset') {
    [calls, first, last, maxInFlight] = [0, Number.POSITIVE_INFINITY, 0, 0];
    server.requests.length = 0;
  }
});
process.send!({ baseURL: server.baseURL });
