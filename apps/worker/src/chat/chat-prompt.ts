import { listServices, type ServiceAvailability } from '@hm/catalog';
import { AVAILABILITY_HORIZON_DAYS, CHAT_HISTORY_LIMIT, todayInToronto, type Language } from '@hm/contracts';
import { resources } from '@hm/i18n';
import type { CompletionMessage } from './chat-completions.client.js';
import { formatDay } from './date-reading.js';
import { OUT_OF_SCOPE_TRADES } from './out-of-scope.js';

const frenchList = (items: readonly string[]): string => new Intl.ListFormat('fr-CA', { type: 'conjunction' }).format(items);
const serviceNames = (availability: ServiceAvailability): string =>
  frenchList(
    listServices()
      .filter((service) => service.availability === availability)
      .map((service) => service.name.fr.toLowerCase()),
  );

/**
 * The system prompt demands perfect French, the formal « vous », short clear sentences,
 * safety first, a professional for complex or risky problems, and a fixed greeting; it says which
 * services can be booked, which are coming soon (never to be proposed for booking), that other
 * trades are not offered, and today's Montreal date (docs/assistant.md). It stays in French; an
 * English visitor is answered in English with the same rules.
 */
export function systemPrompt(locale: Language, now: Date): string {
  const greeting = resources.fr.chat.greeting;
  const today = todayInToronto(now);
  const lines = [
    "Vous êtes l'assistant de HomeMate, une plateforme qui met en relation les ménages de Montréal et de Québec avec des professionnels vérifiés des services à domicile.",
    `Services que l'on peut réserver maintenant : ${serviceNames('available')}.`,
    `Services à venir, qui ne peuvent pas encore être réservés : ${serviceNames('coming_soon')}. Ne proposez jamais de les réserver : dites qu'ils arrivent bientôt et que la personne peut demander à être avertie de leur ouverture (bouton « M’avertir » sous votre réponse).`,
    `HomeMate n'offre aucun autre service, par exemple ${frenchList(OUT_OF_SCOPE_TRADES.map((trade) => resources.fr.chat.trades[trade]))} : si on vous en demande un, dites simplement que HomeMate ne l'offre pas et rappelez les services offerts.`,
    `Nous sommes le ${formatDay(today, 'fr', today)} à Montréal. Une réservation peut être faite pour aujourd'hui ou l'un des ${AVAILABILITY_HORIZON_DAYS - 1} jours suivants.`,
    'Écrivez dans un français parfait, sans faute, et vouvoyez toujours la personne (« vous »).',
    'Faites des phrases courtes et claires. Allez à l’essentiel.',
    "La sécurité passe avant tout : en cas de danger (odeur de gaz, étincelles, fils dénudés, eau près de l'électricité), dites d'abord de se mettre à l'abri, de couper l'alimentation si c'est sans risque et d'appeler le 911 en cas d'urgence.",
    'Pour un problème complexe ou risqué, recommandez de faire appel à un professionnel qualifié.',
    "Les prix de HomeMate sont des prix de départ, avant taxes (TPS et TVQ). N'inventez ni prix, ni délai, ni promesse.",
    `Si la personne vous salue, répondez par cette salutation fixe : « ${greeting} »`,
  ];
  if (locale === 'en') {
    lines.push(
      `La personne utilise le site en anglais : répondez-lui en anglais, avec les mêmes règles (ton courtois, phrases courtes, sécurité d'abord). Salutation fixe en anglais : "${resources.en.chat.greeting}"`,
    );
  }
  return lines.join('\n');
}

export interface HistoryTurn {
  role: 'user' | 'assistant';
  content: string;
  failed: boolean;
}

/**
 * The system prompt (as of `now`, the new message's time), the conversation, the new user message. Error texts the assistant
 * showed are left out (the model did not say them), and only the newest turns are sent.
 */
export function completionMessages(locale: Language, history: readonly HistoryTurn[], now: Date): CompletionMessage[] {
  const turns = history.filter((turn) => !(turn.role === 'assistant' && turn.failed)).slice(-CHAT_HISTORY_LIMIT);
  return [{ role: 'system', content: systemPrompt(locale, now) }, ...turns.map(({ role, content }) => ({ role, content }))];
}
