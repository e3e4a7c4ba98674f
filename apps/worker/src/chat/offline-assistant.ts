import { formatPrice, getSubServices, servicesMentioned, stemToken, textTokens, type Service, type SubService } from '@hm/catalog';
import type { Language } from '@hm/contracts';
import { resources } from '@hm/i18n';
import { withSafetyFirst } from './safety-first.js';

// The assistant without a language model (no CHAT_API_KEY): it answers from our own FAQ and
// service catalogue, in the visitor's language. Retrieval is BM25 over accent-free words, with
// light stemming (plural endings), and words that say nothing ('le', 'the', 'how') left out.

const STOP_WORDS = new Set(
  (
    'a ai au aux avec ce ces cet cette comment dans de des du elle en est et etre il ils je j l la le les leur lui ma me mes moi mon ne nos notre nous on ou par pas pour qu que qui sa se ses si son sont sous sur ta te tes toi ton tu un une vos votre vous y c d n s t m qu quel quelle quels quelles est-ce faire fait peut peux puis-je dois-je bonjour merci ' +
    'an and are as at be can do does for from have how i in is it me my of on or our the this to what when where which who why will with you your hello hi thanks please'
  ).split(' '),
);

export function queryTerms(text: string): string[] {
  return textTokens(text)
    .filter((token) => token.length > 1 && !STOP_WORDS.has(token))
    .map(stemToken);
}

interface FaqEntry {
  id: string;
  question: string;
  answer: string;
  terms: string[];
}

interface FaqIndex {
  entries: FaqEntry[];
  documentFrequency: Map<string, number>;
  averageLength: number;
}

function buildIndex(locale: Language): FaqIndex {
  const groups = resources[locale].faq.groups;
  const entries: FaqEntry[] = [...groups.customers.items, ...groups.professionals.items].map((item) => ({
    ...item,
    // The question counts twice: it says what the answer is about.
    terms: [...queryTerms(item.question), ...queryTerms(item.question), ...queryTerms(item.answer)],
  }));
  const documentFrequency = new Map<string, number>();
  for (const entry of entries) for (const term of new Set(entry.terms)) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  const averageLength = entries.reduce((sum, entry) => sum + entry.terms.length, 0) / Math.max(1, entries.length);
  return { entries, documentFrequency, averageLength };
}

const INDEXES: Record<Language, FaqIndex> = { fr: buildIndex('fr'), en: buildIndex('en') };
const K1 = 1.2;
const B = 0.75;
/** Below this, a FAQ entry shares only a common word with the question: not worth showing. */
export const MIN_FAQ_SCORE = 1.5;

export interface FaqMatch {
  id: string;
  question: string;
  answer: string;
  score: number;
}

/** FAQ entries of the language, best first, above the relevance threshold. */
export function searchFaq(text: string, locale: Language, limit = 2): FaqMatch[] {
  const index = INDEXES[locale];
  const terms = [...new Set(queryTerms(text))];
  const total = index.entries.length;
  return index.entries
    .map((entry) => {
      let score = 0;
      for (const term of terms) {
        const frequency = entry.terms.filter((t) => t === term).length;
        if (frequency === 0) continue;
        const df = index.documentFrequency.get(term) ?? 0;
        const idf = Math.log(1 + (total - df + 0.5) / (df + 0.5));
        score += (idf * frequency * (K1 + 1)) / (frequency + K1 * (1 - B + (B * entry.terms.length) / index.averageLength));
      }
      return { id: entry.id, question: entry.question, answer: entry.answer, score };
    })
    .filter((match) => match.score >= MIN_FAQ_SCORE)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
}

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

export interface OfflineReply {
  content: string;
  /** The category the reply proposes, if any. */
  serviceId: Service['id'] | null;
}

/**
 * What to do now first when the question describes a danger (safety-first.ts); then says it is the offline assistant, lists the matching services with their from-prices and
 * recommends a verified professional (which brings the booking button), then the closest FAQ
 * answers; or says politely that it found nothing.
 */
export function offlineReply(question: string, locale: Language): OfflineReply {
  const t = resources[locale].chat.offline;
  const services = servicesMentioned(question).slice(0, 2);
  const faq = searchFaq(question, locale);
  const parts = [t.notice];
  if (services.length > 0) {
    const lines = services.map((service) => {
      const from = interpolate(t.servicePrice, { price: formatPrice(service.priceCents, service.priceUnit, locale) });
      const subs = closestSubServices(service, question, locale).map(
        (sub) => `${sub.name[locale]} (${formatPrice(sub.priceCents, sub.priceKind, locale)})`,
      );
      return `• ${service.name[locale]}, ${from}${COLON[locale]} ${subs.join(', ')}`;
    });
    parts.push([t.servicesIntro, ...lines].join('\n'), t.recommend);
  }
  if (faq.length > 0) parts.push([t.faqIntro, ...faq.map((match) => `${QUOTE[locale](match.question)} ${match.answer}`)].join('\n'));
  if (services.length === 0 && faq.length === 0) parts.push(t.noMatch);
  return { content: withSafetyFirst(question, parts.join('\n\n'), locale), serviceId: services[0]?.id ?? null };
}
