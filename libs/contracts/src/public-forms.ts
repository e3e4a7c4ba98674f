// Contract with the public site pages
//
// The three forms of the public site (waitlist modal, FAQ, contact;
// contact message, FAQ question; §5 validation; §8 texts), as the web pages send them and the
// API (apps/api/src/modules/public-forms) stores them. Texts live in the i18n namespace `forms`.
//
// Answers:
// - 200/201 with the response types below;
// - 400 VALIDATION_FAILED with `fields: { <field>: [<PublicFormFieldError>] }` (one code per field;
//   the pure rules are in public-form-fields.ts, usable for inline errors before sending; a field
//   the request does not have is refused with an English sentence, not a code);
// - 429 RATE_LIMITED with `retryAfter` seconds (per client IP, per form);
// - anything else (5xx, network): the form's generic failure text.
import type { Language } from './language.js';

/** Every public form route, relative to /api. All are anonymous (no session needed). */
export const PUBLIC_FORM_ROUTES = {
  /** POST WaitlistRequest -> 200 WaitlistResponse (same status for a new and a known address). */
  waitlist: 'public/waitlist',
  /** POST ContactMessageRequest -> 201 PublicFormReceived. */
  contact: 'public/contact-messages',
  /** POST FaqQuestionRequest -> 201 PublicFormReceived. */
  faqQuestion: 'public/faq-questions',
} as const;

/**
 * The honeypot: a text input every form sends, hidden from people (off-screen, aria-hidden,
 * tabIndex -1, autoComplete="off") but filled by naive bots. Send it as '' (or leave it out).
 * When it is filled the API answers exactly like a success and stores nothing.
 */
export const PUBLIC_FORM_HONEYPOT_FIELD = 'website' as const;

/**
 * The time trap: how long the form had been on screen when it was sent, in milliseconds, as the
 * page measured it. People take seconds to fill a form; a bot that fills and sends it at once is
 * refused. Like the honeypot, it catches bots that work through the page: a request without it
 * (an API client) meets the rate limits only. The sign-up forms send it.
 */
export const FORM_FILL_TIME_FIELD = 'fillTimeMs' as const;
/** Sent sooner than this after the form appeared, no person filled it. */
export const FORM_MIN_FILL_TIME_MS = 2_000;

/** Where an e-mail was captured (stored with the first capture of an address). */
export const EMAIL_CAPTURE_SOURCES = [
  'waitlist',
  'landing',
  'services',
  'discover_services',
  'about',
  'grow_business',
  'professional_signup',
  'blog_newsletter',
] as const;
export type EmailCaptureSource = (typeof EMAIL_CAPTURE_SOURCES)[number];

/** Contact subjects; 'general' (General Inquiry) is the default. */
export const CONTACT_SUBJECTS = ['general', 'feedback', 'support', 'partnership'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];
export const DEFAULT_CONTACT_SUBJECT: ContactSubject = 'general';

/** Longest accepted value of each text field, counted after trimming (use as the inputs' maxLength). */
export const PUBLIC_FORM_MAX_LENGTH = {
  name: 100,
  email: 254,
  message: 5000,
  question: 2000,
} as const;

export interface HoneypotField {
  /** The honeypot (PUBLIC_FORM_HONEYPOT_FIELD): always '' from a person. */
  website?: string;
}

export interface FillTimeField {
  /** The time trap (FORM_FILL_TIME_FIELD): at least FORM_MIN_FILL_TIME_MS from a person. */
  fillTimeMs?: number;
}

export interface WaitlistRequest extends HoneypotField {
  /** Trimmed and lower-cased by the server; the simple e-mail pattern. */
  email: string;
  /** Defaults to 'waitlist'. */
  source?: EmailCaptureSource;
  /** The page's language. */
  locale: Language;
}

export const WaitlistStatus = { Subscribed: 'subscribed', AlreadySubscribed: 'already_subscribed' } as const;
export type WaitlistStatus = (typeof WaitlistStatus)[keyof typeof WaitlistStatus];

export interface WaitlistResponse {
  /** 'already_subscribed' when the address was captured before (shown as 'You're already on the list!'). */
  status: WaitlistStatus;
}

export interface ContactMessageRequest extends HoneypotField {
  firstName: string;
  lastName: string;
  email: string;
  subject: ContactSubject;
  /** Line breaks allowed. */
  message: string;
  locale: Language;
}

export interface FaqQuestionRequest extends HoneypotField {
  firstName: string;
  lastName: string;
  email: string;
  /** Line breaks allowed. */
  question: string;
  locale: Language;
}

/** Answer of the contact and FAQ forms: the message is stored and support is notified. */
export interface PublicFormReceived {
  status: 'received';
}

/** Values of `fields` in a 400 VALIDATION_FAILED answer (translated under `forms:fieldErrors.<code>`). */
export const PublicFormFieldError = {
  /** Missing, not text, or blank once trimmed. */
  Required: 'REQUIRED',
  TooLong: 'TOO_LONG',
  /** Control characters (line breaks are allowed only in message and question). */
  InvalidText: 'INVALID_TEXT',
  InvalidEmail: 'INVALID_EMAIL',
  InvalidSubject: 'INVALID_SUBJECT',
  InvalidSource: 'INVALID_SOURCE',
  InvalidLocale: 'INVALID_LOCALE',
} as const;
export type PublicFormFieldError = (typeof PublicFormFieldError)[keyof typeof PublicFormFieldError];
