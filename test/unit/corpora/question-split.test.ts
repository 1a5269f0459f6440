import { describe, expect, it } from 'vitest';
import { splitOfPerson } from '../../../corpora/question-split.js';

// Expected halves come from `printf %s '<label>' | sha256sum` (first hex digit shown beside each label).
describe('splitOfPerson', () => {
  it('follows the first hex digit of the label’s SHA-256: 0–7 tune, 8–f test', () => {
    expect(splitOfPerson('Charles Darwin')).toBe('tune'); // 0
    expect(splitOfPerson('Niels Bohr')).toBe('tune'); // 7
    expect(splitOfPerson('Indira Gandhi')).toBe('test'); // 8
    expect(splitOfPerson('Marie Curie')).toBe('test'); // f
  });

  it('hashes the label’s UTF-8 bytes as written, so an accent changes the half', () => {
    expect(splitOfPerson('Andrés Segovia')).toBe('test'); // a
    expect(splitOfPerson('Andres Segovia')).toBe('tune'); // 4
    expect(splitOfPerson('Frédéric Joliot-Curie')).toBe('test'); // 8
    expect(splitOfPerson('Frederic Joliot-Curie')).toBe('tune'); // 7
  });
});
