import { useTranslation } from 'react-i18next';
// From contracts, not @hm/i18n: that module would bundle every translation (app/locale-backend.ts).
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES as LANGUAGES, type Language } from '@hm/contracts';

/** The language the UI is shown in ('fr-CA' detected is 'fr' here). */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  const resolved = i18n.resolvedLanguage;
  return LANGUAGES.find((language) => language === resolved) ?? FALLBACK_LANGUAGE;
}
