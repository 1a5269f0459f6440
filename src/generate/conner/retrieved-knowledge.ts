import { InputError } from '../../core/errors.js';
import type { Strategy } from '../../core/strategy.js';
import { strategyRegistry } from '../strategy-registry.js';

/**
 * CONNER's retrieval baseline (the paper's DPR row): the knowledge for a question is the top retrieved passage (or
 * the top `ndoc`), word for word, cited as [1]…; no model writes anything. The offline default of CONNER runs.
 */
export const retrievedKnowledgeStrategy: Strategy = {
  name: 'retrieved-knowledge',
  description: 'CONNER baseline: the top retrieved passage(s) as the knowledge, no model',
  needs: { passages: true },
  async answer(question, context, _deps, options = {}) {
    const passages = context.passages ?? [];
    if (passages.length === 0) throw new InputError('strategy retrieved-knowledge', 'needs retrieved passages');
    const ndoc = typeof options.ndoc === 'number' && options.ndoc > 0 ? options.ndoc : 1;
    const shown = passages.slice(0, ndoc);
    const statements = shown.map((passage, index) => ({ text: passage.text, citations: [{ kind: 'passage' as const, index: index + 1, id: passage.id, title: passage.title }] }));
    return {
      question,
      text: shown.map((passage, index) => `${passage.text} [${index + 1}]`).join(' '),
      statements,
      strategy: 'retrieved-knowledge',
      trace: [],
      passages: shown,
    };
  },
};

strategyRegistry.register(retrievedKnowledgeStrategy.name, retrievedKnowledgeStrategy);
