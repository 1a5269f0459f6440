import { describe, expect, it } from 'vitest';
import { withoutAccents } from '../../../src/text/without-accents.js';

describe('a text without its accents', () => {
  it('drops each letter’s marks and keeps letters of their own, at the same length', () => {
    expect(withoutAccents('Brontë in Tromsø')).toBe('Bronte in Tromsø');
    expect(withoutAccents('Mileva Marić')).toBe('Mileva Maric');
    // A decomposed input is read in its composed form, so positions match that form.
    const decomposed = 'Bronte\u0308';
    expect(withoutAccents(decomposed)).toBe('Bronte');
    expect(withoutAccents(decomposed)).toHaveLength(decomposed.normalize('NFC').length);
  });
});
