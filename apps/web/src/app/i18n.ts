import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { i18nOptions } from './i18n-options';
import { localeBackend } from './locale-backend';

/**
 * Starts i18next: detects the language and downloads its core namespaces (locale-backend.ts).
 * The promise settles once they are in: main.tsx renders after it, so the first render is
 * already translated. A failure is logged and the app renders anyway (i18next has retried by
 * then). A function, not module-level code, like the app's other starts (main.tsx, startApp).
 */
export function startI18n(): Promise<void> {
  // <html lang> follows the language so screen readers, hyphenation and the browser's
  // translation offer use the right one. Registered before init to catch the first detection.
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = i18n.resolvedLanguage ?? language;
  });
  return i18n
    .use(localeBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init(i18nOptions)
    .then(
      () => undefined,
      (error: unknown) => console.error('i18n initialisation failed', error),
    );
}
