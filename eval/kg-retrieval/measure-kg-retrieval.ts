/**
 * Measures the KG retrieval on a BioKaLMA file (issue 3 acceptance):
 *   npx tsx eval/kg-retrieval/measure-kg-retrieval.ts <questions.json> [--kg <file>]… [--first-value-only] [--case-sensitive]
 * (a) entity recall against the dataset's entities, on questions whose dataset entity names all occur verbatim;
 * (b) precision against the people the question names: dataset entities plus store entities whose full label occurs
 *     in the question; also a strict variant that counts picking the wrong one of two same-name entities as an error;
 * plus how often the re-ranker had a tie or only zero scores, and the wall time.
 */
import { parseArgs } from 'node:util';
import { loadBioKalma } from '../../retrievers/kg/biokalma-loader.js';
import { createKgRetriever } from '../../retrievers/kg/kg-retriever.js';
import { createKgEntityRecognizer } from '../../src/ner/kg-entity-recognizer.js';
import { loadKnowledgeGraph } from '../../retrievers/kg/load-knowledge-graph.js';
import { measureKgRetrieval } from './kg-retrieval-measures.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    kg: { type: 'string', multiple: true },
    'first-value-only': { type: 'boolean', default: false },
    'case-sensitive': { type: 'boolean', default: false },
  },
});
const questionsFile = positionals[0];
if (!questionsFile) {
  process.stderr.write('usage: measure-kg-retrieval.ts <biokalma.json> [--kg <file>]…\n');
  process.exit(2);
}
const started = performance.now();
const items = await loadBioKalma(questionsFile);
const kg = await loadKnowledgeGraph(values.kg ?? [questionsFile]);
const retriever = createKgRetriever(kg, await createKgEntityRecognizer(kg), {
  firstValueOnly: values['first-value-only'],
  caseSensitive: values['case-sensitive'],
});
const report = await measureKgRetrieval(items, retriever);
report.seconds = Number(((performance.now() - started) / 1000).toFixed(2));
process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
