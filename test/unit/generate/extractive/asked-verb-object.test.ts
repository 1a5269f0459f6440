import { describe, expect, it } from 'vitest';
import { askedVerbs, givesObjectOf } from '../../../../src/generate/extractive/asked-verb-object.js';

describe('an object of the verb a what/which question asks about', () => {
  it('reads the asked verbs of a what/which question, not those of its time clause', () => {
    expect([...askedVerbs('What business did Tova Brandt run before she started sailing?').verbs]).toEqual(['run']);
    expect([...askedVerbs('Who ran the business?').verbs]).toEqual([]);
  });

  it('takes a new noun right after the verb as its object', () => {
    const question = 'What business did Tova Brandt run before she started sailing?';
    const verbs = askedVerbs(question);
    expect(givesObjectOf('Before sailing she ran a small bakery.', verbs)).toBe(true);
    expect(givesObjectOf('She was running late that day.', verbs)).toBe(false);
    // The question's own noun again is no answer.
    expect(givesObjectOf('She ran the business alone.', verbs)).toBe(false);
  });

  it('does not take a place after a preposition for an object', () => {
    const question = 'In which hospital was Tova Brandt born?';
    expect(givesObjectOf('Tova Brandt was born in Kvarnsund in 1880.', askedVerbs(question))).toBe(false);
    const which = 'Which hospital did Tova Brandt found?';
    expect(givesObjectOf('She founded in 1902 in Kvarnsund.', askedVerbs(which))).toBe(false);
    expect(givesObjectOf('She founded a clinic for sailors in 1902.', askedVerbs(which))).toBe(true);
  });

  it('takes "as" and a new noun in the verb\'s clause for the role a question after a preposition asks', () => {
    const verbs = askedVerbs('In what role did Tova Brandt spend her last years in Bergen?');
    expect(givesObjectOf('She spent her last years in Bergen as a harbour pilot.', verbs)).toBe(true);
    expect(givesObjectOf('She spent her last years in Bergen, known as a harbour pilot.', verbs)).toBe(false);
    expect(givesObjectOf('She spent her last years in Bergen.', verbs)).toBe(false);
    // After a preposition the question asks no object of its verb: "born Tova Lind" names no hospital.
    expect(givesObjectOf('Tova Brandt was born Tova Lind in Kvarnsund.', askedVerbs('In which hospital was Tova Brandt born?'))).toBe(false);
  });
});
