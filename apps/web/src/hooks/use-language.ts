import { useTranslation } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '@hm/i18n';

/** The language the UI is shown in ('fr-CA' detected is 'fr' here). */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  const resolved = i18n.resolvedLanguage;
  return LANGUAGES.find((language) => language === resolved) ?? FALLBACK_LANGUAGE;
}
