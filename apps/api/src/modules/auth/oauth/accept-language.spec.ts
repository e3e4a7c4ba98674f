import { languageFromAcceptLanguage } from './accept-language.js';

describe('languageFromAcceptLanguage', () => {
  it('takes the preferred supported language', () => {
    expect(languageFromAcceptLanguage('fr-CA,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(languageFromAcceptLanguage('en-US,en;q=0.9')).toBe('en');
    expect(languageFromAcceptLanguage('de-DE,de;q=0.9,en;q=0.5,fr;q=0.4')).toBe('en');
  });

  it('follows the q weights, not only the order', () => {
    expect(languageFromAcceptLanguage('en;q=0.5, fr-CA')).toBe('fr');
    expect(languageFromAcceptLanguage('fr;q=0, en')).toBe('en');
  });

  it('gives null when nothing is supported', () => {
    expect(languageFromAcceptLanguage(undefined)).toBeNull();
    expect(languageFromAcceptLanguage('')).toBeNull();
    expect(languageFromAcceptLanguage('de, es;q=0.8, *;q=0.1')).toBeNull();
  });
});
