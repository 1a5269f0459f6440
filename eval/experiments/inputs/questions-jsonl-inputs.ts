import type { Triple } from '../../../src/core/knowledge.js';
import { readFile } from 'node:fs/promises';
import { InputError } from '../../../src/core/errors.js';
import type { RunInput } from '../run-input.js';
import { runInputReaders } from './run-input-readers.js';
import { assertUniqueIds } from './unique-ids.js';

/**
 * JSONL questions, answered with retrieval: `{"id"?, "question", …gold fields}` per line (the bundled corpus's
 * questions.jsonl has this shape). Fields other than id/question/variant are kept as gold for the metrics.
 */
export async function readQuestionsJsonl(file: string): Promise<RunInput[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new InputError(file, 'cannot read questions file', { cause: error });
  }
  const inputs: RunInput[] = [];
  const lines: string[] = [];
  for (const [index, line] of text.split('\n').entries()) {
    if (line.trim() === '') continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch (error) {
      throw new InputError(`${file}:${index + 1}`, `not valid JSON (${(error as Error).message})`);
    }
    const record = parsed as Record<string, unknown>;
    if (typeof record?.question !== 'string' || record.question.trim() === '') {
      throw new InputError(`${file}:${index + 1}`, 'each line needs a non-empty "question" string');
    }
    const { id, question, variant, ...gold } = record;
    // The bundled corpus's questions name the triples an answer should cite: KaLMA's minimum knowledge.
    const goldTriples = Array.isArray(gold.gold_triples) && gold.gold_triples.every((triple) => Array.isArray(triple) && triple.length === 3)
      ? (gold.gold_triples as Triple[])
      : undefined;
    lines.push(`line ${index + 1}`);
    inputs.push({
      id: typeof id === 'string' || typeof id === 'number' ? String(id) : `q${String(inputs.length).padStart(4, '0')}`,
      question: question as string,
      ...(variant === 'general' || variant === 'specific' ? { variant } : {}),
      ...(goldTriples?.length ? { minimumKnowledge: goldTriples } : {}),
      ...(Object.keys(gold).length ? { gold } : {}),
    });
  }
  if (inputs.length === 0) throw new InputError(file, 'holds no questions');
  // Positions stand in for missing ids, so a given id that looks like one (q0003) is checked against them too.
  assertUniqueIds(file, inputs.map((input, position) => ({ id: input.id, where: lines[position]! })));
  return inputs;
}

runInputReaders.register('questions', async (file) => ({
  format: 'questions',
  inputs: await readQuestionsJsonl(file),
  provenance: { dataset: `${file} (JSONL questions; knowledge and passages are retrieved)` },
}));
