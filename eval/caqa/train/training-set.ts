import { basename } from 'node:path';
import type { LabelledPair } from '../../../src/judges/trained/train-judge.js';
import { readInputText } from '../../../src/io/json-input.js';
import { readCaqaFile } from '../caqa-file.js';
import { readHumanCitationsFile, type HumanCitationRun } from '../../judges/agreement/human-citations-file.js';
import { caqaTrainingPairs, humanCitationPairs } from './training-pairs.js';

export type TrainingSet =
  | { kind: 'caqa'; pairs: LabelledPair[]; description: string }
  | { kind: 'alce-human'; pairs: LabelledPair[]; runs: HumanCitationRun[]; description: string };

/** A CAQA benchmark (JSON lines) or ALCE's human citation file (one JSON document), told apart by their shape. */
export async function trainingSetFrom(file: string, split?: string): Promise<TrainingSet> {
  const head = (await readInputText(file)).trimStart();
  const firstLine = head.split('\n')[0] ?? '';
  if (firstLine.startsWith('{') && firstLine.trimEnd().endsWith('}') && head.includes('"category"')) {
    const samples = await readCaqaFile(file, split);
    return { kind: 'caqa', pairs: caqaTrainingPairs(samples), description: `CAQA ${basename(file)}${split ? ` (${split} split)` : ''}, ${samples.length} samples` };
  }
  const runs = await readHumanCitationsFile(file);
  return { kind: 'alce-human', pairs: humanCitationPairs(runs), runs, description: `ALCE human citation labels of ${basename(file)} (${runs.length} runs)` };
}
