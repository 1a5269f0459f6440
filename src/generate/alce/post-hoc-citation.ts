import { citationMarkers, removeCitations } from '../../citations/alce-citations.js';
import type { Passage } from '../../core/passage.js';
import { splitSentences } from '../../text/punkt-sentence-splitter.js';
import type { Embedder } from '../../core/embedder.js';
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
export interface PostCiteOptions {
  /** Re-cite sentences that already have citations too. */
  overwrite?: boolean;
  /**
   * QAMPARI list answers: the pieces are the comma-separated items, each searched with the question in front
   * (an item alone, "Marazan", says little), and the answer is rebuilt as `[k] item, [k] item`.
   */
  listQuestion?: string;
}

export async function postCite(text: string, passages: Passage[], embedder: Embedder, options: PostCiteOptions = {}): Promise<PostCiteResult> {
  if (passages.length === 0) return { text, added: [] };
  const searcher = createWithinDocsSearcher(passages, embedder);
  const added: PostCiteResult['added'] = [];
  const list = options.listQuestion;
  const pieces = list !== undefined ? text.replace(/\.+$/, '').split(',').map((item) => `${list} ${item.trim()}`) : splitSentences(text);
  let rebuilt = '';
  for (const [index, piece] of pieces.entries()) {
    let cited = piece;
    if (citationMarkers(piece).length === 0 || options.overwrite) {
      const clean = removeCitations(piece);
      const best = await searcher.bestIndex(clean);
      added.push({ sentence: index, citation: best + 1 });
      cited = `[${best + 1}] ${clean}`;
    }
    rebuilt += list !== undefined ? `${cited.split(list).join('').trim()}, ` : `${cited} `;
  }
  return { text: rebuilt.trimEnd().replace(/,+$/, ''), added };
}
