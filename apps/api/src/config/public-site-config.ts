import { isSimpleEmail } from '@hm/contracts';
import type { NodeEnv, RateLimitRule } from './app-config.js';

const MINUTE = 60_000;

/** Per-IP limits of the public forms (issue 6), counted in Redis across every API node. */
export interface PublicFormLimits {
  waitlistPerIp: RateLimitRule;
  contactPerIp: RateLimitRule;
  faqQuestionPerIp: RateLimitRule;
}

/**
 * A person sends a handful of messages at most; these leave room for a family or an office
 * behind one address while making a flood from one machine pointless. Tests pass their own.
 */
export const DEFAULT_PUBLIC_FORM_LIMITS: PublicFormLimits = {
  waitlistPerIp: { limit: 10, windowMs: 15 * MINUTE },
  contactPerIp: { limit: 5, windowMs: 15 * MINUTE },
  faqQuestionPerIp: { limit: 5, windowMs: 15 * MINUTE },
};

/** Catches support mail in development (the embedded SMTP catcher accepts any address). */
export const DEV_SUPPORT_EMAIL = 'support@homemate.local';

type Read = (name: string) => string | undefined;

/**
 * SUPPORT_EMAIL: where contact messages and FAQ questions are announced. Unset in production is
 * worth a warning, not a refusal to start: every message is stored whatever happens to its mail.
 */
export function loadSupportEmail(read: Read, nodeEnv: NodeEnv, problems: string[], warnings: string[]): string {
  const value = read('SUPPORT_EMAIL');
  if (value === undefined) {
    if (nodeEnv === 'production') warnings.push(`SUPPORT_EMAIL is not set: support notifications go to ${DEV_SUPPORT_EMAIL}`);
    return DEV_SUPPORT_EMAIL;
  }
  if (!isSimpleEmail(value)) {
    problems.push(`SUPPORT_EMAIL must be an e-mail address (got ${JSON.stringify(value.slice(0, 80))})`);
    return DEV_SUPPORT_EMAIL;
  }
  return value;
}
