import { describe, expect, it } from '@jest/globals';
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES, isSupportedLanguage, toSupportedLanguage } from './language.js';

describe('languages', () => {
  it('supports French and English with English as the fallback', () => {
    expect(SUPPORTED_LANGUAGES).toEqual(['fr', 'en']);
    expect(FALLBACK_LANGUAGE).toBe('en');
  });

  it.each([
    ['fr', 'fr'],
    ['fr-CA', 'fr'],
    ['FR_ca', 'fr'],
    ['en-US', 'en'],
    [' en ', 'en'],
  ])('maps %p to %p', (tag, expected) => {
    expect(toSupportedLanguage(tag)).toBe(expected);
  });

  it.each(['de', 'es-MX', 'french', '', null, undefined])('maps %p to undefined', (tag) => {
    expect(toSupportedLanguage(tag)).toBeUndefined();
  });

  it('guards exact codes only', () => {
    expect(isSupportedLanguage('fr')).toBe(true);
    expect(isSupportedLanguage('fr-CA')).toBe(false);
  });
});
