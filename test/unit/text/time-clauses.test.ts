import { describe, expect, it } from 'vitest';
import { timeClauseNames, withoutTimeClauses } from '../../../src/text/time-clauses.js';

describe('withoutTimeClauses', () => {
  it('drops a clause with a pronoun subject that places the asked event in time', () => {
    expect(withoutTimeClauses('What did Edda Mirren weave on the night before she sailed?')).toBe('What did Edda Mirren weave?');
    expect(withoutTimeClauses('Where did Tomas Vell work after he left Tarrow, and who paid him?')).toBe('Where did Tomas Vell work, and who paid him?');
  });

  it('keeps a time phrase without a clause, which may be what is asked about', () => {
    const question = 'Where was Tomas Vell interned after the Harbour Rising?';
    expect(withoutTimeClauses(question)).toBe(question);
  });
});

describe('withoutTimeClauses with a possessed subject', () => {
  it("drops a clause whose subject is someone's relative, when a verb follows", () => {
    expect(withoutTimeClauses("after edda mirren's husband died, what did she sell?")).toBe(', what did she sell?');
    expect(withoutTimeClauses('Where did Tomas Vell live after his wife left Tarrow?')).toBe('Where did Tomas Vell live?');
  });

  it('keeps a possessed noun phrase with no verb after it', () => {
    const question = "What happened to Tomas Vell's boats after his death in Tarrow?";
    expect(withoutTimeClauses(question)).toBe(question);
  });
});

describe('withoutTimeClauses before an inverted question', () => {
  it('keeps "after X\'s birth" when the auxiliary after it opens the question', () => {
    const question = "How long after Edda Mirren's birth did her mother die?";
    expect(withoutTimeClauses(question)).toBe(question);
    expect(withoutTimeClauses('What did Tomas Vell sell after his wife had left Tarrow?')).toBe('What did Tomas Vell sell?');
  });
});

describe('timeClauseNames', () => {
  it('gives the capitalised words of a time clause with a pronoun subject', () => {
    expect(timeClauseNames('Which school did Tomas Vell attend before he went to the Academy of Tarrow?')).toEqual(['Academy', 'Tarrow']);
  });

  it('reads no clause of a possessed subject, which names whose relative it is, and none where there is no clause', () => {
    expect(timeClauseNames("After Edda Mirren's husband died, where did she live?")).toEqual([]);
    expect(timeClauseNames('Where was Tomas Vell interned after the Harbour Rising?')).toEqual([]);
  });
});
