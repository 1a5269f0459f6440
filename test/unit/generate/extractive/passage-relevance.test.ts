import { describe, expect, it } from 'vitest';
import type { Passage } from '../../../../src/core/passage.js';
import { askedKeys, contentKeys, namesInPassages } from '../../../../src/generate/extractive/passage-relevance.js';

const passage = (id: string, title: string, text: string): Passage => ({ id, title, text });
const ali = passage('p1', 'Muhammad Ali', 'Muhammad Ali was born Cassius Marcellus Clay Jr. in Louisville. At the 1960 Olympics in Rome he won gold.');
const bronte = passage('p2', 'Emily Brontë', 'Emily Brontë walked on the moors with her dogs.');

describe('contentKeys', () => {
  it('gives stems, lemmas and surface forms of content words, without stop words', () => {
    const keys = contentKeys('He won two medals in 1960.');
    expect(keys.has('win')).toBe(true);
    expect(keys.has('won')).toBe(true);
    expect(keys.has('medal')).toBe(true);
    expect(keys.has('1960')).toBe(true);
    expect(keys.has('he')).toBe(false);
  });

  it('keeps only nouns, adjectives and numbers when asked', () => {
    const keys = contentKeys('Who sang the famous song?', { thingsOnly: true });
    expect(keys.has('song')).toBe(true);
    expect(keys.has('famous')).toBe(true);
    expect(keys.has('sing')).toBe(false);
  });
});

describe('namesInPassages', () => {
  it('finds a name whose words all occur in one passage, in any order or with words between', () => {
    const { names, found, speaking } = namesInPassages('What made the young Cassius Clay take up boxing?', [ali, bronte]);
    expect(names).toEqual(['Cassius Clay']);
    expect(found).toEqual(['Cassius Clay']);
    expect(speaking).toEqual([true, false]);
  });

  it('finds a name of three words by its first and last where a passage leaves out the middle one', () => {
    const mother = passage('m1', 'Lina Vell', 'Lina Vell outlived two of her sons: Edvard died in 1850 aged three. Olaf Vell was her husband.');
    expect(namesInPassages('When did Edvard Baird Vell die?', [mother]).found).toEqual(['Edvard Baird Vell']);
    // Two words must both be there: a given name and another surname are someone else.
    expect(namesInPassages('When did Edvard Baird die?', [mother]).found).toEqual([]);
  });

  it('does not take a passage for speaking of a person by the particle of their name', () => {
    const sculptor = { id: 's1', title: 'Andrea del Vessi', text: 'Andrea del Vessi ran a workshop in Lucca and never married.' };
    const painter = { id: 'p1', title: 'Lina Dorr', text: 'Lina Dorr studied at the Accademia del Disegno and married a notary.' };
    expect(namesInPassages('Who was the wife of Andrea del Vessi?', [sculptor, painter]).speaking).toEqual([true, false]);
  });

  it('does not take a passage for speaking of a person by a given name another person of it bears', () => {
    const hummel = { id: 'h1', title: 'Salieri Varo', text: 'Among his pupils was Johann Nepomuk Vessel, later a famous pianist.' };
    const bach = { id: 'b1', title: 'Johann Christian Dorr', text: 'Johann Christian Dorr organised concerts in London.' };
    const cosima = { id: 'c1', title: 'Franz Varo', text: 'His daughter Johann married the conductor.' };
    expect(namesInPassages('When was Johann Nepomuk Vessel born?', [hummel, bach, cosima]).speaking).toEqual([true, false, true]);
  });

  it('finds nothing for a person no passage names', () => {
    const { names, found } = namesInPassages('What did Rosalind Franklin discover?', [ali, bronte]);
    expect(names).toEqual(['Rosalind Franklin']);
    expect(found).toEqual([]);
  });

  it('lets every passage speak when the question names nobody', () => {
    expect(namesInPassages('who won gold in rome', [ali, bronte]).speaking).toEqual([true, true]);
  });
});

describe('askedKeys', () => {
  it('leaves out the words of the passage titles, and the verbs from the things asked about', () => {
    const { things, all } = askedKeys('In which city did Muhammad Ali win Olympic gold?', [ali]);
    expect(things.has('city')).toBe(true);
    expect(things.has('gold')).toBe(true);
    expect(things.has('ali')).toBe(false);
    expect(things.has('win')).toBe(false);
    expect(all.has('win')).toBe(true);
    expect(all.has('ali')).toBe(false);
  });
});
