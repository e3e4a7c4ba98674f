import type { Language } from '@hm/contracts';
import { detectAll } from 'tinyld';

// Which language a booking message is written in (docs/messages.md), found on this machine by tinyld
// (pure JavaScript, no network, no dependencies, made for short texts such as chat messages).

/** Below this many letters, or a single word, a message ("ok", "merci!", "👍") is left as written. */
const MIN_LETTERS = 8;
const MIN_WORDS = 2;

/** French or English when the message is clearly in one of them; null when it is too short or in another language. */
export function detectMessageLanguage(text: string): Language | null {
  const words = text.match(/\p{L}+/gu) ?? [];
  const letters = words.reduce((sum, word) => sum + word.length, 0);
  if (letters < MIN_LETTERS || words.length < MIN_WORDS) return null;
  const best = detectAll(text)[0]?.lang;
  return best === 'fr' || best === 'en' ? best : null;
}
