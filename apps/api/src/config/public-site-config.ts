import type { ApiEnv } from '@hm/config';
import { normalizePhone, type PublicContact } from '@hm/contracts';
import type { RateLimitRule } from './rate-limit-rule.js';

const MINUTE = 60_000;

/** Per-IP limits of the public forms, counted in Redis across every API node. */
export interface PublicFormLimits {
  waitlistPerIp: RateLimitRule;
  contactPerIp: RateLimitRule;
  faqQuestionPerIp: RateLimitRule;
  /** The booking wizard's check of an address (GET /api/public/service-areas/check). */
  serviceAreaCheckPerIp: RateLimitRule;
  /** The wizard's free times (GET /api/public/availability). */
  availabilityPerIp: RateLimitRule;
}

/**
 * A person sends a handful of messages at most; these leave room for a family or an office
 * behind one address while making a flood from one machine pointless. Tests pass their own.
 */
export const DEFAULT_PUBLIC_FORM_LIMITS: PublicFormLimits = {
  waitlistPerIp: { limit: 10, windowMs: 15 * MINUTE },
  contactPerIp: { limit: 5, windowMs: 15 * MINUTE },
  faqQuestionPerIp: { limit: 5, windowMs: 15 * MINUTE },
  // A person tries a few addresses in one wizard; a robot mapping the served areas is slowed down.
  serviceAreaCheckPerIp: { limit: 60, windowMs: 15 * MINUTE },
  // Fetched again when the sub-service, the address or a taken time changes: a few dozen per booking at most.
  availabilityPerIp: { limit: 120, windowMs: 15 * MINUTE },
};

/** Catches support mail in development (the embedded SMTP catcher accepts any address). */
const DEV_SUPPORT_EMAIL = 'support@homemate.local';

/**
 * SUPPORT_EMAIL: where contact messages and FAQ questions are announced. Unset in production is
 * worth a warning, not a refusal to start: every message is stored whatever happens to its mail.
 */
export function supportEmail(env: ApiEnv, warnings: string[]): string {
  if (env.SUPPORT_EMAIL === undefined && env.NODE_ENV === 'production') {
    warnings.push(`SUPPORT_EMAIL is not set: support notifications go to ${DEV_SUPPORT_EMAIL}`);
  }
  return env.SUPPORT_EMAIL ?? DEV_SUPPORT_EMAIL;
}

/** The demo contact points, shown only in development: a made-up 555 number and the local catcher's address. */
const DEV_CONTACT: PublicContact = { email: DEV_SUPPORT_EMAIL, phone: '+15145550199' };

/**
 * What the site shows visitors to reach the team: SUPPORT_EMAIL and SUPPORT_PHONE as set; in
 * development the demo values fill what is unset; anywhere else, unset means not shown.
 */
export function publicContact(env: ApiEnv): PublicContact {
  const demo = env.NODE_ENV === 'development' ? DEV_CONTACT : { email: null, phone: null };
  return {
    email: env.SUPPORT_EMAIL ?? demo.email,
    phone: env.SUPPORT_PHONE === undefined ? demo.phone : normalizePhone(env.SUPPORT_PHONE),
  };
}
