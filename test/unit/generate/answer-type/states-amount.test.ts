import { describe, expect, it } from 'vitest';
import { asksAmount, statesAmount } from '../../../../src/generate/answer-type/states-amount.js';
import { wordnetLexicon } from '../../../../src/text/lexicon/wordnet-lexicon.js';

const lexicon = wordnetLexicon();

describe('an amount asked with "how much"', () => {
  it('is asked by "how much", not by "how much" grading a comparative', () => {
    expect(asksAmount('How much was the prize Tova Brandt won in 1910?')).toBe(true);
    expect(asksAmount('How much did Tova Brandt earn as a pilot?')).toBe(true);
    expect(asksAmount('How much older than her brother was Tova Brandt?')).toBe(false);
    expect(asksAmount('How much more did she earn?')).toBe(false);
    expect(asksAmount('How many ships did Tova Brandt own?')).toBe(false);
    expect(asksAmount('What did Tova Brandt’s first chart cost when it was printed?')).toBe(true);
    expect(asksAmount('What did Tova Brandt chart?')).toBe(false);
  });

  it('is asked by a verb of paying after "what", but "earn a living" asks a trade', () => {
    expect(asksAmount('what was tova brandt paid as a pilot')).toBe(true);
    expect(asksAmount('What did Tova Brandt earn at the harbour?')).toBe(true);
    expect(asksAmount('What did Tova Brandt charge for a chart?')).toBe(true);
    expect(asksAmount('What did Tova Brandt do to earn her living?')).toBe(false);
  });

  it('is stated by a number of a unit or a sum in a currency sign, not by any number', async () => {
    expect(await statesAmount('The prize was worth 2,000 florins.', lexicon)).toBe(true);
    expect(await statesAmount('She was paid £200 for the chart.', lexicon)).toBe(true);
    expect(await statesAmount('She piloted the ferry for three hours.', lexicon)).toBe(true);
    expect(await statesAmount('She won seven races and two cups in 1910.', lexicon)).toBe(false);
  });
});
