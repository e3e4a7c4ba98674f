import { foldForSearch, type Language } from '@hm/contracts';
import type { Service } from './catalog.types.js';
import { SERVICES } from './services.data.js';

// Phones and French keyboards type ’ where the data may have ' (or the reverse).
const APOSTROPHES = /[’‘ʼ`]/g;

function fold(text: string): string {
  return foldForSearch(text).replace(APOSTROPHES, "'");
}

function haystack(service: Service, locale: Language): string {
  // Keywords of both languages: French words are typed on the English site and back.
  return fold([service.name[locale], service.description[locale], ...service.keywords.fr, ...service.keywords.en].join(' '));
}

const HAYSTACKS: Readonly<Record<Language, ReadonlyMap<Service, string>>> = {
  fr: new Map(SERVICES.map((service) => [service, haystack(service, 'fr')])),
  en: new Map(SERVICES.map((service) => [service, haystack(service, 'en')])),
};

/**
 * The query is split on white space and lower-cased; a service matches when every
 * word appears (as a substring, in any order) in its display name, description and
 * keywords. Accents and case are ignored ('menage' finds 'Ménage'). An empty query finds
 * nothing. Results keep catalogue order.
 */
export function searchServices(query: string, locale: Language): Service[] {
  const words = fold(query)
    .split(/\s+/)
    .filter((word) => word !== '');
  if (words.length === 0) return [];
  const haystacks = HAYSTACKS[locale];
  return SERVICES.filter((service) => {
    const text = haystacks.get(service) ?? '';
    return words.every((word) => text.includes(word));
  });
}
