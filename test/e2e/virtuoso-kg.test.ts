import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/config/config.js';
import { loadKnowledgeGraph } from '../../retrievers/kg/load-knowledge-graph.js';
import type { KnowledgeGraph } from '../../src/core/knowledge-graph.js';
import { kgRetrieverOver } from '../support/kg-retriever-over.js';
import { runMain } from '../support/run-main.js';
import { sharedData } from '../support/shared-data.js';
import { startVirtuoso, virtuosoInstalled, type VirtuosoServer } from '../support/virtuoso-server.js';

const BIOKALMA = sharedData('biokalma/specific.dev.json');
const bundledQuestions = readFileSync(join(PROJECT_ROOT, 'corpora/biographies/questions.jsonl'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => (JSON.parse(line) as { question: string }).question);
const bioKalmaQuestions = (JSON.parse(readFileSync(BIOKALMA, 'utf8')) as [string, unknown][]).map(([question]) => question);

// CI installs Virtuoso (.ci/run) and requires it; a developer machine without it skips these.
it.runIf(process.env.CITEQA_REQUIRE_VIRTUOSO === '1')('Virtuoso is installed where it is required (CI)', () => {
  expect(virtuosoInstalled).toBe(true);
});

describe.skipIf(!virtuosoInstalled)('the remote KG backend against Virtuoso (virtuoso-opensource, a real SPARQL engine)', () => {
  let virtuoso: VirtuosoServer;

  beforeAll(async () => {
    virtuoso = await startVirtuoso();
    const dir = mkdtempSync(join(tmpdir(), 'citeqa-kg-dump-'));
    for (const [name, args] of [
      ['bundled.nt', []],
      ['biokalma.nt', ['--kg', BIOKALMA]],
    ] as const) {
      const file = join(dir, name);
      const dumped = await runMain(['kg', 'dump', ...args, '--out', file]);
      expect(dumped.stderr).toBe('');
      virtuoso.loadNTriples(file, `urn:citeqa:test:${name}`);
    }
  }, 120_000);
  afterAll(async () => virtuoso?.close());

  async function sameRetrieval(embedded: KnowledgeGraph, questions: readonly string[]): Promise<number> {
    const remote = await loadKnowledgeGraph(virtuoso.endpoint);
    expect(remote.name).toBe(virtuoso.endpoint);
    const [local, overHttp] = [await kgRetrieverOver(embedded), await kgRetrieverOver(remote)];
    let entities = 0;
    for (const question of questions) {
      const expected = await local.retrieve(question);
      expect(await overHttp.retrieve(question), question).toEqual(expected);
      entities += expected.entities.length;
    }
    return entities;
  }

  it('retrieves for every bundled question exactly what the embedded store retrieves', async () => {
    // Both graphs are loaded into one server; the bundled and BioKaLMA ids do not overlap, so the union is checked
    // against the embedded union of the same two sources.
    const entities = await sameRetrieval(await loadKnowledgeGraph(['bundled', BIOKALMA]), bundledQuestions);
    expect(entities).toBeGreaterThan(bundledQuestions.length / 2);
  }, 120_000);

  it('retrieves for BioKaLMA questions exactly what the embedded store retrieves', async () => {
    const entities = await sameRetrieval(await loadKnowledgeGraph(['bundled', BIOKALMA]), bioKalmaQuestions.slice(0, 150));
    expect(entities).toBeGreaterThan(100);
  }, 180_000);

  it('answers `citeqa ask` from the endpoint as from the embedded store', async () => {
    const question = bundledQuestions[0]!;
    const local = await runMain(['ask', question, '--source', 'kg', '--kg', 'bundled', '--kg', BIOKALMA, '--json']);
    const remote = await runMain(['ask', question, '--source', 'kg', '--kg', virtuoso.endpoint, '--json']);
    expect(remote.status).toBe(0);
    const answerOf = (stdout: string) => (JSON.parse(stdout) as { answer: unknown }).answer;
    expect(answerOf(remote.stdout)).toEqual(answerOf(local.stdout));
  }, 60_000);
});
