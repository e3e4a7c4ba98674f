import { readEnv, type EnvOf, type EnvSource } from './read-env.js';

/** What the worker reads. */
export const WORKER_VARIABLES = [
  'NODE_ENV',
  'LOG_LEVEL',
  'DATABASE_URL',
  'REDIS_URL',
  'SMTP_URL',
  'MAIL_FROM',
  'OUTBOX_POLL_MS',
  'WORKER_HEALTH_PORT',
  'JOB_LOCK_MS',
  'JOB_STALLED_CHECK_MS',
  'PUBLIC_URL',
  'UNSUBSCRIBE_SECRET',
  'METRICS_TOKEN',
  'OTEL_EXPORTER_OTLP_ENDPOINT',
  'OTEL_TRACES_SAMPLE_PERCENT',
  'CHAT_API_URL',
  'CHAT_API_KEY',
  'CHAT_MODEL',
  'CHAT_TRANSLATION_MODEL',
  'CHAT_TIMEOUT_MS',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_API_HOST',
  'STRIPE_API_PORT',
  'STRIPE_API_PROTOCOL',
  'PLATFORM_COMMISSION_PERCENT',
  'GST_REGISTRATION_NUMBER',
  'QST_REGISTRATION_NUMBER',
] as const;

export type WorkerEnv = EnvOf<(typeof WORKER_VARIABLES)[number]>;

export function readWorkerEnv(source: EnvSource): WorkerEnv {
  return readEnv(WORKER_VARIABLES, source);
}
