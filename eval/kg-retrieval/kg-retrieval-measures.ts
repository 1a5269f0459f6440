import type { BioKalmaItem } from '../../retrievers/kg/biokalma-loader.js';
import type { KgRetriever } from '../../retrievers/kg/kg-retriever.js';

export interface KgRetrievalReport {
  questions: number;
  /** (a) */
  verbatimQuestions: number;
  verbatimRecall: number | null;
  /** (b) */
  chosenEntities: number;
  precision: number | null;
  /** (b) with a wrong pick among same-name entities counted as an error. */
  strictPrecision: number | null;
  sameNameMentions: number;
  sameNameResolvedToDataset: number;
  ties: number;
  zeroScoreTies: number;
  typeFiltered: number;
  examples: { question: string; expected: string[]; chosen: string[] }[];
  seconds?: number;
}

const lower = (text: string) => text.toLowerCase();

export async function measureKgRetrieval(items: readonly BioKalmaItem[], retriever: KgRetriever): Promise<KgRetrievalReport> {
  const allLabels = new Map<string, string>();
  for (const entity of (await retriever.kg.listEntities?.()) ?? []) allLabels.set(entity.qid, entity.label);

  let verbatimQuestions = 0;
  let verbatimExpected = 0;
  let verbatimHits = 0;
  let chosenEntities = 0;
  let named = 0;
  let strictNamed = 0;
  let sameNameMentions = 0;
  let sameNameResolvedToDataset = 0;
  let ties = 0;
  let zeroScoreTies = 0;
  let typeFiltered = 0;
  const examples: KgRetrievalReport['examples'] = [];

  for (const item of items) {
    const retrieval = await retriever.retrieve(item.question);
    const expected = item.entities.map((entity) => entity.qid);
    const chosen = retrieval.entities.map((entity) => entity.qid);
    const question = lower(item.question);

    if (item.entities.length > 0 && item.entities.every((entity) => item.question.includes(entity.name))) {
      verbatimQuestions += 1;
      verbatimExpected += expected.length;
      const hits = expected.filter((qid) => chosen.includes(qid)).length;
      verbatimHits += hits;
      if (hits < expected.length && examples.length < 15) examples.push({ question: item.question, expected, chosen });
    }

    for (const qid of chosen) {
      chosenEntities += 1;
      const label = allLabels.get(qid) ?? retrieval.entities.find((entity) => entity.qid === qid)!.name;
      const isDataset = expected.includes(qid);
      if (isDataset || question.includes(lower(label))) named += 1;
      // Strict: a same-name sibling of a dataset entity is a wrong pick even though its label is in the question.
      const siblingOfDataset = item.entities.some((entity) => entity.qid !== qid && lower(entity.name) === lower(label));
      if (isDataset || (question.includes(lower(label)) && !siblingOfDataset)) strictNamed += 1;
    }

    for (const resolution of retrieval.resolutions) {
      if (resolution.filteredOut.length > 0) typeFiltered += 1;
      if (resolution.candidates.length > 1) {
        sameNameMentions += 1;
        if (resolution.chosen && expected.includes(resolution.chosen)) sameNameResolvedToDataset += 1;
      }
      if (resolution.tie) ties += 1;
      if (resolution.zeroScore) zeroScoreTies += 1;
    }
  }

  const ratio = (a: number, b: number) => (b === 0 ? null : Number((a / b).toFixed(4)));
  return {
    questions: items.length,
    verbatimQuestions,
    verbatimRecall: ratio(verbatimHits, verbatimExpected),
    chosenEntities,
    precision: ratio(named, chosenEntities),
    strictPrecision: ratio(strictNamed, chosenEntities),
    sameNameMentions,
    sameNameResolvedToDataset,
    ties,
    zeroScoreTies,
    typeFiltered,
    examples,
  };
}
