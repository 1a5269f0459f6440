import { basename } from 'node:path';
import { loadBioKalma } from '../../../retrievers/kg/biokalma-loader.js';
import type { QuestionVariant } from '../../../src/core/question.js';
import { MINIMUM_KNOWLEDGE_STAND_IN, questionValueTriples } from '../minimum-knowledge-stand-in.js';
import type { RunInput } from '../run-input.js';
import { runInputReaders } from './run-input-readers.js';

/** BioKaLMA's general questions mostly carry a stray `question: ` prefix from its generation prompt. */
const STRAY_PREFIX = /^question:\s*/i;

function variantOf(file: string): QuestionVariant | undefined {
  const name = basename(file).toLowerCase();
  if (name.includes('general') || name.includes('simple')) return 'general';
  if (name.includes('specific') || name.includes('complex')) return 'specific';
  return undefined;
}

/**
 * BioKaLMA entries answered with their own KG (the paper's retrieved KG). Ids are `e<index>`, so the general and
 * specific files, which share entries by index, share ids too.
 */
export async function readBioKalmaInputs(file: string): Promise<RunInput[]> {
  const variant = variantOf(file);
  const items = await loadBioKalma(file);
  return items.map((item, index) => {
    const question = item.question.replace(STRAY_PREFIX, '');
    return {
      id: `e${String(index).padStart(4, '0')}`,
      question,
      ...(variant ? { variant } : {}),
      entities: item.entities,
      minimumKnowledge: questionValueTriples(question, item.entities),
    };
  });
}

runInputReaders.register('biokalma', async (file) => ({
  format: 'biokalma',
  inputs: await readBioKalmaInputs(file),
  provenance: {
    dataset: `${file} (BioKaLMA; each question answered with its own KG; a leading "question: " is dropped)`,
    'minimum knowledge': MINIMUM_KNOWLEDGE_STAND_IN,
  },
}));
