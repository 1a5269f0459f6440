import type { Passage } from '../../../../src/core/passage.js';
import type { StrategyOptions } from '../../../../src/core/strategy.js';
import '../../../../src/generate/all-strategies.js';
import { strategyRegistry } from '../../../../src/generate/strategy-registry.js';
import { createUseLiteEmbedder } from '../../../../retrievers/dense/use-lite-embedder.js';

const embedder = createUseLiteEmbedder();

/** The offline extractive strategy's answer text to a question over the given passages (USE-lite embeddings). */
export async function extractiveText(question: string, passages: Passage[], options?: StrategyOptions): Promise<string> {
  return (await strategyRegistry.get('extractive').answer(question, { passages }, { embedder }, options)).text;
}
