import {
  baseUrl,
  bucketName,
  directory,
  email,
  HTTP_URL,
  integer,
  mailbox,
  oneOf,
  origins,
  password,
  phone,
  positiveInteger,
  POSTGRES_URL,
  REDIS_URL,
  requiredUrl,
  secret,
  SMTP_URL,
  text,
  url,
} from './rules.js';

export const NODE_ENVS = ['development', 'test', 'production'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const MIN_JWT_SECRET_LENGTH = 32;

/**
 * UNSUBSCRIBE_SECRET outside production when unset, the same in the API (which signs and checks
 * links) and the worker (which signs the reminder's), so development links keep working.
 */
export const DEV_UNSUBSCRIBE_SECRET = 'homemate-development-only-unsubscribe-secret';

/**
 * Every environment variable of the API, the worker and the database commands, with its rule and
 * its default; .env.example lists the same (read-env.spec.ts checks it). A default that depends on
 * another variable (API_DOCS, S3_ENDPOINT) is applied by the app that reads it.
 */
export const variables = {
  NODE_ENV: oneOf(NODE_ENVS).default('development'),
  LOG_LEVEL: oneOf(LOG_LEVELS).default('info'),
  /** The site's public address, without trailing slash: every absolute link starts with it. */
  PUBLIC_URL: baseUrl(HTTP_URL).default('http://localhost:3000'),
  DATABASE_URL: requiredUrl(POSTGRES_URL),
  REDIS_URL: requiredUrl(REDIS_URL),

  // The API
  PORT: integer(0, 65_535, 3000),
  /** Reverse-proxy hops whose X-Forwarded-* headers are trusted. */
  TRUST_PROXY: integer(0, 32, 0),
  /** Copies of the API sharing the port (node:cluster). */
  API_WORKERS: integer(1, 64, 1),
  /** Unset: on, but off in production. */
  API_DOCS: oneOf(['on', 'off']).optional(),
  /** Unset outside production: a fixed development secret. */
  JWT_SECRET: secret(MIN_JWT_SECRET_LENGTH).optional(),
  /** Signs the unsubscribe links of e-mails (API and worker); unset outside production: a fixed development secret. */
  UNSUBSCRIBE_SECRET: secret(MIN_JWT_SECRET_LENGTH).optional(),
  /** Bearer token a Prometheus scrape of GET /metrics must send (API and worker); unset: metrics off (404). */
  METRICS_TOKEN: secret(16).optional(),
  /** OTLP/HTTP collector (e.g. http://otel-collector:4318) that receives traces (API and worker); unset: tracing off, at no cost. */
  OTEL_EXPORTER_OTLP_ENDPOINT: url(HTTP_URL).optional(),
  /**
   * Percentage of requests whose trace is recorded and exported (the jobs they cause follow their
   * request's choice); the others still carry trace ids. 10 by default: all of them cost about 10 %
   * of the API's throughput under load (BENCHMARKS.md "Metrics and tracing").
   */
  OTEL_TRACES_SAMPLE_PERCENT: integer(0, 100, 10),
  WEB_DIST_DIR: directory().optional(),
  /** Caught mail shown at /api/dev/mail, never in production. */
  DEV_MAIL_DIR: directory().optional(),
  /**
   * Unset: support@homemate.local, with a warning in production. Also the address the site shows
   * visitors (contact page, footer), except in production while unset: then the pages show none.
   */
  SUPPORT_EMAIL: email().optional(),
  /** The support phone the site shows (contact page, footer); unset: no phone shown, except a demo number in development. */
  SUPPORT_PHONE: phone().optional(),
  GOOGLE_MAPS_API_KEY: text(),
  SOCKET_ALLOWED_ORIGINS: origins(),
  CHAT_DAILY_TOKEN_BUDGET: positiveInteger(20_000),
  /**
   * How long the public figures and the landing's reviews are kept before they are counted again, and
   * how long browsers may keep them (docs/public-figures.md); 0: counted for every request.
   */
  PUBLIC_FIGURES_CACHE_SECONDS: integer(0, 3600, 300),
  /** How long a message may stay unread before it is mailed to its reader (docs/notifications.md). */
  MESSAGE_MAIL_DELAY_MS: integer(500, 86_400_000, 600_000),
  /** A final price more than this percent above the estimate waits for the customer's approval (docs/pricing-and-taxes.md). */
  FINAL_PRICE_APPROVAL_MARGIN_PERCENT: integer(0, 1000, 20),
  /** HomeMate's commission on a job's work and materials, fixed on each job when its payment is recorded (docs/pricing-and-taxes.md "Earnings"). */
  PLATFORM_COMMISSION_PERCENT: integer(0, 100, 15),
  /**
   * Handyman and painting jobs worth more than this (cents) need an RBQ licence and an insurance, verified
   * (docs/verified-trades.md); plumbing and electrical always do. Default $5,000.
   */
  LICENSED_JOB_VALUE_CENTS: integer(0, 100_000_000_000, 500_000),
  /** HomeMate's GST and QST registration numbers, printed on receipts (unset: the receipts print none). */
  GST_REGISTRATION_NUMBER: text(),
  QST_REGISTRATION_NUMBER: text(),
  /** Both set: customers pay by card through Stripe (docs/payments-by-card.md); unset: they pay the pro directly. */
  STRIPE_SECRET_KEY: text(),
  STRIPE_WEBHOOK_SECRET: text(),
  /** Where the Stripe SDK sends its calls: Stripe's own unless tests point it at tools/test/stripe-server.ts. */
  STRIPE_API_HOST: text().default('api.stripe.com'),
  STRIPE_API_PORT: integer(1, 65_535, 443),
  STRIPE_API_PROTOCOL: oneOf(['https', 'http'] as const).default('https'),
  // prefault, not default: the default is resolved to an absolute path like a given value.
  UPLOAD_DIR: directory().prefault('.data/uploads'),
  /** Set: uploads go to this bucket instead of UPLOAD_DIR, and the keys are required. */
  S3_BUCKET: bucketName().optional(),
  S3_REGION: text().default('us-east-1'),
  /** Unset: https://s3.<S3_REGION>.amazonaws.com. */
  S3_ENDPOINT: baseUrl(HTTP_URL).optional(),
  S3_ACCESS_KEY_ID: text(),
  S3_SECRET_ACCESS_KEY: text(),

  // Sign-in with each provider: on once its client id is set. The endpoints are the providers' own.
  OAUTH_GOOGLE_CLIENT_ID: text(),
  OAUTH_GOOGLE_CLIENT_SECRET: text(),
  OAUTH_GOOGLE_AUTHORIZE_URL: url(HTTP_URL).default('https://accounts.google.com/o/oauth2/v2/auth'),
  OAUTH_GOOGLE_TOKEN_URL: url(HTTP_URL).default('https://oauth2.googleapis.com/token'),
  OAUTH_GOOGLE_PROFILE_URL: url(HTTP_URL).default('https://openidconnect.googleapis.com/v1/userinfo'),
  OAUTH_FACEBOOK_CLIENT_ID: text(),
  OAUTH_FACEBOOK_CLIENT_SECRET: text(),
  OAUTH_FACEBOOK_AUTHORIZE_URL: url(HTTP_URL).default('https://www.facebook.com/v19.0/dialog/oauth'),
  OAUTH_FACEBOOK_TOKEN_URL: url(HTTP_URL).default('https://graph.facebook.com/v19.0/oauth/access_token'),
  OAUTH_FACEBOOK_PROFILE_URL: url(HTTP_URL).default('https://graph.facebook.com/v19.0/me'),
  OAUTH_GITHUB_CLIENT_ID: text(),
  OAUTH_GITHUB_CLIENT_SECRET: text(),
  OAUTH_GITHUB_AUTHORIZE_URL: url(HTTP_URL).default('https://github.com/login/oauth/authorize'),
  OAUTH_GITHUB_TOKEN_URL: url(HTTP_URL).default('https://github.com/login/oauth/access_token'),
  OAUTH_GITHUB_PROFILE_URL: url(HTTP_URL).default('https://api.github.com/user'),
  /** Where GitHub lists a user's verified addresses. */
  OAUTH_GITHUB_EMAILS_URL: url(HTTP_URL).default('https://api.github.com/user/emails'),

  // The database commands: the operator account the seed makes sure exists, when both are set.
  ADMIN_EMAIL: email().optional(),
  ADMIN_PASSWORD: password().optional(),

  // The worker
  SMTP_URL: requiredUrl(SMTP_URL),
  MAIL_FROM: mailbox().default('HomeMate <no-reply@homemate.local>'),
  /** How often the outbox relay looks for rows to hand to the queues. */
  OUTBOX_POLL_MS: integer(10, 60_000, 500),
  /** The worker's liveness and readiness port (GET /health/live, /health/ready); 0: none. */
  WORKER_HEALTH_PORT: integer(0, 65_535, 0),
  /** BullMQ's job lock and stalled-job check period (its own defaults); the fault tests shorten them. */
  JOB_LOCK_MS: integer(1000, 600_000, 30_000),
  JOB_STALLED_CHECK_MS: integer(500, 600_000, 30_000),
  /** Unset: the assistant answers offline, from the FAQ and the service catalogue, and booking messages are not translated. */
  CHAT_API_KEY: text(),
  /** Any OpenAI-compatible chat-completions endpoint; OpenRouter's reaches many models with one key. */
  CHAT_API_URL: url(HTTP_URL).default('https://openrouter.ai/api/v1/chat/completions'),
  CHAT_MODEL: text().default('openai/gpt-3.5-turbo'),
  /** The model that translates booking messages (docs/messages.md); unset: CHAT_MODEL's. */
  CHAT_TRANSLATION_MODEL: text(),
  /** One completion attempt's time limit. */
  CHAT_TIMEOUT_MS: integer(1000, 120_000, 30_000),
};

export type Variables = typeof variables;
export type VariableName = keyof Variables;

/** A variable that only some values of the others make required. */
export interface RequiredWhen {
  variable: VariableName;
  /** Reads the raw values: the others may be invalid themselves. */
  applies: (env: Readonly<Record<string, unknown>>) => boolean;
  /** Ends "X is required …". */
  when: string;
}

export const requiredWhen: readonly RequiredWhen[] = [
  { variable: 'JWT_SECRET', applies: (env) => env['NODE_ENV'] === 'production', when: 'when NODE_ENV=production' },
  { variable: 'UNSUBSCRIBE_SECRET', applies: (env) => env['NODE_ENV'] === 'production', when: 'when NODE_ENV=production' },
  ...(['GOOGLE', 'FACEBOOK', 'GITHUB'] as const).map((provider): RequiredWhen => ({
    variable: `OAUTH_${provider}_CLIENT_SECRET`,
    applies: (env) => env[`OAUTH_${provider}_CLIENT_ID`] !== undefined,
    when: `when OAUTH_${provider}_CLIENT_ID is set`,
  })),
  { variable: 'ADMIN_PASSWORD', applies: (env) => env['ADMIN_EMAIL'] !== undefined, when: 'when ADMIN_EMAIL is set' },
  { variable: 'ADMIN_EMAIL', applies: (env) => env['ADMIN_PASSWORD'] !== undefined, when: 'when ADMIN_PASSWORD is set' },
  { variable: 'S3_ACCESS_KEY_ID', applies: (env) => env['S3_BUCKET'] !== undefined, when: 'when S3_BUCKET is set' },
  { variable: 'S3_SECRET_ACCESS_KEY', applies: (env) => env['S3_BUCKET'] !== undefined, when: 'when S3_BUCKET is set' },
];
