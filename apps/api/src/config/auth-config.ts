import type { ApiEnv, NodeEnv } from '@hm/config';
import { REMEMBER_ME_SESSION_TTL_SECONDS, SESSION_TTL_SECONDS, type OAuthProvider } from '@hm/contracts';
import type { AuthConfig, AuthLimits, OAuthProviderConfig } from './app-config.js';

const MINUTE = 60_000;

/** Defaults of the accounts limits; tests pass their own through the config object. */
export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  signInPerIp: { limit: 10, windowMs: MINUTE },
  signInFailuresPerEmail: { limit: 5, windowMs: 15 * MINUTE },
  // Many people share one address (a carrier's NAT, an office, a campus): only automation gets
  // this far. The per-e-mail limit, the honeypot and the time trap stop the rest.
  signUpPerIp: { limit: 300, windowMs: 60 * MINUTE },
  signUpPerEmail: { limit: 5, windowMs: 60 * MINUTE },
  forgotPasswordPerIp: { limit: 5, windowMs: 15 * MINUTE },
  forgotPasswordPerEmail: { limit: 3, windowMs: 60 * MINUTE },
  resetPasswordPerIp: { limit: 10, windowMs: 15 * MINUTE },
  // The web refreshes every ~15 minutes per browser; 60 a minute leaves room for many tabs behind one NAT.
  refreshPerIp: { limit: 60, windowMs: MINUTE },
  failureDelay: { baseMs: 250, maxMs: 2000 },
};

const SESSION_LENGTHS = { sessionTtlSeconds: SESSION_TTL_SECONDS, rememberMeSessionTtlSeconds: REMEMBER_ME_SESSION_TTL_SECONDS };

/**
 * How long a refresh token that was just rotated still answers with its successor instead of
 * counting as stolen: two tabs refreshing at once, or a retry after an answer that was lost. A
 * minute covers the web's next check (every 30 s) after a lost answer; later reuse still revokes.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 60;

/** The `__Host-` prefix makes browsers insist on Secure, Path=/ and no Domain, so it needs https. */
function refreshCookieSettings(nodeEnv: NodeEnv): { name: string; secure: boolean } {
  return nodeEnv === 'production' ? { name: '__Host-hm_refresh', secure: true } : { name: 'hm_refresh', secure: false };
}

// Fixed so that tokens survive restarts in development; production refuses to start without JWT_SECRET.
const DEV_JWT_SECRET = 'homemate-development-only-jwt-secret-not-for-production';
const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const PASSWORD_RESET_TTL_SECONDS = 3600;
const OAUTH_STATE_TTL_SECONDS = 10 * 60;

export function authConfig(env: ApiEnv, warnings: string[]): AuthConfig {
  if (env.JWT_SECRET === undefined) warnings.push('JWT_SECRET is not set: using a fixed development secret (never do this in production)');
  return {
    jwtSecret: env.JWT_SECRET ?? DEV_JWT_SECRET,
    usingDevSecret: env.JWT_SECRET === undefined,
    accessTokenTtlSeconds: ACCESS_TOKEN_TTL_SECONDS,
    ...SESSION_LENGTHS,
    refreshReuseGraceSeconds: REFRESH_REUSE_GRACE_SECONDS,
    refreshCookie: refreshCookieSettings(env.NODE_ENV),
    passwordResetTtlSeconds: PASSWORD_RESET_TTL_SECONDS,
    oauthStateTtlSeconds: OAUTH_STATE_TTL_SECONDS,
    limits: DEFAULT_AUTH_LIMITS,
  };
}

/** A provider is on once its client id is set; the endpoints default to the provider's own. */
export function oauthConfig(env: ApiEnv): Record<OAuthProvider, OAuthProviderConfig | null> {
  const provider = (clientId: string | undefined, settings: Omit<OAuthProviderConfig, 'clientId'>) =>
    clientId === undefined ? null : { clientId, ...settings };
  return {
    google: provider(env.OAUTH_GOOGLE_CLIENT_ID, {
      clientSecret: env.OAUTH_GOOGLE_CLIENT_SECRET ?? '',
      authorizeUrl: env.OAUTH_GOOGLE_AUTHORIZE_URL,
      tokenUrl: env.OAUTH_GOOGLE_TOKEN_URL,
      profileUrl: env.OAUTH_GOOGLE_PROFILE_URL,
      emailsUrl: null,
    }),
    facebook: provider(env.OAUTH_FACEBOOK_CLIENT_ID, {
      clientSecret: env.OAUTH_FACEBOOK_CLIENT_SECRET ?? '',
      authorizeUrl: env.OAUTH_FACEBOOK_AUTHORIZE_URL,
      tokenUrl: env.OAUTH_FACEBOOK_TOKEN_URL,
      profileUrl: env.OAUTH_FACEBOOK_PROFILE_URL,
      emailsUrl: null,
    }),
    github: provider(env.OAUTH_GITHUB_CLIENT_ID, {
      clientSecret: env.OAUTH_GITHUB_CLIENT_SECRET ?? '',
      authorizeUrl: env.OAUTH_GITHUB_AUTHORIZE_URL,
      tokenUrl: env.OAUTH_GITHUB_TOKEN_URL,
      profileUrl: env.OAUTH_GITHUB_PROFILE_URL,
      emailsUrl: env.OAUTH_GITHUB_EMAILS_URL,
    }),
  };
}
