import { taggedTokens } from './wink.js';

/**
 * "before he died", "after his wife died", "on the day after she arrived": a clause that places the asked event in
 * time. Its verb is not what is asked ("What did X eat on the day before he died?" asks what X ate, not about the
 * death; "after Nannerl's husband died, what did she do?" asks what she did, not about the husband), so facts and
 * sentences that only match it do not answer. Only clauses with a subject and a verb are taken: "after the Easter
 * Rising" may be what is asked about.
 */
const TIME_CLAUSE = /\s*(?:\b(?:on|in)\s+the\s+(?:day|night|week|month|year)\s+)?\b(?:before|after|until|till|while|since|once)\s+(?:he|she|they|it)\s+[^,;?!.]*/giu;
/** The same with a possessed subject ("his wife", "Nannerl Mozart's husband"), taken only when a verb follows it. */
const POSSESSED_SUBJECT_CLAUSE = /\s*\b(?:before|after|until|till|while|since|once)\s+(?:his|her|their|(?:\p{L}[\p{L}.-]*\s+){0,3}\p{L}[\p{L}.-]*['’]s)\s+(\p{L}+)\s+(\p{L}+)(?:\s+(\p{L}+))?[^,;?!.]*/giu;

/** The question without its time clauses. */
export function withoutTimeClauses(question: string): string {
  return question.replace(TIME_CLAUSE, '').replace(POSSESSED_SUBJECT_CLAUSE, (clause, noun: string, next: string, third: string | undefined) => {
    const { pos } = taggedTokens(`the ${noun} ${next} ${third ?? ''}`);
    // "after his wife died", "after his wife had died"; not "after Mary's birth did her mother die", where the
    // auxiliary opens the question itself.
    const verb = pos[2] === 'VERB' || (pos[2] === 'AUX' && pos[3] === 'VERB' && !/^do(?:es)?$|^did$/iu.test(next));
    return pos[1] === 'NOUN' && verb ? '' : clause;
  });
}

/**
 * The capitalised words of the question's time clauses with a pronoun subject: "before he went to the University of
 * Edinburgh" → University, Edinburgh (a caller drops the common nouns). What such a clause
 * names is a landmark of the asked time, not what is asked ("Which school did X attend before he went to Edinburgh?").
 */
export function timeClauseNames(question: string): string[] {
  const kept = ` ${withoutTimeClauses(question)} `;
  // A possessed subject's clause names whose relative it is ("after Nannerl Mozart's husband died"): only a clause of
  // a pronoun is read.
  const clauses = [...question.matchAll(TIME_CLAUSE)].map((match) => match[0]).filter((clause) => !kept.includes(clause.trim()));
  return [...new Set(clauses.flatMap((clause) => clause.match(/\b\p{Lu}[\p{L}'’-]+/gu) ?? []))];
}
