import type { AppConfig } from '../config/app-config.js';
import { loadConfig, type Env } from '../config/load-config.js';

export const TEST_REDIS_URL = 'redis://127.0.0.1:6379';
export const TEST_ADMIN_TOKEN = 'test-admin-token-0123456789';
export const TEST_JWT_SECRET = 'test-jwt-secret-test-jwt-secret-0123456789';

/** Keys of one test run, apart from the dev server's ("hm:") and from other runs. */
export const testRedisPrefix = (suite: string): string => `hm-test-api:${suite}:${process.pid}:`;

/**
 * Settings as the API would parse them from these variables, plus test-only knobs that have no
 * environment variable (Redis key prefixes, rate limit).
 */
export function testConfig(env: Env & { DATABASE_URL: string }, overrides: { suite: string; rateLimit?: AppConfig['rateLimit'] }): AppConfig {
  const { config } = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    REDIS_URL: TEST_REDIS_URL,
    JWT_SECRET: TEST_JWT_SECRET,
    ADMIN_TOKEN: TEST_ADMIN_TOKEN,
    ...env,
  });
  const prefix = testRedisPrefix(overrides.suite);
  return {
    ...config,
    redis: { ...config.redis, keyPrefix: prefix, queuePrefix: prefix.slice(0, -1) },
    rateLimit: overrides.rateLimit ?? config.rateLimit,
  };
}
