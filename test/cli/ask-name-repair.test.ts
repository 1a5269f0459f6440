import { describe, expect, it } from 'vitest';
import { runMain } from '../support/run-main.js';

describe('citeqa ask: names spelt differently from the KG, and same-name ties', () => {
  it('reads a misspelt or unaccented name as the nearest entity and says so', async () => {
    const typo = await runMain(['ask', 'Who was the father of Marie Curei?', '--source', 'kg']);
    expect(typo.status, typo.stderr).toBe(0);
    expect(typo.stdout).toMatch(/father: Władysław Skłodowski/);
    expect(typo.stdout).toContain('Read "Marie Curei" as "Marie Curie" (no entity has that exact name; 1 letter(s) apart).');
    const accents = await runMain(['ask', 'Where was Andres Segovia born?', '--source', 'kg']);
    expect(accents.stdout).toMatch(/Andrés Segovia's place of birth is Linares/);
    expect(accents.stdout).toContain('Read "Andres Segovia" as "Andrés Segovia" (no entity has that exact name; accents or case differ).');
  });

  it('reads a surname alone as the person of that name the KG says most about, and answers about their relative', async () => {
    const result = await runMain(['ask', "In which city was Einstein's younger son Eduard born?", '--source', 'kg']);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/Eduard Einstein's place of birth is Zurich/);
    expect(result.stdout).not.toMatch(/place of birth is Ulm/);
    expect(result.stdout).toContain('Read "Einstein" as "Albert Einstein" (no entity has that exact name; a surname alone).');
  });

  it('states a same-name tie in the plain output, with the alternatives', async () => {
    const result = await runMain(['ask', 'Who taught John Williams?', '--source', 'kg']);
    expect(result.stdout).toMatch(/Several entities are named "John Williams" and the question does not tell them apart: answered about Q\d+; also Q\d+/);
  });

  it('tells same-named people apart by a descriptor in the question', async () => {
    const guitarist = await runMain(['ask', 'Who taught John Williams the guitarist?', '--source', 'kg']);
    expect(guitarist.stdout).toMatch(/student of: Andrés Segovia/);
    expect(guitarist.stdout).not.toMatch(/Several entities are named/);
    const senator = await runMain(['ask', 'Where did Paul Simon the senator study?', '--source', 'kg']);
    // The senator (Paul Martin Simon), not the songwriter, whose alma mater is Queens College.
    expect(senator.stdout).not.toMatch(/Queens College/);
    expect(senator.stdout).toMatch(/alma mater/);
  });

  it('still finds nothing for a name no entity is close to', async () => {
    const result = await runMain(['ask', 'Who was the father of Isaac Newton?', '--source', 'kg']);
    expect(result.stdout).toMatch(/No entity the question names was found in the knowledge graph \[NA\]/);
    expect(result.stdout).not.toContain('Read "');
  });
});
