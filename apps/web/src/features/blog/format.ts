import type { Language } from '@hm/i18n';
import { formatDateTime } from '../../lib/date-format';

const LOCALES: Record<Language, string> = { fr: 'fr-CA', en: 'en-CA' };

/** '21 nov. 2026' / 'Nov 21, 2026'. */
export function formatPostDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium' }).format(new Date(iso));
}

/** Comment dates include the time. */
export const formatCommentDate = formatDateTime;

export function formatCount(value: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language]).format(value);
}
