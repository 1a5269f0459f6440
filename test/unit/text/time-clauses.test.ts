import { describe, expect, it } from 'vitest';
import { withoutTimeClauses } from '../../../src/text/time-clauses.js';

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
