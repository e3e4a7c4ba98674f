import type { Language } from '@hm/i18n';

const LOCALES: Record<Language, string> = { fr: 'fr-CA', en: 'en-CA' };

/** '21 nov. 2026' / 'Nov 21, 2026'. */
export function formatPostDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium' }).format(new Date(iso));
}

/** Comment dates include the time (SPEC §2): '21 nov. 2026, 14 h 05' / 'Nov 21, 2026, 2:05 p.m.'. */
export function formatCommentDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

export function formatCount(value: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language]).format(value);
}
