import { formatAlceAnswer } from '../citations/alce-citations.js';
import type { Answer, Statement } from '../core/answer.js';
import { orderWords, saysOrderWords } from '../generate/answer-type/order-words.js';
import { readableValue } from '../generate/extractive-kg/fact-sentence.js';
import { contentKeys } from '../generate/extractive/passage-relevance.js';
import { mentionsNumber } from '../text/mentions-number.js';
import { normalizeAnswer } from '../text/normalize-answer.js';

/** A date as the KG stores it, with its year: "1435-01-01"; one before the era has a minus in front ("-0347-01-01"). */
const ISO_DATE = /^(\d{3,4})-\d{2}-\d{2}$/u;
/** How far apart two years may be and still be two sources' dates of one event, not dates of two. */
const NEAR_YEARS = 2;
/** The years a text writes ("in 1842", "348 BC"), those before Christ as negative numbers. */
const signedYears = (text: string): number[] => [...text.matchAll(/\b(\d{3,4})(\s*BC\b)?/gu)].map((match) => (match[2] ? -Number(match[1]) : Number(match[1])));

const isNa = (statement: Statement): boolean => statement.citations.some((citation) => citation.kind === 'na');

function passageStatementText(statement: Statement): string {
  if (!isNa(statement)) return formatAlceAnswer([statement]);
  const text = statement.text.trim();
  return `${text.replace(/[.?!]$/u, '')} [NA]${/[.?!]$/u.exec(text)?.[0] ?? '.'}`;
}

export interface JoinOptions {
  /** The noun of "what/which <noun>" the question asks for ("In which county …"), when it asks one. */
  askedNoun?: string;
}

/** Whether the KG answered every part: triples cited, no [NA]. */
export const kgAnsweredAll = (kg: Answer): boolean => kg.statements.some((statement) => statement.citations.some((citation) => citation.kind === 'triple')) && !kg.statements.some(isNa);

/**
 * One answer from a KG answer and a passage answer to the same question. When the KG answered every part (triples
 * cited, no [NA]), a passage sentence is kept only if it says one of the cited values (corroboration), or a noun,
 * adjective or number of the question that the KG's sentences never mention ("polonium" when the KG only gave a
 * given name), or two of its words of any kind the KG never says ("long wrongly attributed to Haydn"), or — from
 * a passage about an entity the KG cited — any question word the KG left unsaid ("died of plague" in Pietro
 * Perugino's passage after the KG named him as the teacher), or a number for "how many" (the KG lists what it
 * holds, not a count), or a year a year or two off a date the KG cites (the sources disagree: 348 BC beside 347 BC);
 * the passages' "nothing found" is dropped. A KG answer that left the asked noun open
 * (`askedNoun`: "In which county …" answered by a church) keeps every passage sentence. Otherwise every passage sentence is kept, since the passages may answer what the KG lacks, and an [NA]
 * from each side says which source lacks what.
 */
export function joinSourceAnswers(question: string, kg: Answer, passages: Answer, options: JoinOptions = {}): Pick<Answer, 'question' | 'text' | 'statements'> {
  const kgCited = kg.statements.flatMap((statement) => statement.citations).filter((citation) => citation.kind === 'triple');
  let kept = passages.statements;
  if (kgAnsweredAll(kg)) {
    // A date is said in a passage as readers write it, its year at least ("born around 1435" for 1435-01-01).
    const valueForms = (value: string): string[] => [value, readableValue(value), ...(ISO_DATE.exec(value)?.slice(1, 2) ?? [])];
    const values = [...new Set(kgCited.flatMap((citation) => valueForms(citation.value)).map(normalizeAnswer))].filter((value) => value !== '');
    const kgSays = contentKeys(kg.statements.map((statement) => statement.text).join(' '));
    const unsaid = [...contentKeys(question, { thingsOnly: true })].filter((key) => !kgSays.has(key));
    // Every word of the question the KG's sentences do not say, verbs included ("die" when the KG said "death").
    const unsaidAtAll = [...contentKeys(question)].filter((key) => !kgSays.has(key));
    // The same, word by word: each word's forms (stem, lemma, as written) count once.
    const unsaidWords = [...new Set(question.match(/[\p{L}\p{N}'’-]+/gu) ?? [])]
      .map((word) => [...contentKeys(word)])
      .filter((wordKeys) => wordKeys.length > 0 && !wordKeys.some((key) => kgSays.has(key)));
    const asksCount = /\bhow\s+many\b/i.test(question);
    // "Which is the only work X signed?": the KG holds no order, so a passage sentence that says the question's order
    // word where the KG's sentences do not ("it is the only work he ever signed") says what the KG could not.
    const ordering = orderWords(question);
    const kgText = kg.statements.map((statement) => statement.text).join(' ');
    const orderUnsaid = ordering.length > 0 && !saysOrderWords(kgText, ordering);
    // "In which county is the church where X was buried?": a KG answer that never says the asked noun gave something
    // else of that kind (the church), however complete; the passages may say the county.
    const askedNounKeys = contentKeys(options.askedNoun ?? '');
    const nounUnsaid = askedNounKeys.size > 0 && ![...askedNounKeys].some((key) => kgSays.has(key));
    const kgYears = kgCited.filter((citation) => ISO_DATE.test(citation.value.replace(/^-/u, ''))).flatMap((citation) => signedYears(readableValue(citation.value)));
    kept = passages.statements.filter((statement) => {
      if (isNa(statement)) return false;
      if (nounUnsaid) return true;
      // "Around what year did Plato die?": a passage that puts a year of the KG's a year or two off (348 BC beside
      // 347 BC) disagrees with it, and the reader is shown both.
      if (signedYears(statement.text).some((year) => kgYears.some((kgYear) => year !== kgYear && Math.abs(year - kgYear) <= NEAR_YEARS))) return true;
      const said = ` ${normalizeAnswer(statement.text)} `;
      if (values.some((value) => said.includes(` ${value} `))) return true;
      const keys = contentKeys(statement.text);
      if (unsaid.some((key) => keys.has(key))) return true;
      // Two words of the question the KG never says, verbs included ("long wrongly attributed to Haydn"), say what
      // the KG did not; one ("died") may be anyone's.
      if (unsaidWords.filter((wordKeys) => wordKeys.some((key) => keys.has(key))).length >= 2) return true;
      // "How many …": the KG lists what it holds, which need not be all; a passage's number is the count asked.
      if (asksCount && mentionsNumber(statement.text)) return true;
      if (orderUnsaid && saysOrderWords(statement.text, ordering)) return true;
      // A passage about an entity the KG answered with ("Pietro Perugino") may go on where the KG stopped.
      const aboutAnswer = statement.citations.some((citation) => citation.kind === 'passage' && values.includes(normalizeAnswer(citation.title ?? '')));
      return aboutAnswer && unsaidAtAll.some((key) => keys.has(key));
    });
  }
  const passageText = kept === passages.statements ? passages.text.trim() : kept.map(passageStatementText).join(' ');
  return {
    question,
    text: [kg.text.trim(), passageText].filter((text) => text !== '').join(' '),
    statements: [...kg.statements, ...kept],
  };
}
