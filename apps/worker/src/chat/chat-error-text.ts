import type { ChatErrorKind, Language } from '@hm/contracts';
import { resources } from '@hm/i18n';
import type { ChatCompletionError } from './chat-completions.client.js';

/** 429 -> overloaded; 401/403 -> unavailable; anything else -> technical. */
export function errorKindOf(error: ChatCompletionError): ChatErrorKind {
  if (error.kind === 'rate_limited') return 'overloaded';
  if (error.kind === 'unauthorized') return 'unavailable';
  return 'technical';
}

/** The failure text the assistant shows, in the conversation's language. */
export function chatErrorText(kind: ChatErrorKind, locale: Language): string {
  return resources[locale].chat.errors[kind];
}
