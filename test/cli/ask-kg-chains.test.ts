import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadKnowledgeGraph } from '../../retrievers/kg/load-knowledge-graph.js';
import { runMain } from '../support/run-main.js';

const OFFLINE = { CITEQA_LLM_BASE_URL: '', CITEQA_LLM_MODEL: '', OPENAI_API_KEY: '', CITEQA_CACHE_DIR: mkdtempSync(join(tmpdir(), 'citeqa-cache-')) };

describe('citeqa ask --source kg over a relation chain', () => {
  it('answers the father of Pierre Curie\'s wife, citing both hops as triples of the retrieved and the bundled KG', async () => {
    const result = await runMain(['ask', "Who was the father of Pierre Curie's wife?", '--source', 'kg', '--json'], { env: OFFLINE });
    expect(result.status).toBe(0);
    const answer = JSON.parse(result.stdout);
    expect(answer.text).toContain('Władysław Skłodowski');
    const triples = answer.resolvedCitations
      .filter((c: { kind: string }) => c.kind === 'triple')
      .map((c: { qid: string; property: string; value: string }) => ({ qid: c.qid, property: c.property, value: c.value }));
    expect(triples).toEqual([
      { qid: 'Q9000002', property: 'spouse', value: 'Marie Curie' },
      { qid: 'Q9000001', property: 'father', value: 'Władysław Skłodowski' },
    ]);
    // In the retrieved KG (the intermediate card was fetched) and in the bundled store itself.
    expect(answer.citationChecks.every((check: { inKg: boolean }) => check.inKg)).toBe(true);
    const bundled = await loadKnowledgeGraph('bundled');
    for (const triple of triples) expect((await bundled.oneHop(triple.qid))?.properties[triple.property]).toContain(triple.value);
  });
});
