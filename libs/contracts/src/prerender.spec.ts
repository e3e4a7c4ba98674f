import { acceptedLanguages, isPrerenderableSearch, pageLanguage, PRERENDERED_PATHS } from './prerender.js';
import { INDEXABLE_PATHS } from './seo.js';

describe('pre-rendered pages', () => {
  it('reads Accept-Language by quality, then by order, keeping supported languages once', () => {
    expect(acceptedLanguages('fr-CA,fr;q=0.9,en-US;q=0.8,en;q=0.7')).toEqual(['fr', 'en']);
    expect(acceptedLanguages('de-DE, en;q=0.5, fr;q=0.8')).toEqual(['fr', 'en']);
    expect(acceptedLanguages('en;q=0.8, fr;q=0.8')).toEqual(['en', 'fr']);
    expect(acceptedLanguages('fr;q=0, en')).toEqual(['en']);
    expect(acceptedLanguages('en;q=0.5, fr-CA')).toEqual(['fr', 'en']);
    expect(acceptedLanguages('*')).toEqual([]);
    expect(acceptedLanguages('de, es;q=0.8, *;q=0.1')).toEqual([]);
    expect(acceptedLanguages('')).toEqual([]);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });

  it('chooses the language as the browser will: ?lang=, then the cached choice, then the browser, else English', () => {
    expect(pageLanguage({ query: 'fr', cookie: 'en', acceptLanguage: 'en' })).toBe('fr');
    expect(pageLanguage({ query: 'de', cookie: 'fr', acceptLanguage: 'en' })).toBe('fr');
    expect(pageLanguage({ cookie: 'en-CA', acceptLanguage: 'fr' })).toBe('en');
    expect(pageLanguage({ cookie: 'xx', acceptLanguage: 'es, fr-CA;q=0.7' })).toBe('fr');
    expect(pageLanguage({ acceptLanguage: 'es' })).toBe('en');
    expect(pageLanguage({})).toBe('en');
  });

  it('serves the pre-rendered HTML only to addresses that ask for nothing but a language', () => {
    expect(isPrerenderableSearch(new URLSearchParams(''))).toBe(true);
    expect(isPrerenderableSearch(new URLSearchParams('lang=fr'))).toBe(true);
    expect(isPrerenderableSearch(new URLSearchParams('lang=fr&utm_source=x'))).toBe(false);
    expect(isPrerenderableSearch(new URLSearchParams('q=plumbing'))).toBe(false);
  });

  it('pre-renders indexable pages only', () => {
    for (const path of PRERENDERED_PATHS) expect(INDEXABLE_PATHS).toContain(path);
  });
});
