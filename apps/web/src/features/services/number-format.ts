import type { Language } from '@hm/contracts';

const LOCALES: Readonly<Record<Language, string>> = { fr: 'fr-CA', en: 'en-CA' };

// Made on first use, and only in the language shown: each costs the page's first load time.
const ratingFormats: Partial<Record<Language, Intl.NumberFormat>> = {};
const countFormats: Partial<Record<Language, Intl.NumberFormat>> = {};

/** '4,9' / '4.9' */
export function formatRating(rating: number, language: Language): string {
  return (ratingFormats[language] ??= new Intl.NumberFormat(LOCALES[language], {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  })).format(rating);
}

/** '2 847' / '2,847' */
export function formatCount(count: number, language: Language): string {
  return (countFormats[language] ??= new Intl.NumberFormat(LOCALES[language])).format(count);
}
