import { describe, expect, it } from 'vitest';
import { parseAcceptLanguage, pickLanguage } from './languages';

describe('pickLanguage', () => {
  it('takes the first supported primary language', () => {
    expect(pickLanguage(['fr-FR', 'de-AT', 'en'])).toBe('de');
    expect(pickLanguage(['en-GB', 'de'])).toBe('en');
    expect(pickLanguage(['DE'])).toBe('de');
  });
  it('falls back to English', () => {
    expect(pickLanguage([])).toBe('en');
    expect(pickLanguage(['fr', 'es-ES'])).toBe('en');
  });
});

describe('parseAcceptLanguage', () => {
  it('orders tags by quality, keeping header order on ties', () => {
    expect(parseAcceptLanguage('fr;q=0.5, de-DE, en;q=0.9')).toEqual(['de-DE', 'en', 'fr']);
    expect(pickLanguage(parseAcceptLanguage('fr-CH, fr;q=0.9, de;q=0.8, *;q=0.5'))).toBe('de');
  });
  it('ignores empty, wildcard and zero-quality entries and malformed input', () => {
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage('de;q=0, *, ,en;q=abc')).toEqual([]);
  });
});
