import type { InitOptions } from 'i18next';
import type { DetectorOptions } from 'i18next-browser-languagedetector';
import { FALLBACK_LANGUAGE, LANGUAGES, NAMESPACES, resources } from '@hm/i18n';

export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/**
 * SPEC §1 detects the language from the browser language, then the page's lang attribute,
 * then the first path segment, then the subdomain, else English, and caches it in storage.
 * We read that cache FIRST on purpose: otherwise a visitor whose browser says 'en' would
 * be switched back to English on every reload after choosing FR in the header. On a
 * first visit the cache is empty, so the SPEC's order applies unchanged.
 * Each detector may return a tag nobody supports ('de', or 'services' from /services);
 * i18next then takes the first supported one, and English when none is.
 */
export const detectionOptions: DetectorOptions = {
  order: ['localStorage', 'navigator', 'htmlTag', 'path', 'subdomain'],
  lookupLocalStorage: LANGUAGE_STORAGE_KEY,
  lookupFromPathIndex: 0,
  lookupFromSubdomainIndex: 0,
  caches: ['localStorage'],
};

export const i18nOptions: InitOptions = {
  resources,
  ns: NAMESPACES,
  defaultNS: 'common',
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  // 'fr-CA' and 'en-US' count as fr and en.
  nonExplicitSupportedLngs: true,
  load: 'languageOnly',
  detection: detectionOptions,
  // React escapes what it renders.
  interpolation: { escapeValue: false },
};
