import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { i18nOptions } from './i18n-options';
import { localeBackend } from './locale-backend';

// <html lang> follows the language so screen readers, hyphenation and the browser's
// translation offer use the right one. Registered before init to catch the first detection.
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = i18n.resolvedLanguage ?? language;
});

/**
 * Settles once the detected language's core namespaces are downloaded (locale-backend.ts):
 * main.tsx renders after it, so the first render is already translated. A failure is logged
 * and the app renders anyway (i18next has retried by then).
 */
export const i18nReady: Promise<void> = i18n
  .use(localeBackend)
  .use(LanguageDetector)
  .use(initReactI18next)
  .init(i18nOptions)
  .then(
    () => undefined,
    (error: unknown) => console.error('i18n initialisation failed', error),
  );
