import { performance } from 'node:perf_hooks';
import { startFakeOpenAIServer } from '../support/fake-openai-server.js';

/**
 * The fake OpenAI-compatible endpoint in its own process, so a throughput bench measures CiteQA's side alone (in
 * one process the server's own work would slow the client it measures). Every chat call takes FAKE_DELAY_MS; the
 * parent asks over IPC for what the endpoint saw: calls, the window from the first arrival to the last reply, the
 * most calls in flight at once, and the time calls were held in all (a timer on a busy machine fires late, so a call
 * can take longer than FAKE_DELAY_MS: that lateness is the endpoint's, not CiteQA's). Connections are kept alive for
 * 5 s, as by a real server: with the test server's 1 s, the client opened a new connection for every call.
 */
const delayMs = Number(process.env.FAKE_DELAY_MS ?? 50);
const server = await startFakeOpenAIServer({ keepAliveTimeoutMs: 5000 });
let calls = 0;
let first = Number.POSITIVE_INFINITY;
let last = 0;
let inFlight = 0;
let maxInFlight = 0;
let heldMs = 0;
server.chat.setHandler(async () => {
  const arrived = performance.now();
  first = Math.min(first, arrived);
  inFlight += 1;
  maxInFlight = Math.max(maxInFlight, inFlight);
  await new Promise((resolve) => setTimeout(resolve, delayMs));
  inFlight -= 1;
  calls += 1;
  last = performance.now();
  heldMs += last - arrived;
  return { text: 'The answer is in the first passage [1]. It is also in the second [2].', usage: { prompt_tokens: 100, completion_tokens: 12 } };
});

process.on('message', (message: string) => {
  if (message === 'stats') process.send!({ calls, windowMs: last - first, maxInFlight, delayMs, heldMs });
  if (message === 'reset') {
    [calls, first, last, maxInFlight, heldMs] = [0, Number.POSITIVE_INFINITY, 0, 0, 0];
    server.requests.length = 0;
  }
});
process.send!({ baseURL: server.baseURL });
