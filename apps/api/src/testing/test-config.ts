import type { AppConfig, AuthLimits } from '../config/app-config.js';
import { loadConfig, type Env } from '../config/load-config.js';

export const TEST_REDIS_URL = 'redis://127.0.0.1:6379';
export const TEST_JWT_SECRET = 'test-jwt-secret-test-jwt-secret-0123456789';
export const TEST_UNSUBSCRIBE_SECRET = 'test-unsubscribe-secret-test-unsubscribe-0123';

/** Keys of one test run, apart from the dev server's ("hm:") and from other runs. */
export const testRedisPrefix = (suite: string): string => `hm-test-api:${suite}:${process.pid}:`;

const roomy = { limit: 10_000, windowMs: 60_000 };

/** Accounts limits that tests never reach (suites about limits pass their own), and no failure delay. */
export const ROOMY_AUTH_LIMITS: AuthLimits = {
  signInPerIp: roomy,
  signInFailuresPerEmail: roomy,
  signUpPerIp: roomy,
  signUpPerEmail: roomy,
  forgotPasswordPerIp: roomy,
  forgotPasswordPerEmail: roomy,
  resetPasswordPerIp: roomy,
  refreshPerIp: roomy,
  failureDelay: { baseMs: 0, maxMs: 0 },
};

export interface TestConfigOverrides {
  suite: string;
  rateLimit?: AppConfig['rateLimit'];
  authLimits?: Partial<AuthLimits>;
}

/**
 * Settings as the API would parse them from these variables, plus test-only knobs that have no
 * environment variable (Redis key prefixes, rate limits).
 */
export function testConfig(env: Env & { DATABASE_URL: string }, overrides: TestConfigOverrides): AppConfig {
  const { config } = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    REDIS_URL: TEST_REDIS_URL,
    JWT_SECRET: TEST_JWT_SECRET,
    UNSUBSCRIBE_SECRET: TEST_UNSUBSCRIBE_SECRET,
    ...env,
  });
  const prefix = testRedisPrefix(overrides.suite);
  return {
    ...config,
    redis: { ...config.redis, keyPrefix: prefix, queuePrefix: prefix.slice(0, -1) },
    rateLimit: overrides.rateLimit ?? config.rateLimit,
    auth: { ...config.auth, limits: { ...ROOMY_AUTH_LIMITS, ...overrides.authLimits } },
  };
}
