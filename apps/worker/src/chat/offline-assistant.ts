import { formatPrice, getService, getSubServices, listServices, servicesMentioned, type Service, type SubService } from '@hm/catalog';
import { AVAILABILITY_HORIZON_DAYS, todayInToronto, type ChatSuggestion, type Language } from '@hm/contracts';
import { resources } from '@hm/i18n';
import { formatDay } from './date-reading.js';
import { queryTerms, searchFaq } from './faq-search.js';
import { assistantIntent, plainPart, suggestionFor, type AskedDay, type PlainIntent } from './intent.js';
import { safetyAdvice } from './safety-first.js';

// The assistant without a language model (no CHAT_API_KEY): it answers from our own FAQ and
// service catalogue, in the visitor's language, after what the question asks (intent.ts).

/** The sub-services that share the most words with the question; the first two when none does. */
function closestSubServices(service: Service, text: string, locale: Language): SubService[] {
  const terms = new Set(queryTerms(text));
  const subs = getSubServices(service.id);
  const scored = subs
    .map((sub, order) => ({
      sub,
      order,
      score: queryTerms(`${sub.name.fr} ${sub.name.en} ${sub.description[locale]}`).filter((t) => terms.has(t)).length,
    }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map((entry) => entry.sub);
  return (scored.length > 0 ? scored : subs).slice(0, 2);
}

function interpolate(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

// French typography: a space before the colon, « guillemets ».
const COLON: Record<Language, string> = { fr: '\u00a0:', en: ':' };
const QUOTE: Record<Language, (text: string) => string> = { fr: (text) => `«\u00a0${text}\u00a0»`, en: (text) => `"${text}"` };

const list = (items: readonly string[], locale: Language): string =>
  new Intl.ListFormat(`${locale}-CA`, { type: 'conjunction' }).format(items);

export interface OfflineReply {
  content: string;
  /** The button under the reply (intent.ts, suggestionFor). */
  suggestion: ChatSuggestion | null;
}

function faqLines(question: string, locale: Language, faqId: string): string[] {
  const t = resources[locale].chat.offline;
  const found = searchFaq(question, locale);
  // Found through the other language's FAQ: the same entry in this one.
  const groups = resources[locale].faq.groups;
  const byId = [...groups.customers.items, ...groups.professionals.items].find((item) => item.id === faqId);
  const matches = found.length > 0 ? found : byId ? [byId] : [];
  return matches.length > 0 ? [[t.faqIntro, ...matches.map((match) => `${QUOTE[locale](match.question)} ${match.answer}`)].join('\n')] : [];
}

/** What the reply says of the day asked: the wizard opens on it, or why it cannot. */
export function dayLine(day: AskedDay | null, locale: Language, today: string): string[] {
  if (day === null) return [];
  const t = resources[locale].chat.offline;
  const date = formatDay(day.date, locale, today);
  if (day.problem === 'past') return [interpolate(t.datePast, { date })];
  if (day.problem === 'too_far') return [interpolate(t.dateTooFar, { date, days: String(AVAILABILITY_HORIZON_DAYS) })];
  return [interpolate(t.dateChosen, { date })];
}

/** The asked service, and another open one the question names, with their from-prices and closest sub-services. */
function serviceLines(serviceId: Service['id'], question: string, locale: Language): string {
  const t = resources[locale].chat.offline;
  const others = servicesMentioned(question).filter((service) => service.id !== serviceId && service.availability === 'available');
  const lines = [getService(serviceId), ...others].slice(0, 2).map((service) => {
    const from = interpolate(t.servicePrice, { price: formatPrice(service.priceCents, service.priceUnit, locale) });
    const subs = closestSubServices(service, question, locale).map(
      (sub) => `${sub.name[locale]} (${formatPrice(sub.priceCents, sub.priceKind, locale)})`,
    );
    return `• ${service.name[locale]}, ${from}${COLON[locale]} ${subs.join(', ')}`;
  });
  return [t.servicesIntro, ...lines].join('\n');
}

function answerParts(intent: PlainIntent, question: string, locale: Language, today: string): string[] {
  const t = resources[locale].chat.offline;
  switch (intent.kind) {
    case 'book':
    case 'price':
      return [
        serviceLines(intent.serviceId, question, locale),
        ...(intent.kind === 'price' ? [t.priceNote] : []),
        ...dayLine(intent.day, locale, today),
        t.recommend,
      ];
    case 'comingSoon':
      return [interpolate(t.comingSoon, { service: getService(intent.serviceId).name[locale] })];
    case 'notOffered': {
      const names = (availability: Service['availability']) =>
        list(
          listServices()
            .filter((service) => service.availability === availability)
            .map((service) => service.name[locale]),
          locale,
        );
      return [
        interpolate(t.notOffered, { trade: resources[locale].chat.trades[intent.trade] }),
        interpolate(t.offers, { available: names('available'), comingSoon: names('coming_soon') }),
      ];
    }
    case 'faq':
      return faqLines(question, locale, intent.id);
    case 'none':
      return [t.noMatch];
  }
}

/**
 * What to do now first when the question describes a danger (safety-first.ts); then says it is
 * the offline assistant and answers what the question asks (intent.ts): an open service with its
 * from-prices, the day asked and a verified professional (the booking button); a service not open
 * yet, with the offer to be told; a trade HomeMate does not offer, with what it does; the FAQ;
 * or, politely, that it found nothing. `now` is the message's time (the day asked counts from it).
 */
export function offlineReply(question: string, locale: Language, now: Date): OfflineReply {
  const intent = assistantIntent(question, locale, now);
  const today = todayInToronto(now);
  const answer = [resources[locale].chat.offline.notice, ...answerParts(plainPart(intent), question, locale, today)].join('\n\n');
  const advice = intent.kind === 'safety' ? safetyAdvice(intent.emergencies, locale) : '';
  return { content: advice === '' ? answer : `${advice}\n\n${answer}`, suggestion: suggestionFor(intent) };
}
