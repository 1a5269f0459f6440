import type { SourcedAnswer } from '../pipeline/answer-request.js';
import { splitSentences } from '../text/punkt-sentence-splitter.js';

/**
 * For each passage citation of the answer, the passage sentence that best supports the cited statement, as the
 * offline lexical judge sees it (the highest entailment score): what the page highlights when a chip is clicked.
 */
export async function supportingSentences(result: SourcedAnswer): Promise<{ statement: number; passage: number; sentence: string }[]> {
  const passages = result.answer.passages ?? result.passages ?? [];
  const { createLexicalJudge } = await import('../judges/lexical/lexical-judge.js');
  const judge = createLexicalJudge();
  const found: { statement: number; passage: number; sentence: string }[] = [];
  for (const [s, statement] of result.answer.statements.entries()) {
    for (const citation of statement.citations) {
      if (citation.kind !== 'passage') continue;
      const passage = passages[citation.index - 1];
      if (!passage) continue;
      const sentences = splitSentences(passage.text);
      if (sentences.length === 0) continue;
      const verdicts = await judge.judge(sentences.map((premise) => ({ premise, hypothesis: statement.text })));
      const best = verdicts.reduce((top, verdict, i) => (verdict.score > verdicts[top]!.score ? i : top), 0);
      found.push({ statement: s, passage: citation.index, sentence: sentences[best]! });
    }
  }
  return found;
}
