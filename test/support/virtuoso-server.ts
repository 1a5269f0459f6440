import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Whether Debian's virtuoso-opensource is installed (`.ci/run` installs it, as it installs chromium). */
export const virtuosoInstalled = spawnSync('sh', ['-c', 'command -v virtuoso-t && command -v isql-vt'], { stdio: 'ignore' }).status === 0;

export interface VirtuosoServer {
  /** The SPARQL protocol endpoint, `http://127.0.0.1:<port>/sparql`. */
  endpoint: string;
  /** Bulk-loads an N-Triples file into the named graph (the endpoint queries all graphs by default). */
  loadNTriples(file: string, graph: string): void;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForEndpoint(endpoint: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`virtuoso-t exited with ${child.exitCode} before serving ${endpoint}`);
    try {
      const response = await fetch(`${endpoint}?query=${encodeURIComponent('ASK { ?s ?p ?o }')}`, { headers: { Accept: 'application/sparql-results+json' } });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`virtuoso-t did not serve ${endpoint} within ${timeoutMs} ms`);
}

/**
 * A throw-away Virtuoso (the engine behind DBpedia's public endpoint) in a temporary directory on free loopback
 * ports: a real SPARQL engine, so the remote KG backend is tested against what users run, not a replay.
 */
export async function startVirtuoso(): Promise<VirtuosoServer> {
  const dir = mkdtempSync(join(tmpdir(), 'citeqa-virtuoso-'));
  const [sqlPort, httpPort] = [await freePort(), await freePort()];
  writeFileSync(
    join(dir, 'virtuoso.ini'),
    [
      '[Database]',
      `DatabaseFile = ${dir}/db.db`,
      `ErrorLogFile = ${dir}/db.log`,
      `TransactionFile = ${dir}/db.trx`,
      `xa_persistent_file = ${dir}/db.pxa`,
      '[TempDatabase]',
      `DatabaseFile = ${dir}/db-temp.db`,
      `TransactionFile = ${dir}/db-temp.trx`,
      '[Parameters]',
      `ServerPort = ${sqlPort}`,
      `DirsAllowed = ., ${dir}, ${tmpdir()}`,
      'NumberOfBuffers = 10000',
      'MaxDirtyBuffers = 6000',
      '[HTTPServer]',
      `ServerPort = ${httpPort}`,
      'ServerThreads = 4',
      '[SPARQL]',
      'ResultSetMaxRows = 1000000',
      'MaxQueryExecutionTime = 60',
      '',
    ].join('\n'),
  );
  const child = spawn('virtuoso-t', ['+configfile', join(dir, 'virtuoso.ini'), '+foreground'], { cwd: dir, stdio: 'ignore' });
  const endpoint = `http://127.0.0.1:${httpPort}/sparql`;
  try {
    await waitForEndpoint(endpoint, child, 60_000);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    endpoint,
    loadNTriples(file, graph) {
      const sql = `DB.DBA.TTLP_MT(file_to_string_output('${file.replace(/'/g, "''")}'), '', '${graph.replace(/'/g, "''")}', 0); checkpoint;`;
      const result = spawnSync('isql-vt', [String(sqlPort), 'dba', 'dba', `exec=${sql}`], { encoding: 'utf8' });
      if (result.status !== 0 || /\*\*\* Error/.test(result.stdout + result.stderr)) throw new Error(`loading ${file} into Virtuoso failed: ${result.stdout}${result.stderr}`);
    },
    async close() {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
