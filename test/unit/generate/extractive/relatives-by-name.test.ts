import { describe, expect, it } from 'vitest';
import { extractiveText } from './extractive-text.js';
import type { Passage } from '../../../../src/core/passage.js';
import { relativesNamed, withRelativesNamed } from '../../../../src/generate/extractive/relatives-by-name.js';

// A made-up weaver: her husband is named once, then spoken of by the relation only.
const sentences = [
  'In 1851 Lina Dorr married Olaf von Vell, a surveyor from Tarrow.',
  'Her father, Jens Dorr, kept the mill.',
  "After her husband's death in 1866 she ran the mill alone.",
];

describe('relativesNamed', () => {
  it('reads a spouse from "married" and a parent from "her father, …"', () => {
    const found = relativesNamed(sentences, 'Lina Dorr');
    expect([...(found.get('spouse') ?? [])]).toEqual(['Olaf von Vell']);
    expect([...(found.get('father') ?? [])]).toEqual(['Jens Dorr']);
  });

  it('does not read a spouse from a relative who married', () => {
    const found = relativesNamed(['Her daughter Anna married Karl Brede in 1880.'], 'Lina Dorr');
    expect(found.get('spouse')).toBeUndefined();
    expect([...(found.get('child') ?? [])]).toEqual(['Anna']);
  });
});

describe('withRelativesNamed', () => {
  const relatives = relativesNamed(sentences, 'Lina Dorr');

  it('names the relative after the relation noun', () => {
    expect(withRelativesNamed(sentences[2]!, relatives, 'Lina Dorr')).toBe("After her husband Olaf von Vell's death in 1866 she ran the mill alone.");
  });

  it('leaves a relation already followed by a name, an unknown relation and a plural alone', () => {
    expect(withRelativesNamed('Her father, Jens Dorr, kept the mill.', relatives, 'Lina Dorr')).toBe('Her father, Jens Dorr, kept the mill.');
    expect(withRelativesNamed('Her mother was a baker.', relatives, 'Lina Dorr')).toBe('Her mother was a baker.');
    expect(withRelativesNamed('Her sons ran the mill.', relatives, 'Lina Dorr')).toBe('Her sons ran the mill.');
  });

  it('leaves the relation where the sentence names another person in full, who may be the relative', () => {
    expect(withRelativesNamed("After Tomas Brandt's death she kept her husband's mill.", relatives, 'Lina Dorr')).toBe("After Tomas Brandt's death she kept her husband's mill.");
    expect(withRelativesNamed("After her husband's death Lina Dorr ran the mill.", relatives, 'Lina Dorr')).toBe("After her husband Olaf von Vell's death Lina Dorr ran the mill.");
  });

  it('leaves the relation when the document names two of that relation', () => {
    const two = relativesNamed([...sentences, 'In 1870 she married Tomas Brandt.'], 'Lina Dorr');
    expect(withRelativesNamed(sentences[2]!, two, 'Lina Dorr')).toBe(sentences[2]);
  });
});

describe('a relative spoken of by the relation', () => {
  const dorr: Passage = { id: 'dorr', title: 'Lina Dorr', text: sentences.join(' ') };
  const answer = (question: string) => extractiveText(question, [dorr]);

  it('answers when the relative died from "her husband\'s death"', async () => {
    expect(await answer('When did Olaf von Vell die?')).toContain('1866');
  });
});

describe('a relative the KG named, who shares the asked person\'s surname', () => {
  const edda: Passage = { id: 'edda', title: 'Edda Vell', text: 'Edda Vell was a weaver in Tarrow. Vell died there in 1901, aged eighty.' };
  it('is not spoken of by the surname alone', async () => {
    expect(await extractiveText("When did Edda Vell's father die?", [edda], { alsoAbout: ['Olaf Vell'] })).not.toContain('1901');
  });
});
