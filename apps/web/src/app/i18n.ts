import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { i18nOptions } from './i18n-options';

// <html lang> follows the language so screen readers, hyphenation and the browser's
// translation offer use the right one. Registered before init to catch the first detection.
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = i18n.resolvedLanguage ?? language;
});

// Resources are bundled, so init completes synchronously; the promise only reports errors.
i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init(i18nOptions)
  .catch((error: unknown) => console.error('i18n initialisation failed', error));
