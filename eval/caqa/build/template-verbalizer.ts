import { z } from 'zod';
import { fillTemplate, loadPromptFile } from '../../../src/io/prompt-file.js';
import { answerOf, type Branch, type GroundedQuery } from './grounded-query.js';
import type { KgFact } from './kg-triples.js';

const schema = z
  .object({
    source: z.string(),
    fact: z.string(),
    phrase: z.string(),
    question_one: z.string(),
    statement_one: z.string(),
    question_all: z.string(),
    statement_all: z.string(),
    all_prefix_two: z.string(),
    all_prefix_more: z.string(),
    union_statement: z.string(),
    and: z.string(),
    or: z.string(),
  })
  .strict();
const templates = () => loadPromptFile('prompts/caqa/templates.json', schema);

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** KG property names sometimes keep their identifier form (date_of_death). */
const readable = (property: string) => property.replace(/_/g, ' ');

function joined(items: string[], word: string): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')}${word}${items.at(-1)}`;
}

/** A branch as a noun phrase read from its answer back to its start: "the spouse of the father of Ada". */
export function branchPhrase(branch: Branch): string {
  return branch.reduce((inner, fact) => fillTemplate(templates().phrase, { property: readable(fact.property), inner }), branch[0]!.subjectName);
}

export function verbalizeFact(fact: KgFact): string {
  return fillTemplate(templates().fact, { property: readable(fact.property), subject: fact.subjectName, value: fact.value });
}

/** The question and the answer statement of a grounded query, in CiteQA's templates. */
export function verbalizeQuery(query: GroundedQuery): { question: string; statement: string } {
  const t = templates();
  if (query.branches.length === 1 || query.complexity === 'union') {
    const phrase = branchPhrase(query.branches[0]!);
    const answers = [...new Set(query.branches.map(answerOf))];
    return {
      question: fillTemplate(t.question_one, { phrase }),
      statement:
        query.complexity === 'union'
          ? fillTemplate(t.union_statement, { Phrase: capitalise(phrase), answers: joined(answers, t.or) })
          : fillTemplate(t.statement_one, { Phrase: capitalise(phrase), answer: query.answers[0]! }),
    };
  }
  const phrases = `${query.branches.length === 2 ? t.all_prefix_two : t.all_prefix_more}${joined(query.branches.map(branchPhrase), t.and)}`;
  return { question: fillTemplate(t.question_all, { phrases }), statement: fillTemplate(t.statement_all, { Answer: capitalise(query.answers[0]!), phrases }) };
}

/** A citation: the subgraph's facts, one sentence each, in order. */
export function verbalizeCitation(facts: readonly KgFact[]): string {
  return facts.map(verbalizeFact).join(' ');
}
