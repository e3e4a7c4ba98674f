// The chat assistant (docs/forms-and-validation.md, Chat assistant): shapes shared
// by the web widget, the API module and the worker's completion job, plus the pure rules
// (message limits, what a reply may propose).
import { foldForSearch } from './text-fold.js';
import type { Language } from './language.js';

/** HTTP routes under the API prefix. */
export const CHAT_ROUTES = {
  /** GET: the visitor's conversation (or none yet). */
  conversation: 'chat/conversation',
  /** POST: a new user message; answers 202 with it, the reply arrives over the socket. */
  messages: 'chat/messages',
} as const;

/** Longest user message, in characters (after trimming). */
export const CHAT_MESSAGE_MAX_LENGTH = 1000;
/** Conversations are deleted this long after their last message. */
export const CHAT_CONVERSATION_RETENTION_DAYS = 30;
/** Body of the chat-completions call. */
export const CHAT_COMPLETION_TEMPERATURE = 0.7;
export const CHAT_COMPLETION_MAX_TOKENS = 500;
/** 3 retries after the first try, waiting 2^n seconds (1 s, 2 s, 4 s). */
export const CHAT_COMPLETION_RETRIES = 3;
export const CHAT_COMPLETION_BACKOFF_MS = 1000;
/** How many earlier messages go with each completion call (the newest ones). */
export const CHAT_HISTORY_LIMIT = 20;
/** The panel's size on a large screen (full screen on phones). */
export const CHAT_PANEL_SIZE = { width: 380, height: 600 } as const;

export const CHAT_ROLES = ['user', 'assistant'] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

/**
 * user: pending until the assistant answers, then done (or failed when the answer is an error
 * text). assistant: done, or failed when it carries one of the failure texts.
 */
export const CHAT_MESSAGE_STATUSES = ['pending', 'done', 'failed'] as const;
export type ChatMessageStatus = (typeof CHAT_MESSAGE_STATUSES)[number];

/** Which failure text an assistant message carries when the completion failed. */
export const CHAT_ERROR_KINDS = ['overloaded', 'unavailable', 'technical', 'empty'] as const;
export type ChatErrorKind = (typeof CHAT_ERROR_KINDS)[number];

/** Where an assistant reply came from: the language model, or the offline FAQ/catalogue assistant. */
export const CHAT_REPLY_SOURCES = ['model', 'offline'] as const;
export type ChatReplySource = (typeof CHAT_REPLY_SOURCES)[number];

/**
 * What an assistant reply proposes under its text (docs/assistant.md, Intents): the booking
 * wizard, on a service (null: the category picker) and maybe a day ('YYYY-MM-DD', Montreal); or,
 * for a service not open yet, to be told when it opens (the waitlist's "Notify me"). The worker
 * decides it; the web only shows it.
 */
export type ChatSuggestion = { kind: 'book'; serviceId: string | null; date: string | null } | { kind: 'notify'; serviceId: string };
export const CHAT_SUGGESTION_KINDS = ['book', 'notify'] as const satisfies readonly ChatSuggestion['kind'][];

export interface ChatMessageView {
  id: string;
  role: ChatRole;
  content: string;
  status: ChatMessageStatus;
  /** Set on a failed assistant message: the web shows the matching translated text. */
  errorKind: ChatErrorKind | null;
  source: ChatReplySource | null;
  /** On an assistant reply: the button under it, if any. */
  suggestion: ChatSuggestion | null;
  /** ISO-8601. */
  createdAt: string;
}

export interface ChatConversationView {
  id: string;
  locale: Language;
  /** Oldest first. */
  messages: ChatMessageView[];
  /** True while the last user message waits for its reply (the input stays disabled). */
  pending: boolean;
  /** Proof for `chat:join`, handed to whoever the API let read the conversation. */
  joinToken: string;
}

/** GET conversation: null when the visitor has not written yet. */
export interface ChatConversationResponse {
  conversation: ChatConversationView | null;
}

export interface SendChatMessageRequest {
  content: string;
  locale: Language;
}

/** 202 answer to POST messages: the stored message and its conversation. */
export interface SendChatMessageResponse {
  conversationId: string;
  message: ChatMessageView;
  /** Proof for `chat:join` (see ChatConversationView). */
  joinToken: string;
}

/** Error codes of the chat routes (also in ApiErrorCode). */
export const ChatErrorCode = {
  CHAT_MESSAGE_TOO_LONG: 'CHAT_MESSAGE_TOO_LONG',
  CHAT_REPLY_PENDING: 'CHAT_REPLY_PENDING',
  CHAT_VISITOR_RATE_LIMITED: 'CHAT_VISITOR_RATE_LIMITED',
  CHAT_IP_RATE_LIMITED: 'CHAT_IP_RATE_LIMITED',
  CHAT_DAILY_BUDGET_EXCEEDED: 'CHAT_DAILY_BUDGET_EXCEEDED',
} as const;
export type ChatErrorCode = (typeof ChatErrorCode)[keyof typeof ChatErrorCode];

/** Socket room of one conversation. */
export const chatRoom = (conversationId: string): string => `chat:${conversationId}`;

/** Payload of `chat:message`: a new assistant reply (or the user's own message echoed to other tabs). */
export interface ChatMessagePayload {
  conversationId: string;
  message: ChatMessageView;
}

/**
 * Payload of `chat:join`. A token rather than the visitor cookie: the socket may have connected
 * before the first message set that cookie, and a handshake's headers never change.
 */
export interface ChatJoinRequest {
  conversationId: string;
  joinToken: string;
}

export type ChatJoinAck = { ok: true; conversationId: string } | { ok: false; code: 'CHAT_CONVERSATION_NOT_FOUND' | 'RATE_LIMITED' };

/** Trimmed text, or null when there is nothing to send (empty or white space only). */
export function normalizeChatMessage(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

export type ChatMessageProblem = 'empty' | 'too_long';

/** Why a message cannot be sent, or null when it can. */
export function chatMessageProblem(text: string): ChatMessageProblem | null {
  const normalized = normalizeChatMessage(text);
  if (normalized === null) return 'empty';
  return normalized.length > CHAT_MESSAGE_MAX_LENGTH ? 'too_long' : null;
}

/** Words in a reply that call for the 'Book a professional' button, per language. */
export const BOOKING_BUTTON_KEYWORDS: Readonly<Record<Language, readonly string[]>> = {
  fr: ['professionnel', 'expert', 'specialiste'],
  en: ['professional', 'expert', 'specialist'],
};

/**
 * Whether a model's reply to a question of no particular intent still gets the booking button
 * (the worker's rule, docs/assistant.md): it mentions one of the keywords of the site's language, in any case or accent ('Spécialistes', 'PROFESSIONNELLE' count; the word may
 * carry an ending, as in 'professionnels' or 'experts').
 */
export function replyOffersBooking(reply: string, locale: Language): boolean {
  const words = foldForSearch(reply).split(/[^\p{L}]+/u);
  return words.some((word) => BOOKING_BUTTON_KEYWORDS[locale].some((keyword) => word.startsWith(keyword)));
}

/** After this many failed replies in a row, the widget points to the other ways of reaching us. */
export const CHAT_FAILURE_HINT_THRESHOLD = 3;

/**
 * The failure counter: the assistant replies that failed since the last one that did not,
 * counted from the end of the conversation (the visitor's own messages do not reset it; a
 * successful reply does).
 */
export function consecutiveFailedReplies(messages: readonly Pick<ChatMessageView, 'role' | 'status'>[]): number {
  let failures = 0;
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index]!;
    if (message.role !== 'assistant') continue;
    if (message.status !== 'failed') break;
    failures += 1;
  }
  return failures;
}
