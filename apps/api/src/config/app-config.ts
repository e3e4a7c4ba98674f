// The API's settings, parsed once from the environment by loadConfig(). Each consumer
// reads its own section through ConfigService<AppConfig, true>: `config.get('redis', { infer: true })`.

export const NODE_ENVS = ['development', 'test', 'production'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface AppConfig {
  env: NodeEnv;
  http: {
    port: number;
    publicUrl: string;
    /** Number of reverse-proxy hops whose X-Forwarded-* headers are trusted. */
    trustProxy: number;
  };
  database: { url: string };
  redis: {
    url: string;
    /** Prefix of the API's own keys (rate limits, socket streams); tests use their own. */
    keyPrefix: string;
    /** BullMQ key prefix; must match the worker's. */
    queuePrefix: string;
  };
  auth: {
    jwtSecret: string;
    /** True when no JWT_SECRET was given outside production and a fixed dev secret is used. */
    usingDevSecret: boolean;
  };
  admin: {
    /** Protects Bull Board at /admin/queues; null disables the board. */
    token: string | null;
  };
  web: { distDir: string };
  devMail: {
    /** Directory of caught *.eml files shown at /api/dev/mail; null when off (always off in production). */
    dir: string | null;
  };
  log: { level: LogLevel };
  rateLimit: {
    /** Requests allowed per client IP in each window, across all API nodes. */
    limit: number;
    windowMs: number;
  };
}
