import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { resources } from '@hm/i18n';
import { LANGUAGE_COOKIE } from '@hm/contracts';
import { i18nOptions, LANGUAGE_STORAGE_KEY } from './i18n-options';

interface BrowserState {
  stored?: string;
  cookie?: string;
  navigatorLanguages?: string[];
  htmlLang?: string;
  url?: string;
}

// A minimal browser: just the globals the detectors read.
function fakeBrowser({ stored, cookie, navigatorLanguages = [], htmlLang, url = 'http://localhost/' }: BrowserState) {
  const storage = new Map<string, string>(stored ? [[LANGUAGE_STORAGE_KEY, stored]] : []);
  const cookies = new Map<string, string>(cookie ? [[LANGUAGE_COOKIE, cookie]] : []);
  const { pathname, hostname, search } = new URL(url);
  Object.defineProperty(globalThis, 'window', {
    configurable: true,
    value: {
      location: { pathname, hostname, search, hash: '' },
      localStorage: {
        getItem: (key: string) => storage.get(key) ?? null,
        setItem: (key: string, value: string) => storage.set(key, value),
        removeItem: (key: string) => storage.delete(key),
      },
    },
  });
  Object.defineProperty(globalThis, 'document', {
    configurable: true,
    value: {
      get cookie() {
        return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      },
      set cookie(line: string) {
        const [name = '', value = ''] = line.split(';')[0]!.split('=');
        cookies.set(name.trim(), value.trim());
      },
      documentElement: { getAttribute: (name: string) => (name === 'lang' ? (htmlLang ?? null) : null) },
    },
  });
  Object.defineProperty(globalThis, 'navigator', {
    configurable: true,
    value: { languages: navigatorLanguages, language: navigatorLanguages[0] },
  });
  return { storage, cookies };
}

async function detect(state: BrowserState) {
  const { storage, cookies } = fakeBrowser(state);
  const i18n = i18next.createInstance();
  // The browser downloads the texts (locale-backend.ts); here they are given directly.
  await i18n.use(LanguageDetector).init({ ...i18nOptions, resources });
  return { language: i18n.resolvedLanguage, storage, cookies, i18n };
}

const originalNavigator = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
afterAll(() => {
  Reflect.deleteProperty(globalThis, 'window');
  Reflect.deleteProperty(globalThis, 'document');
  if (originalNavigator) Object.defineProperty(globalThis, 'navigator', originalNavigator);
});

describe('language detection (SPEC §1)', () => {
  it('uses the browser language, ignoring the region', async () => {
    expect((await detect({ navigatorLanguages: ['fr-CA', 'en-US'] })).language).toBe('fr');
    expect((await detect({ navigatorLanguages: ['en-GB', 'fr'] })).language).toBe('en');
  });

  it('skips browser languages it does not support', async () => {
    expect((await detect({ navigatorLanguages: ['de-DE', 'fr'] })).language).toBe('fr');
  });

  it('prefers the browser language over the html lang attribute', async () => {
    expect((await detect({ navigatorLanguages: ['en'], htmlLang: 'fr' })).language).toBe('en');
  });

  it('then the html lang attribute, before the path', async () => {
    expect((await detect({ navigatorLanguages: ['de'], htmlLang: 'fr', url: 'http://localhost/en/x' })).language).toBe('fr');
  });

  it('then the first path segment, before the subdomain', async () => {
    expect((await detect({ navigatorLanguages: ['de'], url: 'http://en.homemate.ca/fr/services' })).language).toBe('fr');
  });

  it('then the subdomain', async () => {
    expect((await detect({ navigatorLanguages: ['de'], url: 'http://fr.homemate.ca/services' })).language).toBe('fr');
  });

  it('falls back to English when nothing matches', async () => {
    expect((await detect({ navigatorLanguages: ['de', 'es'], url: 'http://localhost/services' })).language).toBe('en');
  });

  it('takes ?lang= from the address before anything else, and caches it', async () => {
    const { language, storage } = await detect({ stored: 'en', navigatorLanguages: ['en'], url: 'http://localhost/about?lang=fr' });
    expect(language).toBe('fr');
    expect(storage.get(LANGUAGE_STORAGE_KEY)).toBe('fr');
    expect((await detect({ stored: 'fr', url: 'http://localhost/about?lang=de' })).language).toBe('fr');
  });

  it('reads the cached choice before the browser language, so the FR|EN switch survives a reload', async () => {
    expect((await detect({ stored: 'fr', navigatorLanguages: ['en-US'] })).language).toBe('fr');
  });

  it('caches what it detected and what the switch chooses', async () => {
    const { storage, i18n } = await detect({ navigatorLanguages: ['fr-CA'] });
    expect(storage.get(LANGUAGE_STORAGE_KEY)).toMatch(/^fr\b/);
    await i18n.changeLanguage('en');
    expect(storage.get(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect((await detect({ stored: storage.get(LANGUAGE_STORAGE_KEY), navigatorLanguages: ['fr-CA'] })).language).toBe('en');
  });

  it('also keeps the choice in a cookie, which the server reads to send pre-rendered pages in that language', async () => {
    const { cookies, i18n } = await detect({ navigatorLanguages: ['fr-CA'] });
    expect(cookies.get(LANGUAGE_COOKIE)).toMatch(/^fr\b/);
    await i18n.changeLanguage('en');
    expect(cookies.get(LANGUAGE_COOKIE)).toBe('en');
  });

  it('reads the cookie after localStorage and before the browser language', async () => {
    expect((await detect({ cookie: 'fr', navigatorLanguages: ['en-US'] })).language).toBe('fr');
    expect((await detect({ stored: 'en', cookie: 'fr', navigatorLanguages: ['fr'] })).language).toBe('en');
  });
});
