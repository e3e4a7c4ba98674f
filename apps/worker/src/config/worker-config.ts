/** Settings of the worker, parsed and validated once at start-up; nothing else reads process.env. */
export interface WorkerConfig {
  nodeEnv: 'development' | 'test' | 'production';
  logLevel: LogLevel;
  databaseUrl: string;
  redisUrl: string;
  smtpUrl: string;
  mailFrom: string;
  outboxPollMs: number;
  /** Redis key prefix of the queues (not an environment variable: tests use their own). */
  queuePrefix: string;
  /**
   * How long shutdown waits for jobs in hand before dropping them (BullMQ retries a dropped job once
   * its lock expires). Below `docker stop`'s 10 s, so the process ends on its own terms.
   */
  shutdownGraceMs: number;
  /**
   * BullMQ's job lock (JOB_LOCK_MS) and stalled-job check period (JOB_STALLED_CHECK_MS). A worker that
   * dies mid-job (SIGKILL, out of memory, lost host) keeps its jobs locked until the lock expires; the
   * next check after that hands them to another worker. So a job of a dead worker is retried within
   * lock + check period. BullMQ's defaults (30 s each); the fault tests shorten them.
   */
  jobLockMs: number;
  stalledCheckMs: number;
  /** The site's address (PUBLIC_URL): the referrer of chat-completion calls. */
  publicUrl: string;
  /** The chat assistant's completion endpoint (issue 9); offline FAQ assistant when apiKey is null. */
  chat: ChatCompletionSettings;
  /**
   * Key prefix of the API's Socket.IO stream (the API's redis.keyPrefix, not an environment
   * variable: tests use their own), so the worker can push replies to sockets.
   */
  socketKeyPrefix: string;
}

export interface ChatCompletionSettings {
  /** An OpenAI-compatible chat-completions URL (CHAT_API_URL). */
  apiUrl: string;
  /** CHAT_API_KEY; null means offline mode. */
  apiKey: string | null;
  /** CHAT_MODEL */
  model: string;
  /** Sent as X-Title (OpenRouter's app name). */
  appTitle: string;
  /** One attempt's time limit. */
  timeoutMs: number;
}

/** OpenRouter-style default: one key reaches many models; SPEC §7 names a GPT-3.5-class model. */
export const DEFAULT_CHAT_API_URL = 'https://openrouter.ai/api/v1/chat/completions';
export const DEFAULT_CHAT_MODEL = 'openai/gpt-3.5-turbo';

const NODE_ENVS = ['development', 'test', 'production'] as const;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type LogLevel = (typeof LOG_LEVELS)[number];

export class InvalidConfigError extends Error {}

// Echoing a bad value helps, but never with the credentials a URL may carry.
const shown = (value: string): string => value.replace(/\/\/[^/@\s]*@/, '//***@').slice(0, 120);

function url(env: NodeJS.ProcessEnv, name: string, protocols: string[], errors: string[], options: { fallback?: string } = {}): string {
  const value = env[name]?.trim();
  if (!value && options.fallback !== undefined) return options.fallback;
  if (!value) {
    errors.push(`${name} is required (e.g. ${protocols[0]}//...)`);
    return '';
  }
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    errors.push(`${name} must be a URL (got "${shown(value)}")`);
    return '';
  }
  if (!protocols.includes(parsed.protocol)) {
    errors.push(`${name} must use ${protocols.map((p) => `${p}//`).join(' or ')} (got "${parsed.protocol}//...")`);
    return '';
  }
  return value;
}

function oneOf<T extends string>(env: NodeJS.ProcessEnv, name: string, allowed: readonly T[], fallback: T, errors: string[]): T {
  const value = env[name]?.trim() || fallback;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  errors.push(`${name} must be one of ${allowed.join(', ')} (got "${shown(value)}")`);
  return fallback;
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number, errors: string[]): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    errors.push(`${name} must be an integer from ${min} to ${max} (got "${shown(raw)}")`);
    return fallback;
  }
  return value;
}

function mailbox(env: NodeJS.ProcessEnv, name: string, fallback: string, errors: string[]): string {
  const value = env[name]?.trim() || fallback;
  // "Name <addr@host>" or a bare address.
  if (/^([^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/.test(value)) return value;
  errors.push(`${name} must be an e-mail address, optionally as "Name <address>" (got "${shown(value)}")`);
  return fallback;
}

/** Throws InvalidConfigError naming every bad variable, in one message. */
export function loadWorkerConfig(env: NodeJS.ProcessEnv = process.env): WorkerConfig {
  const errors: string[] = [];
  const config: WorkerConfig = {
    nodeEnv: oneOf(env, 'NODE_ENV', NODE_ENVS, 'development', errors),
    logLevel: oneOf(env, 'LOG_LEVEL', LOG_LEVELS, 'info', errors),
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:'], errors),
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:'], errors),
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:'], errors),
    mailFrom: mailbox(env, 'MAIL_FROM', 'HomeMate <no-reply@homemate.local>', errors),
    outboxPollMs: integer(env, 'OUTBOX_POLL_MS', 500, 10, 60_000, errors),
    queuePrefix: 'hm',
    shutdownGraceMs: 7000,
    jobLockMs: integer(env, 'JOB_LOCK_MS', 30_000, 1000, 600_000, errors),
    stalledCheckMs: integer(env, 'JOB_STALLED_CHECK_MS', 30_000, 500, 600_000, errors),
    publicUrl: url(env, 'PUBLIC_URL', ['http:', 'https:'], errors, { fallback: 'http://localhost:3000' }).replace(/\/+$/, ''),
    chat: {
      apiUrl: url(env, 'CHAT_API_URL', ['https:', 'http:'], errors, { fallback: DEFAULT_CHAT_API_URL }),
      apiKey: env['CHAT_API_KEY']?.trim() || null,
      model: env['CHAT_MODEL']?.trim() || DEFAULT_CHAT_MODEL,
      appTitle: 'HomeMate',
      timeoutMs: integer(env, 'CHAT_TIMEOUT_MS', 30_000, 1000, 120_000, errors),
    },
    socketKeyPrefix: 'hm:',
  };
  if (errors.length > 0) throw new InvalidConfigError(`Invalid configuration: ${errors.join('; ')}`);
  return config;
}
