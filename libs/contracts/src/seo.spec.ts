import { alternateLinks, INDEXABLE_PATHS, isIndexablePath, languageUrl } from './seo.js';

describe('SEO URLs', () => {
  it('names one URL per language and the bare one as x-default', () => {
    expect(languageUrl('https://homemate.ca', '/about', 'fr')).toBe('https://homemate.ca/about?lang=fr');
    expect(alternateLinks('https://homemate.ca', '/')).toEqual([
      { hreflang: 'fr', href: 'https://homemate.ca/?lang=fr' },
      { hreflang: 'en', href: 'https://homemate.ca/?lang=en' },
      { hreflang: 'x-default', href: 'https://homemate.ca/' },
    ]);
  });

  it('indexes the public pages and never the private ones', () => {
    for (const path of INDEXABLE_PATHS) expect(isIndexablePath(path)).toBe(true);
    expect(isIndexablePath('/blog/ultimate-home-maintenance-guide')).toBe(true);
    for (const path of [
      '/dashboard',
      '/profile',
      '/reservation/HM-2026-123456789',
      '/login',
      '/auth/callback',
      '/blog/create',
      '/blog/edit/x',
      '/admin',
      '/pro/welcome',
      '/unsubscribe',
    ]) {
      expect(isIndexablePath(path)).toBe(false);
    }
    expect(isIndexablePath('/bookings-guide')).toBe(true);
  });
});
