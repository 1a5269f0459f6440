import type { Lexicon } from '../../text/lexicon/wordnet-lexicon.js';
import { wink } from '../../text/wink.js';
import { answerTypeTable, nounType, type AnswerType } from './answer-type.js';

/** What a question (or one aspect of it) asks for. */
export interface ExpectedAnswer {
  type: AnswerType;
  /** "How deep …": the words of the asked measure (depth, deepness), from the adjective's WordNet attribute. */
  measure?: Set<string>;
  /** The noun of "what/which <noun>" that gave the type, when one did. */
  noun?: string;
  /** "How many …": a count, which a list of facts of any type answers by its length. */
  count?: true;
}

/** Words between "what/which" and the noun it asks about: auxiliaries, articles, ordinals of kind. */
const SKIPPED_AFTER_WHAT = new Set(['was', 'were', 'is', 'are', 'the', 'a', 'an', 'his', 'her', 'their', 'its', 'kind', 'sort', 'type', 'exact', 'first', 'last']);
/** "How did …", "how was …" ask for a manner, not a measure. */
const AUXILIARIES = new Set(['did', 'do', 'does', 'was', 'were', 'is', 'are', 'has', 'have', 'had', 'can', 'could', 'would', 'will', 'should', 'might', 'may']);

/** Words of two letters or more: a possessive's "s" (after a blanked-out name) is no noun asked about. */
/** The words winkNLP tags as adjectives in the text. */
function adjectivesOf(text: string): Set<string> {
  const nlp = wink();
  const tokens = nlp.readDoc(text).tokens();
  const normals = tokens.out(nlp.its.normal) as string[];
  const pos = tokens.out(nlp.its.pos) as string[];
  return new Set(normals.filter((_, i) => pos[i] === 'ADJ'));
}

const tokens = (text: string): string[] => (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => word.length > 1);

/**
 * The type of answer a question asks for: its question word ("when" → date, "how many" → quantity), a measure
 * adjective after "how" ("how deep" → a quantity of depth), or the noun after "what/which" typed by its WordNet
 * hypernyms ("which city" → place, "what was the cause" → reason). Undefined when the question does not say
 * ("What did X discover?"): then no type is required of the answer.
 */
export async function expectedAnswer(text: string, lexicon: Lexicon): Promise<ExpectedAnswer | undefined> {
  const words = tokens(text);
  const adjectives = adjectivesOf(text);
  const { questionWords } = answerTypeTable();
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i]!;
    const next = words[i + 1];
    if (word === 'how' && next) {
      const pair = questionWords.words[`how ${next}`];
      if (pair) return next === 'many' ? { type: pair, count: true } : { type: pair };
      if (AUXILIARIES.has(next)) return undefined;
      const measure = new Set([...(await lexicon.related(next))].filter((related) => related !== next));
      return { type: 'quantity', measure };
    }
    if (word === 'what' || word === 'which') {
      let j = i + 1;
      // Auxiliaries and articles, then adjectives ("what imaginary kingdom"), come before the asked noun.
      while (j < words.length && (SKIPPED_AFTER_WHAT.has(words[j]!) || (adjectives.has(words[j]!) && j + 1 < words.length))) j += 1;
      const noun = words[j];
      if (!noun || AUXILIARIES.has(noun)) return undefined;
      const type = await nounType(noun, lexicon);
      return type ? { type, noun } : undefined;
    }
    const direct = questionWords.words[word];
    if (direct) return { type: direct };
  }
  return undefined;
}
