import { stripeSettingsOf } from '@hm/bookings';
import { fileURLToPath } from 'node:url';
import { DEV_UNSUBSCRIBE_SECRET, readApiEnv } from '@hm/config';
import { DEFAULT_QUEUE_PREFIX } from '@hm/queue';
import type { AppConfig } from './app-config.js';
import { authConfig, oauthConfig } from './auth-config.js';
import { blogConfig } from './blog-config.js';
import { chatConfig } from './chat-config.js';
import { DEFAULT_PUBLIC_FORM_LIMITS, publicContact, supportEmail } from './public-site-config.js';
import { realtimeConfig } from './realtime-config.js';

export type Env = Record<string, string | undefined>;

/** A reader taps Retry now and then; a script tapping it in a loop is stopped (each retry is a paid call). */
const TRANSLATION_RETRIES_PER_READER = { limit: 10, windowMs: 60_000 };

export interface LoadedConfig {
  config: AppConfig;
  /** Things worth a log line once the logger exists (e.g. the dev JWT secret is in use). */
  warnings: string[];
}

// src/config and dist/config are both two levels below the api package root.
const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/** Throws @hm/config's InvalidConfigError naming every variable that is missing or malformed. */
export function loadConfig(source: Env): LoadedConfig {
  const env = readApiEnv(source);
  const production = env.NODE_ENV === 'production';
  const warnings: string[] = [];
  const auth = authConfig(env, warnings);
  const support = supportEmail(env, warnings);
  if (env.UNSUBSCRIBE_SECRET === undefined)
    warnings.push('UNSUBSCRIBE_SECRET is not set: using a fixed development secret (never do this in production)');
  if (env.DEV_MAIL_DIR !== undefined && production) warnings.push('DEV_MAIL_DIR is ignored when NODE_ENV=production');
  return {
    warnings,
    config: {
      env: env.NODE_ENV,
      http: {
        port: env.PORT,
        publicUrl: env.PUBLIC_URL,
        trustProxy: env.TRUST_PROXY,
        workers: env.API_WORKERS,
        // The document maps every route and its fields: a help to attackers on a public site.
        apiDocs: (env.API_DOCS ?? (production ? 'off' : 'on')) === 'on',
      },
      database: { url: env.DATABASE_URL },
      redis: { url: env.REDIS_URL, keyPrefix: 'hm:', queuePrefix: DEFAULT_QUEUE_PREFIX },
      auth,
      oauth: oauthConfig(env),
      web: { distDir: env.WEB_DIST_DIR ?? DEFAULT_WEB_DIST_DIR },
      publicForms: { supportEmail: support, limits: DEFAULT_PUBLIC_FORM_LIMITS },
      contact: publicContact(env),
      maps: { googleMapsApiKey: env.GOOGLE_MAPS_API_KEY ?? null },
      chat: chatConfig(env),
      blog: blogConfig(env),
      unsubscribe: { secret: env.UNSUBSCRIBE_SECRET ?? DEV_UNSUBSCRIBE_SECRET, perIp: { limit: 30, windowMs: 60_000 } },
      devMail: { dir: production ? null : (env.DEV_MAIL_DIR ?? null) },
      log: { level: env.LOG_LEVEL },
      realtime: realtimeConfig(env),
      metrics: { token: env.METRICS_TOKEN ?? null },
      publicFigures: { cacheSeconds: env.PUBLIC_FIGURES_CACHE_SECONDS },
      messageMail: { delayMs: env.MESSAGE_MAIL_DELAY_MS },
      translation: { enabled: env.CHAT_API_KEY !== undefined, retryPerReader: TRANSLATION_RETRIES_PER_READER },
      money: {
        finalPriceApprovalMarginPercent: env.FINAL_PRICE_APPROVAL_MARGIN_PERCENT,
        platformCommissionPercent: env.PLATFORM_COMMISSION_PERCENT,
        taxRegistrations: { gst: env.GST_REGISTRATION_NUMBER?.trim() || null, qst: env.QST_REGISTRATION_NUMBER?.trim() || null },
        stripe: stripeSettingsOf(env),
      },
      credentials: { licensedJobValueCents: env.LICENSED_JOB_VALUE_CENTS },
      rateLimit: { limit: 300, windowMs: 60_000 },
    },
  };
}

/** The read of process.env in the API (main.ts reads OTEL_EXPORTER_OTLP_ENDPOINT alone before it, through @hm/config). */
export function loadConfigFromProcessEnv(): LoadedConfig {
  return loadConfig(process.env);
}
