import {
  containsPhrase,
  detectConversationService,
  getService,
  servicesMentioned,
  stemToken,
  textTokens,
  type ConversationTurn,
  type ServiceId,
} from '@hm/catalog';
import { bookingDateProblem, replyOffersBooking, type ChatSuggestion, type Language } from '@hm/contracts';
import { readDate } from './date-reading.js';
import { searchFaq } from './faq-search.js';
import { outOfScopeTradeIn, type OutOfScopeTrade } from './out-of-scope.js';
import { emergenciesIn, type Emergency } from './safety-first.js';

// What a visitor's question asks for (docs/assistant.md, Intents), read the same way for the
// offline answer and for a model's: it decides the button under the reply. In order: a danger
// (safety-first.ts) comes first and keeps what the rest of the question asks; a trade HomeMate
// does not offer; a service named (not open yet: "notify me"; open: its price or a booking, with
// the day asked) unless the question is about a rule the FAQ answers (cancelling, paying, taxes,
// signing up); then the FAQ; else nothing.

/** A day the question names, and why the wizard cannot take it (outside its 30 days), if so. */
export interface AskedDay {
  date: string;
  problem: 'past' | 'too_far' | null;
}

export type PlainIntent =
  | { kind: 'book'; serviceId: ServiceId; day: AskedDay | null }
  | { kind: 'price'; serviceId: ServiceId; day: AskedDay | null }
  | { kind: 'comingSoon'; serviceId: ServiceId }
  | { kind: 'notOffered'; trade: OutOfScopeTrade }
  | { kind: 'faq'; id: string }
  | { kind: 'none' };

export type AssistantIntent = PlainIntent | { kind: 'safety'; emergencies: Emergency[]; then: PlainIntent };

const stems = (words: string): ReadonlySet<string> => new Set(words.split(' ').map(stemToken));

/** Words of a rule the FAQ answers, which wins over the service a question also names ("cancel my cleaning"). */
const RULE_WORDS = stems(
  'annuler annulation annule reporter cancel cancelling canceled cancelled cancellation reschedule rescheduling ' +
    'payer paye paie paiement pay paid paying payment taxe tax tps tvq gst qst ' +
    'inscrire inscris inscrit inscription suivre track tracking rembourser remboursement refund',
);
const PRICE_WORDS = stems(
  'prix combien cout coute coutent couter tarif cher devis soumission estimation price pricing cost rate quote estimate fee',
);
const HOW_MUCH = textTokens('how much');
/** Words that name no trade ('fix', 'réparer'): another service's own word ('toilet') outweighs them. */
const GENERIC_WORDS = stems('repair repairs fix fixing reparation reparer reparez travaux entretien maintenance');

/** The service a question is most about, its trade's own words first. */
function serviceAsked(tokens: readonly string[]) {
  const specific = tokens.filter((token) => !GENERIC_WORDS.has(stemToken(token))).join(' ');
  return servicesMentioned(specific)[0] ?? servicesMentioned(tokens.join(' '))[0];
}

function askedDay(text: string, now: Date): AskedDay | null {
  const date = readDate(text, now);
  if (date === null) return null;
  const problem = bookingDateProblem(date, now);
  return { date, problem: problem === 'invalid' ? null : problem };
}

/** The best FAQ entry: in the site's language, else in the other one (people type French on the English site). */
function faqAbout(text: string, language: Language): string | null {
  const other: Language = language === 'fr' ? 'en' : 'fr';
  return (searchFaq(text, language, 1)[0] ?? searchFaq(text, other, 1)[0])?.id ?? null;
}

function plainIntent(text: string, language: Language, now: Date): PlainIntent {
  const trade = outOfScopeTradeIn(text);
  if (trade !== null) return { kind: 'notOffered', trade };
  const tokens = textTokens(text);
  const words = tokens.map(stemToken);
  const faq = faqAbout(text, language);
  const service = serviceAsked(tokens);
  const aboutRule = faq !== null && words.some((word) => RULE_WORDS.has(word));
  if (service && !aboutRule) {
    if (service.availability === 'coming_soon') return { kind: 'comingSoon', serviceId: service.id };
    const price = words.some((word) => PRICE_WORDS.has(word)) || containsPhrase(tokens, HOW_MUCH);
    return { kind: price ? 'price' : 'book', serviceId: service.id, day: askedDay(text, now) };
  }
  if (faq !== null) return { kind: 'faq', id: faq };
  return { kind: 'none' };
}

/** What `text`, written at `now` (the message's time), asks for. */
export function assistantIntent(text: string, language: Language, now: Date): AssistantIntent {
  const intent = plainIntent(text, language, now);
  const emergencies = emergenciesIn(text);
  return emergencies.length > 0 ? { kind: 'safety', emergencies, then: intent } : intent;
}

/** The intent without its danger: what the rest of the question asks. */
export const plainPart = (intent: AssistantIntent): PlainIntent => (intent.kind === 'safety' ? intent.then : intent);

/**
 * The button under the reply: the wizard on an open service (on the day asked, when the wizard
 * can take it), "notify me" for a service not open yet, nothing otherwise.
 */
export function suggestionFor(intent: AssistantIntent): ChatSuggestion | null {
  const plain = plainPart(intent);
  switch (plain.kind) {
    case 'book':
    case 'price':
      return { kind: 'book', serviceId: plain.serviceId, date: plain.day && plain.day.problem === null ? plain.day.date : null };
    case 'comingSoon':
      return { kind: 'notify', serviceId: plain.serviceId };
    default:
      return null;
  }
}

/**
 * The button under a model's reply: the intent's (suggestionFor), whatever the model wrote, so a
 * coming-soon service is never offered for booking. When the question asks nothing in particular
 * (the FAQ, or nothing) but the model recommends a professional (replyOffersBooking), the
 * conversation's service is proposed as the offline answer would: "notify me" when it is not open
 * yet, the wizard otherwise (on the category picker when no service was named). A trade HomeMate
 * does not offer gets no button.
 */
export function modelReplySuggestion(
  intent: AssistantIntent,
  reply: string,
  conversation: readonly ConversationTurn[],
  locale: Language,
): ChatSuggestion | null {
  const suggestion = suggestionFor(intent);
  const plain = plainPart(intent);
  if (suggestion !== null || (plain.kind !== 'faq' && plain.kind !== 'none') || !replyOffersBooking(reply, locale)) return suggestion;
  const serviceId = detectConversationService([...conversation, { role: 'assistant', content: reply }]);
  if (serviceId === null) return { kind: 'book', serviceId: null, date: null };
  return getService(serviceId).availability === 'available' ? { kind: 'book', serviceId, date: null } : { kind: 'notify', serviceId };
}
