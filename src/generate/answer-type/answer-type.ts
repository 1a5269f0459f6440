import { z } from 'zod';
import { loadWordTable, wordListSchema, wordMapSchema } from '../../io/word-table.js';
import type { Lexicon } from '../../text/lexicon/wordnet-lexicon.js';

/** The coarse kinds of answer a question can ask for (Li & Roth's HUM, NUM:date, LOC, NUM, DESC:reason). */
export const ANSWER_TYPES = ['person', 'date', 'place', 'quantity', 'reason'] as const;
export type AnswerType = (typeof ANSWER_TYPES)[number];

const FILE = 'prompts/heuristics/answer-types.json';
const answerType = z.enum(ANSWER_TYPES);
const schema = z
  .object({
    about: z.string(),
    questionWords: wordMapSchema(answerType),
    kindRoots: z.object({ source: z.string().min(1), words: z.record(answerType, z.array(z.string().min(1))) }).strict(),
    nouns: wordMapSchema(answerType),
    labelNouns: wordMapSchema(answerType.or(z.literal('none'))),
    namingPhrases: wordMapSchema(z.string().min(1)),
    orderWords: wordListSchema,
    sameOrderWords: wordMapSchema(z.string().min(1)),
  })
  .strict();

let table: z.infer<typeof schema> | undefined;

/** The answer-type table (prompts/heuristics/answer-types.json), loaded once. */
export function answerTypeTable(): z.infer<typeof schema> {
  table ??= loadWordTable(FILE, schema);
  return table;
}

/**
 * The type of answer a noun names ("city" → place, "year" → date, "cause" → reason), from the nouns table or else
 * from the WordNet hypernyms of its most frequent sense that has a type; undefined when none has. `label`: the
 * noun heads a KG property label, where a few nouns mean another sense (the labelNouns block).
 */
export async function nounType(noun: string, lexicon: Lexicon, options: { label?: boolean } = {}): Promise<AnswerType | undefined> {
  const { nouns, labelNouns, kindRoots } = answerTypeTable();
  const key = noun.toLowerCase();
  const listed = (options.label ? labelNouns.words[key] : undefined) ?? nouns.words[key];
  if (listed) return listed === 'none' ? undefined : listed;
  for (const kinds of await lexicon.kindsOf(noun)) {
    for (const [type, roots] of Object.entries(kindRoots.words) as [AnswerType, string[]][]) {
      if (roots.some((root) => kinds.has(root))) return type;
    }
  }
  return undefined;
}
