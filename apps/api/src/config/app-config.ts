import type { StripeSettings } from '@hm/bookings';
import type { LogLevel, NodeEnv } from '@hm/config';
import type { OAuthProvider, PublicContact } from '@hm/contracts';
import type { BlogConfig } from './blog-config.js';
import type { ChatConfig } from './chat-config.js';
import type { PublicFormLimits } from './public-site-config.js';
import type { RateLimitRule } from './rate-limit-rule.js';
import type { RealtimeConfig } from './realtime-config.js';

export type { RateLimitRule };

// The API's settings, built once from the environment by loadConfig(). Each consumer
// reads its own section through ConfigService<AppConfig, true>: `config.get('redis', { infer: true })`.
// The sections' own files import nothing from here.

/** Limits of the accounts routes, counted in Redis across every API node. */
export interface AuthLimits {
  signInPerIp: RateLimitRule;
  /** Failed sign-ins per e-mail; past the limit the address is locked until the window ends. */
  signInFailuresPerEmail: RateLimitRule;
  signUpPerIp: RateLimitRule;
  signUpPerEmail: RateLimitRule;
  forgotPasswordPerIp: RateLimitRule;
  forgotPasswordPerEmail: RateLimitRule;
  resetPasswordPerIp: RateLimitRule;
  refreshPerIp: RateLimitRule;
  /** A failed sign-in answers after baseMs * 2^(failures - 1), at most maxMs: guessing slows down. */
  failureDelay: { baseMs: number; maxMs: number };
}

export interface AuthConfig {
  jwtSecret: string;
  /** True when no JWT_SECRET was given outside production and a fixed dev secret is used. */
  usingDevSecret: boolean;
  accessTokenTtlSeconds: number;
  /** 3600 s, or 2592000 s with "remember me". */
  sessionTtlSeconds: number;
  rememberMeSessionTtlSeconds: number;
  /** How long a just-rotated refresh token still gets its successor back instead of revoking the sign-in. */
  refreshReuseGraceSeconds: number;
  /** Refresh-token cookie: `__Host-hm_refresh` and Secure in production, `hm_refresh` over http otherwise. */
  refreshCookie: { name: string; secure: boolean };
  passwordResetTtlSeconds: number;
  /** How long a user has to come back from an OAuth provider. */
  oauthStateTtlSeconds: number;
  limits: AuthLimits;
}

export interface OAuthProviderConfig {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  profileUrl: string;
  /** GitHub only: where the verified addresses are listed. */
  emailsUrl: string | null;
}

export interface AppConfig {
  env: NodeEnv;
  http: {
    port: number;
    publicUrl: string;
    /** Number of reverse-proxy hops whose X-Forwarded-* headers are trusted. */
    trustProxy: number;
    /** API_WORKERS: copies of the API sharing the port (node:cluster); 1 runs it in this process. */
    workers: number;
    /** API_DOCS: Swagger UI at /api/docs and the OpenAPI document at /api/docs-json (off in production unless asked for). */
    apiDocs: boolean;
  };
  database: { url: string };
  redis: {
    url: string;
    /** Prefix of the API's own keys (rate limits, socket streams); tests use their own. */
    keyPrefix: string;
    /** BullMQ key prefix; must match the worker's. */
    queuePrefix: string;
  };
  auth: AuthConfig;
  /** Sign-in with each provider; null when its OAUTH_<PROVIDER>_CLIENT_ID is not set. */
  oauth: Record<OAuthProvider, OAuthProviderConfig | null>;
  web: { distDir: string };
  /** The public site's forms: SUPPORT_EMAIL is told about contact messages and FAQ questions. */
  publicForms: { supportEmail: string; limits: PublicFormLimits };
  /** SUPPORT_EMAIL and SUPPORT_PHONE as the site shows them (demo values in development only). */
  contact: PublicContact;
  /** GOOGLE_MAPS_API_KEY: the browser key of the address autocomplete, handed to the web at run time. */
  maps: { googleMapsApiKey: string | null };
  /** The chat assistant: abuse limits and the visitor cookie. */
  chat: ChatConfig;
  /** The blog: image uploads. */
  blog: BlogConfig;
  /** The e-mails' unsubscribe links (docs/notifications.md). */
  unsubscribe: {
    /** UNSUBSCRIBE_SECRET: signs and checks the links; the worker signs with the same. */
    secret: string;
    /** Unsubscribes per client IP: a token cannot be guessed, but nobody may try millions. */
    perIp: RateLimitRule;
  };
  devMail: {
    /** Directory of caught *.eml files shown at /api/dev/mail; null when off (always off in production). */
    dir: string | null;
  };
  log: { level: LogLevel };
  /** METRICS_TOKEN: the bearer token of GET /metrics (docs/operations.md "Metrics"); null: metrics off. */
  metrics: { token: string | null };
  /** Socket.IO: who may connect, and how many events a connection and a user may send. */
  realtime: RealtimeConfig;
  /** PUBLIC_FIGURES_CACHE_SECONDS: how long the public figures (and the landing's reviews) are kept before they are counted again. */
  publicFigures: { cacheSeconds: number };
  /** MESSAGE_MAIL_DELAY_MS: a message still unread this long after it was written is mailed to its reader. */
  messageMail: { delayMs: number };
  /**
   * Booking messages translated for a reader of another language (docs/messages.md): on when
   * CHAT_API_KEY is set (the worker calls the service; the API only sends it the messages), and how
   * often one reader may ask again for a translation that was unavailable.
   */
  translation: { enabled: boolean; retryPerReader: RateLimitRule };
  /** FINAL_PRICE_APPROVAL_MARGIN_PERCENT: how far above the estimate a final price may be without the customer's approval. */
  money: {
    finalPriceApprovalMarginPercent: number;
    /** PLATFORM_COMMISSION_PERCENT: HomeMate's commission on a job's work and materials. */
    platformCommissionPercent: number;
    /** GST_REGISTRATION_NUMBER and QST_REGISTRATION_NUMBER, printed on receipts; null when unset. */
    taxRegistrations: { gst: string | null; qst: string | null };
    /** STRIPE_*: card payments (docs/payments-by-card.md); null: the customer pays the pro directly. */
    stripe: StripeSettings | null;
  };
  /** LICENSED_JOB_VALUE_CENTS: handyman and painting jobs above it need a verified RBQ licence and insurance (docs/verified-trades.md). */
  credentials: { licensedJobValueCents: number };
  rateLimit: {
    /** Requests allowed per client IP in each window, across all API nodes. */
    limit: number;
    windowMs: number;
  };
}
