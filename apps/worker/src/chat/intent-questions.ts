import type { ServiceId } from '@hm/catalog';
import type { Language } from '@hm/contracts';
import type { OutOfScopeTrade } from './out-of-scope.js';

// The benchmark of the assistant's intent reading (docs/assistant.md, "Measured"): questions as
// visitors write them, in both languages, each with the intent a person reading it would see.
// Written before the rules they measure, and not rewritten to suit them: a miss is the rules'.
// Dates are relative to INTENT_QUESTIONS_NOW, Thursday 3 December 2026, 10:00 in Montreal.

export const INTENT_QUESTIONS_NOW = new Date('2026-12-03T15:00:00Z');

export type ExpectedIntent =
  | { kind: 'safety' }
  /** `date` and `dateRefused` absent: the question names no day. */
  | { kind: 'book'; serviceId: ServiceId; date?: string; dateRefused?: 'past' | 'too_far' }
  | { kind: 'price'; serviceId: ServiceId }
  | { kind: 'comingSoon'; serviceId: ServiceId }
  | { kind: 'notOffered'; trade: OutOfScopeTrade }
  | { kind: 'faq'; id: string }
  | { kind: 'none' };

export interface IntentQuestion {
  text: string;
  language: Language;
  expected: ExpectedIntent;
}

const q = (language: Language, text: string, expected: ExpectedIntent): IntentQuestion => ({ text, language, expected });

export const INTENT_QUESTIONS: readonly IntentQuestion[] = [
  // Services that can be booked, some with a day.
  q('fr', "J'ai besoin d'un plombier, mon évier est bouché", { kind: 'book', serviceId: 'plumbing' }),
  q('en', 'My toilet keeps running, can someone come fix it?', { kind: 'book', serviceId: 'plumbing' }),
  q('en', 'I need a cleaner next Tuesday', { kind: 'book', serviceId: 'cleaning', date: '2026-12-08' }),
  q('fr', "Un ménage mardi prochain, c'est possible ?", { kind: 'book', serviceId: 'cleaning', date: '2026-12-08' }),
  q('fr', "Pouvez-vous envoyer quelqu'un demain pour monter un lit IKEA ?", { kind: 'book', serviceId: 'handyman', date: '2026-12-04' }),
  q('en', 'Can a handyman come tomorrow to hang some shelves?', { kind: 'book', serviceId: 'handyman', date: '2026-12-04' }),
  q('en', "I'm moving this Saturday and need two movers with a truck", { kind: 'book', serviceId: 'moving', date: '2026-12-05' }),
  q('fr', 'Je déménage le 12 décembre, avez-vous des déménageurs ?', { kind: 'book', serviceId: 'moving', date: '2026-12-12' }),
  q('en', 'Looking for a deep clean of my apartment after we move out', { kind: 'book', serviceId: 'cleaning' }),
  q('fr', 'Mon robinet de cuisine fuit depuis hier soir', { kind: 'book', serviceId: 'plumbing' }),
  q('en', 'Water heater is making weird noises, can a plumber look at it?', { kind: 'book', serviceId: 'plumbing' }),
  q('fr', "Je cherche quelqu'un pour nettoyer mes tapis", { kind: 'book', serviceId: 'cleaning' }),
  q('en', 'Do you have someone to assemble furniture on December 10?', { kind: 'book', serviceId: 'handyman', date: '2026-12-10' }),
  q('fr', "Besoin d'une femme de ménage aux deux semaines", { kind: 'book', serviceId: 'cleaning' }),
  q('en', 'Can you unclog my bathroom drain today?', { kind: 'book', serviceId: 'plumbing', date: '2026-12-03' }),
  q('fr', "J'aimerais faire réparer une porte qui ferme mal", { kind: 'book', serviceId: 'handyman' }),
  q('en', 'I need help packing boxes before my move on the 20th', { kind: 'book', serviceId: 'moving', date: '2026-12-20' }),
  q('fr', "Est-ce que quelqu'un peut laver mes vitres samedi ?", { kind: 'book', serviceId: 'cleaning', date: '2026-12-05' }),
  q('en', 'Is a cleaner available this weekend?', { kind: 'book', serviceId: 'cleaning' }),
  q('fr', "Déménagement d'un 4 et demi à Rosemont le 1er juillet", { kind: 'book', serviceId: 'moving', dateRefused: 'too_far' }),
  q('en', 'Can a plumber come on November 30?', { kind: 'book', serviceId: 'plumbing', dateRefused: 'past' }),
  q('fr', 'Installer mon lave-vaisselle vendredi, svp', { kind: 'book', serviceId: 'plumbing', date: '2026-12-04' }),
  q('en', 'Need a handyman in 3 days to fix a squeaky door', { kind: 'book', serviceId: 'handyman', date: '2026-12-06' }),
  q('fr', 'Grand ménage après-demain ?', { kind: 'book', serviceId: 'cleaning', date: '2026-12-05' }),

  // Prices.
  q('fr', 'Combien coûte un plombier ?', { kind: 'price', serviceId: 'plumbing' }),
  q('en', 'How much does a deep cleaning cost?', { kind: 'price', serviceId: 'cleaning' }),
  q('fr', "C'est quoi vos tarifs pour un déménagement ?", { kind: 'price', serviceId: 'moving' }),
  q('en', "What's your hourly rate for a handyman?", { kind: 'price', serviceId: 'handyman' }),
  q('fr', 'Quel est le prix pour déboucher un drain ?', { kind: 'price', serviceId: 'plumbing' }),
  q('en', 'how much to move a 2 bedroom apartment', { kind: 'price', serviceId: 'moving' }),
  q('fr', 'Combien pour monter des meubles ?', { kind: 'price', serviceId: 'handyman' }),
  q('en', 'Price for window cleaning?', { kind: 'price', serviceId: 'cleaning' }),

  // Services not open yet.
  q('en', 'I need an electrician', { kind: 'comingSoon', serviceId: 'electrical' }),
  q('fr', 'peintre pour mon salon', { kind: 'comingSoon', serviceId: 'painting' }),
  q('fr', 'Pouvez-vous installer un luminaire dans ma cuisine ?', { kind: 'comingSoon', serviceId: 'electrical' }),
  q('en', 'Can someone paint my kitchen cabinets next week?', { kind: 'comingSoon', serviceId: 'painting' }),
  q('fr', 'Je cherche un paysagiste pour tailler ma haie', { kind: 'comingSoon', serviceId: 'landscaping' }),
  q('en', 'Do you offer lawn mowing?', { kind: 'comingSoon', serviceId: 'landscaping' }),
  q('fr', "Massage à domicile, c'est possible ?", { kind: 'comingSoon', serviceId: 'wellbeing' }),
  q('en', 'My outlet stopped working, can an electrician come tomorrow?', { kind: 'comingSoon', serviceId: 'electrical' }),
  q('fr', 'Combien coûte un électricien ?', { kind: 'comingSoon', serviceId: 'electrical' }),
  q('en', "I'd like a haircut at home", { kind: 'comingSoon', serviceId: 'wellbeing' }),
  q('fr', 'Il faudrait changer le disjoncteur dans mon panneau', { kind: 'comingSoon', serviceId: 'electrical' }),
  q('en', 'Ceiling fan installation', { kind: 'comingSoon', serviceId: 'electrical' }),

  // Trades HomeMate does not offer.
  q('en', 'do you do roof repair?', { kind: 'notOffered', trade: 'roofing' }),
  q('fr', 'Faites-vous la réparation de toiture ?', { kind: 'notOffered', trade: 'roofing' }),
  q('fr', "J'ai besoin de déneigement pour mon entrée cet hiver", { kind: 'notOffered', trade: 'snow_removal' }),
  q('en', 'Can you send someone to shovel snow?', { kind: 'notOffered', trade: 'snow_removal' }),
  q('en', 'I have mice in the basement, do you do pest control?', { kind: 'notOffered', trade: 'pest_control' }),
  q('fr', 'Punaises de lit dans ma chambre, aidez-moi', { kind: 'notOffered', trade: 'pest_control' }),
  q('fr', 'Ouverture de piscine au printemps ?', { kind: 'notOffered', trade: 'pool' }),
  q('en', 'pool cleaning service?', { kind: 'notOffered', trade: 'pool' }),
  q('en', 'My car needs an oil change', { kind: 'notOffered', trade: 'car_repair' }),
  q('fr', 'Réparation de voiture à domicile ?', { kind: 'notOffered', trade: 'car_repair' }),
  q('fr', "Installation d'une thermopompe", { kind: 'notOffered', trade: 'heating_cooling' }),
  q('en', "My furnace isn't heating, do you repair furnaces?", { kind: 'notOffered', trade: 'heating_cooling' }),
  q('fr', 'Je suis barré dehors, avez-vous un serrurier ?', { kind: 'notOffered', trade: 'locksmith' }),
  q('en', 'Do you clean chimneys?', { kind: 'notOffered', trade: 'chimney' }),
  q('fr', "Gardiennage d'enfants ce soir ?", { kind: 'notOffered', trade: 'childcare' }),
  q('en', 'Gutters are clogged with leaves, can you clean them?', { kind: 'notOffered', trade: 'roofing' }),
  q('en', 'Can someone walk my dog while I am away?', { kind: 'notOffered', trade: 'pet_care' }),

  // Dangers: what to do now comes first.
  q('fr', 'Ça sent le gaz dans ma cuisine', { kind: 'safety' }),
  q('en', 'There are sparks coming out of my outlet', { kind: 'safety' }),
  q('en', 'My basement is flooding and the water is near the electrical panel', { kind: 'safety' }),
  q('fr', 'Mon détecteur de monoxyde de carbone sonne', { kind: 'safety' }),
  q('en', 'I smell something burning behind the wall', { kind: 'safety' }),
  q('fr', 'Il y a de la fumée qui sort de la prise du salon', { kind: 'safety' }),

  // Questions the FAQ answers.
  q('fr', 'Comment annuler ma réservation ?', { kind: 'faq', id: 'cancel' }),
  q('en', 'Can I reschedule my booking to another day?', { kind: 'faq', id: 'cancel' }),
  q('en', 'When do I pay?', { kind: 'faq', id: 'payment' }),
  q('fr', "Est-ce que je dois payer à l'avance ?", { kind: 'faq', id: 'payment' }),
  q('fr', 'Les taxes sont-elles incluses ?', { kind: 'faq', id: 'taxes' }),
  q('en', 'Are your pros background checked?', { kind: 'faq', id: 'verified-pros' }),
  q('fr', 'Dans quels secteurs êtes-vous disponibles ?', { kind: 'faq', id: 'area' }),
  q('en', 'Do you serve Laval?', { kind: 'faq', id: 'area' }),
  q('fr', 'Comment devenir pro sur HomeMate ?', { kind: 'faq', id: 'join' }),
  q('en', 'How do I track my booking?', { kind: 'faq', id: 'tracking' }),
  q('fr', 'Comment faire une réservation ?', { kind: 'faq', id: 'how-to-book' }),
  q('en', 'Are the prices final or can they change?', { kind: 'faq', id: 'prices' }),
  q('fr', "Je suis plombier, comment je m'inscris ?", { kind: 'faq', id: 'join' }),
  q('en', "Can I cancel my cleaning if I'm sick?", { kind: 'faq', id: 'cancel' }),
  q('en', 'Do I pay by credit card?', { kind: 'faq', id: 'payment' }),

  // Nothing the assistant can act on (HomeMate promises no guarantee the FAQ could quote).
  q('en', 'Hello!', { kind: 'none' }),
  q('fr', 'Merci beaucoup', { kind: 'none' }),
  q('en', "What's the weather in Montreal?", { kind: 'none' }),
  q('en', 'Is the work guaranteed?', { kind: 'none' }),
];
