import { measureKgRetrieval, type KgRetrievalReport } from '../../eval/kg-retrieval/kg-retrieval-measures.js';
import { loadBioKalma } from '../../retrievers/kg/biokalma-loader.js';
import { createKgRetriever, type KgRetriever } from '../../retrievers/kg/kg-retriever.js';
import { createKgEntityRecognizer } from '../../src/ner/kg-entity-recognizer.js';
import { loadEmbeddedKnowledgeGraph } from '../../retrievers/kg/load-knowledge-graph.js';
import { sharedData } from '../support/shared-data.js';
import { measure, type Bench, type BenchFigure } from './bench-harness.js';

/**
 * KaLMA retrieval on BioKaLMA's 800 specific dev questions with the file's own KG (issue 3: all 800 in under a minute):
 * loading the store, building the gazetteer, and NER + candidates + one hop + re-rank per question. The note carries
 * the measured recall/precision (definitions in eval/kg-retrieval/kg-retrieval-measures.ts).
 */
const bench: Bench = async () => {
  const file = sharedData('biokalma/specific.dev.json');
  const items = await loadBioKalma(file);
  const figures: BenchFigure[] = [];
  let retriever: KgRetriever | undefined;
  figures.push(
    await measure('KG: load BioKaLMA specific.dev.json into oxigraph + gazetteer', 'stores', 1, async () => {
      const kg = await loadEmbeddedKnowledgeGraph([file]);
      retriever = createKgRetriever(kg, await createKgEntityRecognizer(kg));
    }),
  );
  let report: KgRetrievalReport | undefined;
  const figure = await measure('KG: retrieve + re-rank, 800 BioKaLMA questions', 'questions', items.length, async () => {
    report = await measureKgRetrieval(items, retriever!);
  }, { warmup: () => retriever!.retrieve(items[0]!.question) });
  figures.push({
    ...figure,
    note: `recall(verbatim) ${report!.verbatimRecall}, precision ${report!.precision}, strict ${report!.strictPrecision}, ties ${report!.ties}`,
  });
  return figures;
};

export default bench;
