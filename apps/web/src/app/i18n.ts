import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { IDLE_NAMESPACES } from '@hm/i18n/namespaces';
import { whenIdle } from '../lib/when-idle';
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

let preloading = false;

/**
 * Downloads the namespaces of IDLE_NAMESPACES once the page is idle, and again after each change
 * of language: a message they hold (a form's failure) can then show at once, without the page
 * waiting for its texts. main.tsx calls it once the first page is live; later calls do nothing.
 */
export function preloadIdleNamespaces(): void {
  if (preloading) return;
  preloading = true;
  const preload = () => whenIdle(() => void i18n.loadNamespaces([...IDLE_NAMESPACES]));
  preload();
  i18n.on('languageChanged', preload);
}
