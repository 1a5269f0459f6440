/**
 * "before he died", "on the day after she arrived": a clause that places the asked event in time. Its verb is not
 * what is asked ("What did X eat on the day before he died?" asks what X ate, not about the death), so facts and
 * sentences that only match it do not answer. Only clauses with a pronoun subject are taken: "after the Easter
 * Rising" may be what is asked about.
 */
const TIME_CLAUSE = /\s*(?:\b(?:on|in)\s+the\s+(?:day|night|week|month|year)\s+)?\b(?:before|after|until|till|while|since|once)\s+(?:he|she|they|it)\s+[^,;?!.]*/giu;

/** The question without its time clauses. */
export function withoutTimeClauses(question: string): string {
  return question.replace(TIME_CLAUSE, '');
}
