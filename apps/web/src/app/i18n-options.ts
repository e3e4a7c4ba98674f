import type { InitOptions } from 'i18next';
import type { DetectorOptions } from 'i18next-browser-languagedetector';
// From contracts, not @hm/i18n: that module would bundle every translation (locale-backend.ts).
import { FALLBACK_LANGUAGE, LANGUAGE_COOKIE, LANGUAGE_QUERY_PARAM, SUPPORTED_LANGUAGES as LANGUAGES } from '@hm/contracts';
import { CORE_NAMESPACES } from '@hm/i18n/namespaces';

export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/**
 * docs/languages.md: the language comes from the browser language, then the page's lang attribute,
 * then the first path segment, then the subdomain, else English, and caches it in storage.
 * We read that cache FIRST on purpose: otherwise a visitor whose browser says 'en' would
 * be switched back to English on every reload after choosing FR in the header. On a
 * first visit the cache is empty, so the order above applies unchanged.
 * Each detector may return a tag nobody supports ('de', or 'services' from /services);
 * i18next then takes the first supported one, and English when none is.
 */
// A `?lang=fr` in the address comes before everything: it is how a shared or indexed link
// names its language (sitemap.xml and the hreflang links use it), and it is then cached too.
// The choice is also cached in a cookie: the server reads it to send a pre-rendered page in that
// language (libs/contracts/src/prerender.ts, pageLanguage), which it cannot do from localStorage.
export const detectionOptions: DetectorOptions = {
  order: ['querystring', 'localStorage', 'cookie', 'navigator', 'htmlTag', 'path', 'subdomain'],
  lookupQuerystring: LANGUAGE_QUERY_PARAM,
  lookupLocalStorage: LANGUAGE_STORAGE_KEY,
  lookupCookie: LANGUAGE_COOKIE,
  lookupFromPathIndex: 0,
  lookupFromSubdomainIndex: 0,
  caches: ['localStorage', 'cookie'],
  // A year, for the whole site; sent with same-site requests only.
  cookieMinutes: 525_600,
  cookieOptions: { path: '/', sameSite: 'lax' },
};

/**
 * English for a language nobody supports, and no fallback for fr and en themselves: both have
 * every key (a unit test checks it), so a French visitor never downloads the English texts.
 */
export function fallbackLanguages(code: string | undefined): string[] {
  return code !== undefined && (LANGUAGES as readonly string[]).includes(code) ? [] : [FALLBACK_LANGUAGE];
}

// Translations are not in the options: the browser downloads them (locale-backend.ts), the core
// namespaces first, the others when a page needs them. Tests pass `resources` themselves.
export const i18nOptions: InitOptions = {
  ns: [...CORE_NAMESPACES],
  defaultNS: 'common',
  fallbackLng: fallbackLanguages,
  // Translation loading (also i18next's defaults).
  maxParallelReads: 10,
  maxRetries: 5,
  retryTimeout: 350,
  supportedLngs: [...LANGUAGES],
  // 'fr-CA' and 'en-US' count as fr and en.
  nonExplicitSupportedLngs: true,
  load: 'languageOnly',
  detection: detectionOptions,
  // React escapes what it renders.
  interpolation: { escapeValue: false },
};
