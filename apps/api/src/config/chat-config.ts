import type { RateLimitRule } from './app-config.js';

const MINUTE = 60_000;

/** Abuse limits of the chat assistant (issue 9), counted in Redis (rates) and PostgreSQL (tokens). */
export interface ChatLimits {
  /** Messages per visitor (or signed-in user). */
  perVisitor: RateLimitRule;
  /** Messages per client IP, whatever the visitor: clearing cookies does not reset it. */
  perIp: RateLimitRule;
  /** Completion tokens a visitor may spend in any 24 hours. */
  dailyTokenBudget: number;
}

export interface ChatConfig {
  limits: ChatLimits;
  /** The anonymous visitor's signed, HttpOnly cookie. */
  visitorCookie: { name: string; secure: boolean; maxAgeSeconds: number };
}

/**
 * A person asks a question every few seconds at most; the IP limit leaves room for a household or
 * an office. 20,000 tokens is about forty exchanges with a 500-token reply cap.
 */
export const DEFAULT_CHAT_LIMITS: ChatLimits = {
  perVisitor: { limit: 10, windowMs: MINUTE },
  perIp: { limit: 60, windowMs: 10 * MINUTE },
  dailyTokenBudget: 20_000,
};

type Read = (name: string) => string | undefined;

/** CHAT_DAILY_TOKEN_BUDGET overrides the daily budget; the rate limits have no variable (tests pass their own). */
export function loadChatConfig(read: Read, secureCookies: boolean, problems: string[]): ChatConfig {
  let dailyTokenBudget = DEFAULT_CHAT_LIMITS.dailyTokenBudget;
  const budget = read('CHAT_DAILY_TOKEN_BUDGET');
  if (budget !== undefined) {
    const parsed = /^\d+$/.test(budget) ? Number(budget) : Number.NaN;
    if (Number.isSafeInteger(parsed) && parsed >= 1) dailyTokenBudget = parsed;
    else problems.push(`CHAT_DAILY_TOKEN_BUDGET must be a positive integer (got ${JSON.stringify(budget.slice(0, 80))})`);
  }
  return {
    limits: { ...DEFAULT_CHAT_LIMITS, dailyTokenBudget },
    // Same lifetime as a conversation: a visitor coming back within 30 days finds theirs.
    visitorCookie: { name: secureCookies ? '__Host-hm_chat' : 'hm_chat', secure: secureCookies, maxAgeSeconds: 30 * 24 * 3600 },
  };
}
