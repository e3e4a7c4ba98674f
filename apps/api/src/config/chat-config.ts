import type { ApiEnv } from '@hm/config';
import type { RateLimitRule } from './rate-limit-rule.js';

const MINUTE = 60_000;

/** Abuse limits of the chat assistant, counted in Redis (rates) and PostgreSQL (tokens). */
export interface ChatLimits {
  /** Messages per visitor (or signed-in user). */
  perVisitor: RateLimitRule;
  /** Messages per client IP, whatever the visitor: clearing cookies does not reset it. */
  perIp: RateLimitRule;
  /** Completion tokens a visitor may spend in any 24 hours (CHAT_DAILY_TOKEN_BUDGET). */
  dailyTokenBudget: number;
}

export interface ChatConfig {
  limits: ChatLimits;
  /** The anonymous visitor's signed, HttpOnly cookie. */
  visitorCookie: { name: string; secure: boolean; maxAgeSeconds: number };
}

/**
 * A person asks a question every few seconds at most; the IP limit leaves room for a household or
 * an office. No variable: tests pass their own. (The default daily budget, about forty exchanges
 * with a 500-token reply cap, is CHAT_DAILY_TOKEN_BUDGET's.)
 */
const CHAT_RATE_LIMITS: Omit<ChatLimits, 'dailyTokenBudget'> = {
  perVisitor: { limit: 10, windowMs: MINUTE },
  perIp: { limit: 60, windowMs: 10 * MINUTE },
};

export function chatConfig(env: ApiEnv): ChatConfig {
  const secure = env.NODE_ENV === 'production';
  return {
    limits: { ...CHAT_RATE_LIMITS, dailyTokenBudget: env.CHAT_DAILY_TOKEN_BUDGET },
    // Same lifetime as a conversation: a visitor coming back within 30 days finds theirs.
    visitorCookie: { name: secure ? '__Host-hm_chat' : 'hm_chat', secure, maxAgeSeconds: 30 * 24 * 3600 },
  };
}
