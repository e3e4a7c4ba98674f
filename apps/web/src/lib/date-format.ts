import { BOOKING_TIME_ZONE } from '@hm/contracts';
import type { Language } from '@hm/i18n';

const LOCALES: Record<Language, string> = { fr: 'fr-CA', en: 'en-CA' };

/** A date and time in Montreal, the way each language writes it: '21 nov. 2026, 14 h 05' / 'Nov 21, 2026, 2:05 p.m.'. */
export function formatDateTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium', timeStyle: 'short', timeZone: BOOKING_TIME_ZONE }).format(
    new Date(iso),
  );
}
