import { resolve } from 'node:path';
import { DEFAULT_QUEUE_PREFIX } from '@hm/queue';
import { fileURLToPath } from 'node:url';
import { LOG_LEVELS, NODE_ENVS, type AppConfig, type LogLevel, type NodeEnv } from './app-config.js';
import { DEFAULT_AUTH_LIMITS, REFRESH_REUSE_GRACE_SECONDS, SESSION_LENGTHS, loadOAuthConfig, refreshCookieSettings } from './auth-config.js';
import { DEFAULT_PUBLIC_FORM_LIMITS, loadSupportEmail } from './public-site-config.js';
import { loadChatConfig } from './chat-config.js';
import { loadBlogConfig } from './blog-config.js';
import { loadRealtimeConfig } from './realtime-config.js';

export type Env = Record<string, string | undefined>;

/** Thrown with every problem found, so one start-up attempt reports them all on one line. */
export class InvalidConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`);
    this.name = 'InvalidConfigError';
  }
}

export interface LoadedConfig {
  config: AppConfig;
  /** Things worth a log line once the logger exists (e.g. the dev JWT secret is in use). */
  warnings: string[];
}

// Fixed so that tokens survive restarts in development; refused in production.
const DEV_JWT_SECRET = 'homemate-development-only-jwt-secret-not-for-production';
// src/config and dist/config are both two levels below the api package root.
const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../../web/dist/', import.meta.url));
const MIN_JWT_SECRET_LENGTH = 32;
const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const PASSWORD_RESET_TTL_SECONDS = 3600;
const OAUTH_STATE_TTL_SECONDS = 10 * 60;
const ON_OFF = ['on', 'off'] as const;

export function loadConfig(env: Env): LoadedConfig {
  const problems: string[] = [];
  const warnings: string[] = [];
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };

  const nodeEnv = oneOf<NodeEnv>('NODE_ENV', read('NODE_ENV'), NODE_ENVS, 'development', problems);
  const port = integer('PORT', read('PORT'), { min: 0, max: 65535, fallback: 3000 }, problems);
  const publicUrl = url('PUBLIC_URL', read('PUBLIC_URL'), ['http:', 'https:'], 'an http(s):// URL', problems) ?? 'http://localhost:3000';
  const databaseUrl = requiredUrl('DATABASE_URL', read('DATABASE_URL'), ['postgres:', 'postgresql:'], 'a postgres:// URL', problems);
  if (databaseUrl !== undefined && new URL(databaseUrl).pathname.replace(/^\//, '') === '') {
    problems.push('DATABASE_URL must name a database (e.g. postgres://postgres@127.0.0.1:5432/homemate)');
  }
  const redisUrl = requiredUrl('REDIS_URL', read('REDIS_URL'), ['redis:', 'rediss:'], 'a redis:// URL', problems);
  const trustProxy = integer('TRUST_PROXY', read('TRUST_PROXY'), { min: 0, max: 32, fallback: 0 }, problems);
  const workers = integer('API_WORKERS', read('API_WORKERS'), { min: 1, max: 64, fallback: 1 }, problems);
  const logLevel = oneOf<LogLevel>('LOG_LEVEL', read('LOG_LEVEL'), LOG_LEVELS, 'info', problems);
  // The document maps every route and its fields: a help to attackers on a public site.
  const apiDocs = oneOf('API_DOCS', read('API_DOCS'), ON_OFF, nodeEnv === 'production' ? 'off' : 'on', problems) === 'on';

  let jwtSecret = read('JWT_SECRET');
  let usingDevSecret = false;
  if (jwtSecret !== undefined && jwtSecret.length < MIN_JWT_SECRET_LENGTH) {
    problems.push(`JWT_SECRET must be at least ${MIN_JWT_SECRET_LENGTH} characters (got ${jwtSecret.length})`);
  } else if (jwtSecret === undefined && nodeEnv === 'production') {
    problems.push('JWT_SECRET is required when NODE_ENV=production');
  } else if (jwtSecret === undefined) {
    jwtSecret = DEV_JWT_SECRET;
    usingDevSecret = true;
    warnings.push('JWT_SECRET is not set: using a fixed development secret (never do this in production)');
  }

  const oauth = loadOAuthConfig(read, problems);

  const googleMapsApiKey = read('GOOGLE_MAPS_API_KEY')?.trim() || null;

  const supportEmail = loadSupportEmail(read, nodeEnv, problems, warnings);
  const chat = loadChatConfig(read, nodeEnv === 'production', problems);
  const blog = loadBlogConfig(read, problems);
  const realtime = loadRealtimeConfig(read, publicUrl, nodeEnv, problems);

  const webDistDir = resolve(read('WEB_DIST_DIR') ?? DEFAULT_WEB_DIST_DIR);
  let devMailDir: string | null = null;
  const devMailSetting = read('DEV_MAIL_DIR');
  if (devMailSetting !== undefined && nodeEnv === 'production') {
    warnings.push('DEV_MAIL_DIR is ignored when NODE_ENV=production');
  } else if (devMailSetting !== undefined) {
    devMailDir = resolve(devMailSetting);
  }

  if (problems.length > 0) throw new InvalidConfigError(problems);

  return {
    warnings,
    config: {
      env: nodeEnv,
      http: { port, publicUrl: publicUrl.replace(/\/+$/, ''), trustProxy, workers, apiDocs },
      database: { url: databaseUrl! },
      redis: { url: redisUrl!, keyPrefix: 'hm:', queuePrefix: DEFAULT_QUEUE_PREFIX },
      auth: {
        jwtSecret: jwtSecret!,
        usingDevSecret,
        accessTokenTtlSeconds: ACCESS_TOKEN_TTL_SECONDS,
        ...SESSION_LENGTHS,
        refreshReuseGraceSeconds: REFRESH_REUSE_GRACE_SECONDS,
        refreshCookie: refreshCookieSettings(nodeEnv),
        passwordResetTtlSeconds: PASSWORD_RESET_TTL_SECONDS,
        oauthStateTtlSeconds: OAUTH_STATE_TTL_SECONDS,
        limits: DEFAULT_AUTH_LIMITS,
      },
      oauth,
      web: { distDir: webDistDir },
      publicForms: { supportEmail, limits: DEFAULT_PUBLIC_FORM_LIMITS },
      maps: { googleMapsApiKey },
      chat,
      blog,
      devMail: { dir: devMailDir },
      log: { level: logLevel },
      realtime,
      rateLimit: { limit: 300, windowMs: 60_000 },
    },
  };
}

function oneOf<T extends string>(name: string, value: string | undefined, allowed: readonly T[], fallback: T, problems: string[]): T {
  if (value === undefined) return fallback;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  problems.push(`${name} must be one of ${allowed.join(', ')} (got ${quote(value)})`);
  return fallback;
}

function integer(name: string, value: string | undefined, range: { min: number; max: number; fallback: number }, problems: string[]): number {
  if (value === undefined) return range.fallback;
  const parsed = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (Number.isSafeInteger(parsed) && parsed >= range.min && parsed <= range.max) return parsed;
  problems.push(`${name} must be an integer from ${range.min} to ${range.max} (got ${quote(value)})`);
  return range.fallback;
}

function url(name: string, value: string | undefined, protocols: string[], what: string, problems: string[]): string | undefined {
  if (value === undefined) return undefined;
  const parsed = URL.canParse(value) ? new URL(value) : null;
  if (parsed && protocols.includes(parsed.protocol)) return value;
  problems.push(`${name} must be ${what} (got ${quote(withoutPassword(value))})`);
  return undefined;
}

function requiredUrl(name: string, value: string | undefined, protocols: string[], what: string, problems: string[]): string | undefined {
  if (value === undefined) {
    problems.push(`${name} is required (${what})`);
    return undefined;
  }
  return url(name, value, protocols, what, problems);
}

/** Start-up errors end up in logs: never echo a password found in a connection string. */
function withoutPassword(value: string): string {
  return value.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/@\s]*:)[^@\s]*@/i, '$1***@');
}

function quote(value: string): string {
  const shown = value.length > 80 ? `${value.slice(0, 77)}...` : value;
  return JSON.stringify(shown);
}

/** The only read of process.env in the API. */
export function loadConfigFromProcessEnv(): LoadedConfig {
  return loadConfig(process.env);
}
