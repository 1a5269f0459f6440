import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../../src/config/config.js';
import { porterStem } from '../../../src/text/porter-stemmer.js';

const fixture = JSON.parse(readFileSync(join(PROJECT_ROOT, 'test/fixtures/text/nltk-porter-stems.json'), 'utf8')) as { stems: Record<string, string> };

describe('Porter stemmer, NLTK default mode', () => {
  it('stems every word of the NLTK-generated vocabulary exactly as NLTK does', () => {
    const differing = Object.entries(fixture.stems).filter(([word, stem]) => porterStem(word) !== stem).map(([word, stem]) => `${word}: ${porterStem(word)} ≠ ${stem}`);
    expect(differing).toEqual([]);
    expect(Object.keys(fixture.stems).length).toBeGreaterThan(4000);
  });

  it('keeps NLTK’s extensions where Porter’s original algorithm differs', () => {
    // The original algorithm gives dai, alwai, skies → ski; NLTK gives these.
    expect(['days', 'always', 'skies', 'dying', 'enjoy', 'generously'].map(porterStem)).toEqual(['day', 'alway', 'sky', 'die', 'enjoy', 'gener']);
    expect(porterStem('constructor')).toBe('constructor');
  });
});
