import { stripeSettingsOf, type StripeSettings } from '@hm/bookings';
import { DEV_UNSUBSCRIBE_SECRET, readWorkerEnv, type EnvSource, type LogLevel, type NodeEnv } from '@hm/config';

/** Settings of the worker, parsed and validated once at start-up; nothing else reads process.env. */
export interface WorkerConfig {
  nodeEnv: NodeEnv;
  logLevel: LogLevel;
  databaseUrl: string;
  redisUrl: string;
  smtpUrl: string;
  mailFrom: string;
  outboxPollMs: number;
  /** WORKER_HEALTH_PORT: where /health/live and /health/ready answer; 0: no health server. */
  healthPort: number;
  /** METRICS_TOKEN: the bearer token of GET /metrics on the health port; null: metrics off. */
  metricsToken: string | null;
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
  /** The site's address (PUBLIC_URL): the referrer of chat-completion calls, the host of unsubscribe links. */
  publicUrl: string;
  /** UNSUBSCRIBE_SECRET, the API's: signs the unsubscribe link of the reminder. */
  unsubscribeSecret: string;
  /** The chat assistant's completion endpoint; offline FAQ assistant when apiKey is null. */
  chat: ChatCompletionSettings;
  /**
   * Key prefix of the API's Socket.IO stream (the API's redis.keyPrefix, not an environment
   * variable: tests use their own), so the worker can push replies to sockets.
   */
  socketKeyPrefix: string;
  /** STRIPE_*: card payments (docs/payments-by-card.md); null: off. */
  stripe: StripeSettings | null;
  /** Commission and receipts of card payments, as the API's (PLATFORM_COMMISSION_PERCENT, *_REGISTRATION_NUMBER). */
  money: { platformCommissionPercent: number; taxRegistrations: { gst: string | null; qst: string | null } };
}

export interface ChatCompletionSettings {
  /** An OpenAI-compatible chat-completions URL (CHAT_API_URL). */
  apiUrl: string;
  /** CHAT_API_KEY; null means offline mode. */
  apiKey: string | null;
  /** CHAT_MODEL */
  model: string;
  /** CHAT_TRANSLATION_MODEL, else CHAT_MODEL: the model that translates booking messages (docs/messages.md). */
  translationModel: string;
  /** Sent as X-Title (OpenRouter's app name). */
  appTitle: string;
  /** One attempt's time limit. */
  timeoutMs: number;
}

/** Throws @hm/config's InvalidConfigError naming every variable that is missing or malformed. */
export function loadWorkerConfig(source: EnvSource = process.env): WorkerConfig {
  const env = readWorkerEnv(source);
  return {
    nodeEnv: env.NODE_ENV,
    logLevel: env.LOG_LEVEL,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    outboxPollMs: env.OUTBOX_POLL_MS,
    healthPort: env.WORKER_HEALTH_PORT,
    metricsToken: env.METRICS_TOKEN ?? null,
    queuePrefix: 'hm',
    shutdownGraceMs: 7000,
    jobLockMs: env.JOB_LOCK_MS,
    stalledCheckMs: env.JOB_STALLED_CHECK_MS,
    publicUrl: env.PUBLIC_URL,
    unsubscribeSecret: env.UNSUBSCRIBE_SECRET ?? DEV_UNSUBSCRIBE_SECRET,
    chat: {
      apiUrl: env.CHAT_API_URL,
      apiKey: env.CHAT_API_KEY ?? null,
      model: env.CHAT_MODEL,
      translationModel: env.CHAT_TRANSLATION_MODEL ?? env.CHAT_MODEL,
      appTitle: 'HomeMate',
      timeoutMs: env.CHAT_TIMEOUT_MS,
    },
    socketKeyPrefix: 'hm:',
    stripe: stripeSettingsOf(env),
    money: {
      platformCommissionPercent: env.PLATFORM_COMMISSION_PERCENT,
      taxRegistrations: { gst: env.GST_REGISTRATION_NUMBER?.trim() || null, qst: env.QST_REGISTRATION_NUMBER?.trim() || null },
    },
  };
}
