import { OAUTH_PROVIDERS, REMEMBER_ME_SESSION_TTL_SECONDS, SESSION_TTL_SECONDS, type OAuthProvider } from '@hm/contracts';
import type { AuthLimits, NodeEnv, OAuthProviderConfig } from './app-config.js';

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

export const SESSION_LENGTHS = { sessionTtlSeconds: SESSION_TTL_SECONDS, rememberMeSessionTtlSeconds: REMEMBER_ME_SESSION_TTL_SECONDS };

/**
 * How long a refresh token that was just rotated still answers with its successor instead of
 * counting as stolen: two tabs refreshing at once, or a retry after an answer that was lost. A
 * minute covers the web's next check (every 30 s) after a lost answer; later reuse still revokes.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 60;

/** The `__Host-` prefix makes browsers insist on Secure, Path=/ and no Domain, so it needs https. */
export function refreshCookieSettings(nodeEnv: NodeEnv): { name: string; secure: boolean } {
  return nodeEnv === 'production' ? { name: '__Host-hm_refresh', secure: true } : { name: 'hm_refresh', secure: false };
}

// The providers' real endpoints; every one can be replaced (tests point them at a local server).
const PROVIDER_DEFAULTS: Record<OAuthProvider, Omit<OAuthProviderConfig, 'clientId' | 'clientSecret'>> = {
  google: {
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    profileUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    emailsUrl: null,
  },
  facebook: {
    authorizeUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v19.0/oauth/access_token',
    profileUrl: 'https://graph.facebook.com/v19.0/me',
    emailsUrl: null,
  },
  github: {
    authorizeUrl: 'https://github.com/login/oauth/authorize',
    tokenUrl: 'https://github.com/login/oauth/access_token',
    profileUrl: 'https://api.github.com/user',
    emailsUrl: 'https://api.github.com/user/emails',
  },
};

type Read = (name: string) => string | undefined;

/**
 * OAUTH_<PROVIDER>_CLIENT_ID / _CLIENT_SECRET / _AUTHORIZE_URL / _TOKEN_URL / _PROFILE_URL (and
 * OAUTH_GITHUB_EMAILS_URL). A provider without a client id is off; with one, it needs its secret.
 */
export function loadOAuthConfig(read: Read, problems: string[]): Record<OAuthProvider, OAuthProviderConfig | null> {
  const entries = OAUTH_PROVIDERS.map((provider): [OAuthProvider, OAuthProviderConfig | null] => {
    const prefix = `OAUTH_${provider.toUpperCase()}_`;
    const clientId = read(`${prefix}CLIENT_ID`);
    if (clientId === undefined) return [provider, null];
    const clientSecret = read(`${prefix}CLIENT_SECRET`);
    if (clientSecret === undefined) problems.push(`${prefix}CLIENT_SECRET is required when ${prefix}CLIENT_ID is set`);
    const defaults = PROVIDER_DEFAULTS[provider];
    const endpoint = (suffix: string, fallback: string): string => {
      const name = `${prefix}${suffix}`;
      const value = read(name) ?? fallback;
      if (!URL.canParse(value) || !['http:', 'https:'].includes(new URL(value).protocol)) {
        problems.push(`${name} must be an http(s):// URL (got ${JSON.stringify(value)})`);
      }
      return value;
    };
    return [
      provider,
      {
        clientId,
        clientSecret: clientSecret ?? '',
        authorizeUrl: endpoint('AUTHORIZE_URL', defaults.authorizeUrl),
        tokenUrl: endpoint('TOKEN_URL', defaults.tokenUrl),
        profileUrl: endpoint('PROFILE_URL', defaults.profileUrl),
        emailsUrl: defaults.emailsUrl === null ? null : endpoint('EMAILS_URL', defaults.emailsUrl),
      },
    ];
  });
  return Object.fromEntries(entries) as Record<OAuthProvider, OAuthProviderConfig | null>;
}
