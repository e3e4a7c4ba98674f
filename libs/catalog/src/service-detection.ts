import { foldForSearch } from '@hm/contracts';
import type { Service, ServiceId } from './catalog.types.js';
import { SERVICES } from './services.data.js';

// Phones and French keyboards type ’ where the data may have ' (or the reverse).
const APOSTROPHES = /[’‘ʼ`]/g;

/**
 * Accent-free, lower-case words of a text ("L'évier fuit" -> ['l', 'evier', 'fuit']). Apostrophes
 * and hyphens separate words, so "l'évier" finds 'évier' and 'lave-vaisselle' finds 'vaisselle'.
 */
export function textTokens(text: string): string[] {
  return foldForSearch(text.replace(APOSTROPHES, "'"))
    .split(/[^\p{L}\p{N}]+/u)
    .filter((token) => token !== '');
}

// Endings that do not change what a word is about: plurals, a French feminine or verb form, English
// -ing and -ed ('fuites', 'fuit' and 'fuite'; 'leaking' and 'leak'). One is removed, if at least four
// letters remain, so 'portefeuille' never becomes 'porte'.
const ENDINGS = ['ing', 'ed', 'es', 's', 'x', 'e'] as const;
const MIN_STEM = 4;

/** A word without its grammatical ending, for comparing forms of the same word. */
export function stemToken(token: string): string {
  for (const ending of ENDINGS) {
    if (token.endsWith(ending) && token.length - ending.length >= MIN_STEM) return token.slice(0, -ending.length);
  }
  return token;
}

function wordMatches(token: string, word: string): boolean {
  return token === word || stemToken(token) === stemToken(word);
}

/**
 * Whether the tokens hold a phrase ('dégât d'eau', 'water heater') as consecutive words, each in
 * any of its forms (stemToken). Both are textTokens.
 */
export function containsPhrase(tokens: readonly string[], phrase: readonly string[]): boolean {
  if (phrase.length === 0) return false;
  for (let start = 0; start + phrase.length <= tokens.length; start += 1) {
    if (phrase.every((word, offset) => wordMatches(tokens[start + offset]!, word))) return true;
  }
  return false;
}

// Every phrase that names a service: its names and keywords in both languages (French words are
// typed on the English site and back).
const SERVICE_PHRASES: ReadonlyMap<Service, readonly (readonly string[])[]> = new Map(
  SERVICES.map((service) => [service, [service.name.fr, service.name.en, ...service.keywords.fr, ...service.keywords.en].map(textTokens)]),
);

/** How many of a service's names and keywords a text mentions. */
function serviceScore(service: Service, tokens: readonly string[]): number {
  return (SERVICE_PHRASES.get(service) ?? []).filter((phrase) => containsPhrase(tokens, phrase)).length;
}

/** The services a text mentions, best first (most names and keywords), ties in catalogue order. */
export function servicesMentioned(text: string): Service[] {
  const tokens = textTokens(text);
  return SERVICES.map((service, order) => ({ service, order, score: serviceScore(service, tokens) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map((entry) => entry.service);
}

export interface ConversationTurn {
  role: 'user' | 'assistant';
  content: string;
}

/**
 * The category a conversation is about, for the booking button's preselection: the best service
 * mentioned by the visitor's latest message that names one, else by the latest assistant reply
 * that does; null when nothing names a service. The visitor's own words come first because a
 * reply may mention several trades ("a plumber or an electrician").
 */
export function detectConversationService(turns: readonly ConversationTurn[]): ServiceId | null {
  for (const role of ['user', 'assistant'] as const) {
    for (let i = turns.length - 1; i >= 0; i -= 1) {
      const turn = turns[i]!;
      if (turn.role !== role) continue;
      const [best] = servicesMentioned(turn.content);
      if (best) return best.id;
    }
  }
  return null;
}
