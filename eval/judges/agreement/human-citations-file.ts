import { z } from 'zod';
import { InputError } from '../../../src/core/errors.js';
import { readJsonInput } from '../../../src/io/json-input.js';

/**
 * ALCE's human citation-evaluation layout (human_eval/human_eval_citations_completed.json):
 * `{dataset: {run: {qid: item}}}` with per-sentence human scores and TRUE-11B's automatic scores.
 */
const citationSchema = z.object({
  title: z.string(),
  text: z.string(),
  /** 0 = not supporting, 1 = partially, 2 = fully. */
  citation_precision_score: z.number(),
});

const sentenceSchema = z.object({
  text: z.string(),
  citations: z.array(citationSchema),
  sentence_recall_score: z.number(),
});

const itemSchema = z.object({
  question: z.string().optional(),
  output: z.string().optional(),
  sentences: z.array(sentenceSchema),
  automatic_recall_scores: z.array(z.number()),
  automatic_citation_precision_scores: z.array(z.array(z.number())),
});

const fileSchema = z.record(z.string(), z.record(z.string(), z.record(z.string(), itemSchema)));

export type HumanCitation = z.infer<typeof citationSchema>;
export type HumanCitationSentence = z.infer<typeof sentenceSchema>;
export type HumanCitationItem = z.infer<typeof itemSchema> & { id: string };

export interface HumanCitationRun {
  dataset: string;
  /** The run's file name in ALCE's layout, e.g. `asqa-vicuna-13b-rigorous-shot2-ndoc3-42.json`. */
  name: string;
  items: HumanCitationItem[];
}

export async function readHumanCitationsFile(path: string): Promise<HumanCitationRun[]> {
  const file = await readJsonInput(
    path,
    fileSchema,
    "not ALCE's human citation-evaluation format {dataset: {run: {qid: {sentences, automatic_recall_scores, …}}}}",
  );
  const runs: HumanCitationRun[] = [];
  for (const [dataset, byRun] of Object.entries(file)) {
    for (const [name, byId] of Object.entries(byRun)) {
      const items = Object.entries(byId).map(([id, item]) => ({ ...item, id }));
      for (const item of items) checkAligned(path, `${dataset}.${name}.${item.id}`, item);
      runs.push({ dataset, name, items });
    }
  }
  if (runs.length === 0) throw new InputError(path, 'holds no runs');
  return runs;
}

/** The stored automatic scores must line up one-to-one with sentences and citations, or labels would shift. */
function checkAligned(path: string, where: string, item: HumanCitationItem): void {
  if (item.automatic_recall_scores.length !== item.sentences.length) {
    throw new InputError(path, `${where}: ${item.automatic_recall_scores.length} automatic recall scores for ${item.sentences.length} sentences`);
  }
  item.sentences.forEach((sentence, i) => {
    const stored = item.automatic_citation_precision_scores[i];
    if (!stored || stored.length !== sentence.citations.length) {
      throw new InputError(path, `${where}: sentence ${i} has ${sentence.citations.length} citations but ${stored?.length ?? 0} automatic precision scores`);
    }
  });
}
