// `node --import` this file to record, in the file named by CITEQA_TRACE_LOADS, the URL of every module the process
// loads through the ES module loader (its own modules and the packages they import), one per line.
import { appendFileSync } from 'node:fs';
import { register } from 'node:module';
import { isMainThread } from 'node:worker_threads';

export async function load(url, context, nextLoad) {
  appendFileSync(process.env.CITEQA_TRACE_LOADS, `${url}\n`);
  return nextLoad(url, context);
}

// Module hooks run on their own thread, where this file is loaded again to serve as the hooks module.
if (isMainThread) register(import.meta.url);
