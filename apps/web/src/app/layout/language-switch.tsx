import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES as LANGUAGES } from '@hm/contracts';
import { useLanguage } from '../../hooks/use-language';

/** FR|EN: changes the language at once; the choice is remembered (see i18n-options.ts). */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current = useLanguage();
  return (
    <div role="group" aria-label={t('language.label')} className="inline-flex rounded-lg border border-slate-300 p-0.5">
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          title={t(`language.${language}`)}
          aria-pressed={language === current}
          onClick={() => void i18n.changeLanguage(language)}
          className="min-h-9 min-w-10 rounded-md px-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 aria-pressed:bg-brand-700 aria-pressed:text-white aria-pressed:hover:bg-brand-800"
        >
          {language.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
