import { citationMarkers, removeCitations } from '../../citations/alce-citations.js';
import type { Passage } from '../../core/passage.js';
import { splitSentences } from '../../text/punkt-sentence-splitter.js';
import type { Embedder } from '../../../retrievers/embedder.js';
import { createWithinDocsSearcher } from '../../../retrievers/dense/within-docs-searcher.js';

export interface PostCiteResult {
  text: string;
  /** For each sentence that received a citation: its position and the 1-based passage number. */
  added: { sentence: number; citation: number }[];
}

/**
 * ALCE POSTCITE (post_hoc_cite.py): every sentence without a citation (every sentence with `overwrite`) gets the
 * passage most similar to it, by embedding similarity, as `[k] ` in front — one citation per sentence. Needs no
 * language model, so it also cites answers written offline.
 */
export async function postCite(text: string, passages: Passage[], embedder: Embedder, options: { overwrite?: boolean } = {}): Promise<PostCiteResult> {
  if (passages.length === 0) return { text, added: [] };
  const searcher = createWithinDocsSearcher(passages, embedder);
  const added: PostCiteResult['added'] = [];
  const sentences = splitSentences(text);
  const cited: string[] = [];
  for (const [index, sentence] of sentences.entries()) {
    if (citationMarkers(sentence).length > 0 && !options.overwrite) {
      cited.push(sentence);
      continue;
    }
    const clean = removeCitations(sentence).trim();
    const best = await searcher.bestIndex(clean);
    added.push({ sentence: index, citation: best + 1 });
    cited.push(`[${best + 1}] ${clean}`);
  }
  return { text: cited.join(' '), added };
}
