import { CHAT_HISTORY_LIMIT, type Language } from '@hm/contracts';
import { resources } from '@hm/i18n';
import type { CompletionMessage } from './chat-completions.client.js';

/**
 * The system prompt demands perfect French, the formal « vous », short clear sentences,
 * safety first, a professional for complex or risky problems, and a fixed greeting. It stays in
 * French; an English visitor is answered in English with the same rules.
 */
export function systemPrompt(locale: Language): string {
  const greeting = resources.fr.chat.greeting;
  const lines = [
    "Vous êtes l'assistant de HomeMate, une plateforme qui met en relation les ménages de Montréal et de Québec avec des professionnels vérifiés des services à domicile : homme à tout faire, plomberie, ménage, déménagement, électricité, peinture, aménagement paysager et bien-être.",
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
 * The system prompt, the conversation, the new user message. Error texts the assistant
 * showed are left out (the model did not say them), and only the newest turns are sent.
 */
export function completionMessages(locale: Language, history: readonly HistoryTurn[]): CompletionMessage[] {
  const turns = history.filter((turn) => !(turn.role === 'assistant' && turn.failed)).slice(-CHAT_HISTORY_LIMIT);
  return [{ role: 'system', content: systemPrompt(locale) }, ...turns.map(({ role, content }) => ({ role, content }))];
}
