import type { EmbedderMiddleware } from './embedder-middleware.js';

/**
 * Embeds at most the first `maxWords` words of each text. Sentence encoders read a few hundred tokens at most, and
 * USE-lite's tokenizer takes time quadratic in the input: a 108 KB question took a minute. Passages (100 words),
 * questions and MAUVE texts (100 words) are never cut.
 */
export function embeddingInputCap(maxWords = 256): EmbedderMiddleware {
  return {
    name: 'embedding-input-cap',
    wrap(texts, next) {
      return next(
        texts.map((text) => {
          const words = text.split(/\s+/);
          return words.length > maxWords ? words.slice(0, maxWords).join(' ') : text;
        }),
      );
    },
  };
}
