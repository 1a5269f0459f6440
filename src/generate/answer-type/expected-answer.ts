import type { Lexicon } from '../../text/lexicon/wordnet-lexicon.js';
import { answerTypeTable, nounType, type AnswerType } from './answer-type.js';
import { askedNoun } from './asked-noun.js';

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

/** "How did …", "how was …" ask for a manner, not a measure. */
const AUXILIARIES = new Set(['did', 'do', 'does', 'was', 'were', 'is', 'are', 'has', 'have', 'had', 'can', 'could', 'would', 'will', 'should', 'might', 'may']);

/** A clause of time or condition before the question proper, up to the comma before its question word. */
const LEADING_TIME_CLAUSE = /^\s*(?:when|while|after|before|once|since|if)\b[^,?]*,\s*(?=(?:who|whom|whose|what|which|when|where|why|how)\b)/iu;

/** Verbs (and their objects) after which a question word asks an embedded question: "Do you know when …", "Can you tell me where …". */
const EMBEDDING = new Set(['know', 'tell', 'me', 'us', 'say', 'remember', 'wonder']);

/** Words of two letters or more: a possessive's "s" (after a blanked-out name) is no noun asked about. */
const tokens = (text: string): string[] => (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => word.length > 1);

/**
 * The type of answer a question asks for: its question word ("when" → date, "how many" → quantity), a measure
 * adjective after "how" ("how deep" → a quantity of depth), or the noun after "what/which" typed by its WordNet
 * hypernyms ("which city" → place, "what was the cause" → reason). Undefined when the question does not say
 * ("What did X discover?"): then no type is required of the answer.
 */
export async function expectedAnswer(text: string, lexicon: Lexicon): Promise<ExpectedAnswer | undefined> {
  // "When Leonardo wrote to Sforza, what did he pitch himself as?" asks its second clause: the first sets the time.
  const leading = LEADING_TIME_CLAUSE.exec(text);
  if (leading) return expectedAnswer(text.slice(leading[0].length), lexicon);
  const words = tokens(text);
  const { questionWords } = answerTypeTable();
  // "Did X let a doctor treat her when she was dying?" asks yes or no: a question word after an opening auxiliary
  // starts a clause of time or place, unless a verb of knowing asks it ("Do you know when X was born?").
  const yesNo = AUXILIARIES.has(words[0] ?? '');
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i]!;
    if (yesNo && !EMBEDDING.has(words[i - 1] ?? '')) continue;
    const next = words[i + 1];
    if (word === 'how' && next) {
      const pair = questionWords.words[`how ${next}`];
      if (pair) return next === 'many' ? { type: pair, count: true } : { type: pair };
      if (AUXILIARIES.has(next)) return undefined;
      // A measure is asked by an adjective ("how deep", "how old"); an adverb asks a manner or a time ("how exactly
      // was he dismissed", "how soon did she withdraw"), which no number need say.
      const tags = await lexicon.partsOfSpeech(next);
      if (tags.size > 0 && !tags.has('a')) return undefined;
      const measure = new Set([...(await lexicon.related(next))].filter((related) => related !== next));
      return { type: 'quantity', measure };
    }
    if (word === 'what' || word === 'which') {
      const asked = await askedNoun(text, lexicon);
      // "What kind of artist …" asks a kind (painter), which no coarse type says.
      if (!asked || AUXILIARIES.has(asked.noun) || asked.kindOf) return undefined;
      const type = await nounType(asked.noun, lexicon);
      return type ? { type, noun: asked.noun } : undefined;
    }
    const direct = questionWords.words[word];
    if (direct) return { type: direct };
  }
  return undefined;
}
