import type { Language } from '@hm/contracts';

const LOCALES: Readonly<Record<Language, string>> = { fr: 'fr-CA', en: 'en-CA' };

const ratingFormats = {
  fr: new Intl.NumberFormat(LOCALES.fr, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  en: new Intl.NumberFormat(LOCALES.en, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
};
const countFormats = { fr: new Intl.NumberFormat(LOCALES.fr), en: new Intl.NumberFormat(LOCALES.en) };

/** '4,9' / '4.9' */
export function formatRating(rating: number, language: Language): string {
  return ratingFormats[language].format(rating);
}

/** '2 847' / '2,847' */
export function formatCount(count: number, language: Language): string {
  return countFormats[language].format(count);
}
