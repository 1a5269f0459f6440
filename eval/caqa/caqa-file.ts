import { z } from 'zod';
import { readJsonLinesInput } from '../../src/io/json-input.js';
import { CAQA_CATEGORIES, CAQA_COMPLEXITIES, type CaqaSample } from './caqa-sample.js';

const triple = z.tuple([z.string(), z.string(), z.string()]);
const sampleSchema = z
  .object({
    id: z.string().min(1),
    question: z.string(),
    answer_statement: z.string(),
    citation: z.string(),
    category: z.enum(CAQA_CATEGORIES),
    complexity: z.enum(CAQA_COMPLEXITIES),
    subgraph: z.array(triple),
    sub_facts: z.array(z.object({ text: z.string(), triple, supported: z.boolean() })).optional(),
    altered: z.array(z.object({ original: triple, changed: triple })).optional(),
    kg_source: z.string(),
    verbalizer: z.enum(['template', 'llm']).optional(),
    split: z.string().optional(),
  })
  .loose();

/** A CAQA benchmark file; a line that is not a sample fails naming its line and field. */
export async function readCaqaFile(path: string, split?: string): Promise<CaqaSample[]> {
  const samples = (await readJsonLinesInput(path, sampleSchema, 'a CAQA sample')) as CaqaSample[];
  return split === undefined ? samples : samples.filter((sample) => sample.split === split);
}
