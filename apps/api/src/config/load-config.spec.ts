import { InvalidConfigError, loadConfig, type Env } from './load-config.js';

const valid: Env = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/homemate',
  REDIS_URL: 'redis://127.0.0.1:6379',
};

function problemsOf(env: Env): string {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof InvalidConfigError) return error.message;
    throw error;
  }
  throw new Error('expected the configuration to be rejected');
}

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const { config, warnings } = loadConfig(valid);
    expect(config).toMatchObject({
      env: 'development',
      http: { port: 3000, publicUrl: 'http://localhost:3000', trustProxy: 0 },
      database: { url: valid.DATABASE_URL },
      redis: { url: valid.REDIS_URL },
      admin: { token: null },
      devMail: { dir: null },
      log: { level: 'info' },
      rateLimit: { limit: 300, windowMs: 60_000 },
    });
    expect(config.web.distDir).toMatch(/apps\/web\/dist$/);
    expect(config.auth.usingDevSecret).toBe(true);
    expect(config.auth.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(warnings.join('\n')).toMatch(/JWT_SECRET is not set/);
  });

  it('reads every variable', () => {
    const { config, warnings } = loadConfig({
      ...valid,
      NODE_ENV: 'production',
      PORT: '8080',
      PUBLIC_URL: 'https://homemate.example/',
      JWT_SECRET: 'x'.repeat(40),
      ADMIN_TOKEN: 'a'.repeat(16),
      WEB_DIST_DIR: '/srv/web',
      LOG_LEVEL: 'debug',
      TRUST_PROXY: '2',
    });
    expect(config).toMatchObject({
      env: 'production',
      http: { port: 8080, publicUrl: 'https://homemate.example', trustProxy: 2 },
      auth: { jwtSecret: 'x'.repeat(40), usingDevSecret: false },
      admin: { token: 'a'.repeat(16) },
      web: { distDir: '/srv/web' },
      log: { level: 'debug' },
    });
    expect(warnings).toEqual([]);
  });

  it('names the variable and the bad value', () => {
    expect(problemsOf({ ...valid, DATABASE_URL: 'not-a-url' })).toBe('Invalid configuration: DATABASE_URL must be a postgres:// URL (got "not-a-url")');
    expect(problemsOf({ ...valid, REDIS_URL: 'http://localhost' })).toMatch(/^Invalid configuration: REDIS_URL must be a redis:\/\/ URL/);
    expect(problemsOf({ ...valid, PORT: '80a' })).toMatch(/PORT must be an integer from 0 to 65535 \(got "80a"\)/);
    expect(problemsOf({ ...valid, NODE_ENV: 'prod' })).toMatch(/NODE_ENV must be one of development, test, production/);
    expect(problemsOf({ ...valid, LOG_LEVEL: 'verbose' })).toMatch(/LOG_LEVEL must be one of/);
    expect(problemsOf({ ...valid, TRUST_PROXY: '-1' })).toMatch(/TRUST_PROXY must be an integer/);
    expect(problemsOf({ ...valid, PUBLIC_URL: 'localhost:3000' })).toMatch(/PUBLIC_URL must be an http\(s\):\/\/ URL/);
    expect(problemsOf({ ...valid, DATABASE_URL: 'postgres://127.0.0.1:5432' })).toMatch(/DATABASE_URL must name a database/);
  });

  it('reports every problem at once, on one line', () => {
    const message = problemsOf({});
    expect(message).toBe('Invalid configuration: DATABASE_URL is required (a postgres:// URL); REDIS_URL is required (a redis:// URL)');
    expect(message).not.toContain('\n');
  });

  it('never echoes a password from a connection string', () => {
    const message = problemsOf({ ...valid, DATABASE_URL: 'mysql://app:s3cret@db/homemate' });
    expect(message).toContain('DATABASE_URL');
    expect(message).not.toContain('s3cret');
  });

  it('requires a long JWT_SECRET in production, and never prints it', () => {
    expect(problemsOf({ ...valid, NODE_ENV: 'production' })).toMatch(/JWT_SECRET is required when NODE_ENV=production/);
    const message = problemsOf({ ...valid, JWT_SECRET: 'short-secret' });
    expect(message).toMatch(/JWT_SECRET must be at least 32 characters \(got 12\)/);
    expect(message).not.toContain('short-secret');
  });

  it('refuses a short ADMIN_TOKEN', () => {
    expect(problemsOf({ ...valid, ADMIN_TOKEN: 'abc' })).toMatch(/ADMIN_TOKEN must be at least 16 characters/);
  });

  it('enables the dev mail page outside production only', () => {
    expect(loadConfig({ ...valid, DEV_MAIL_DIR: '/tmp/mail' }).config.devMail.dir).toBe('/tmp/mail');
    const production = loadConfig({ ...valid, NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), DEV_MAIL_DIR: '/tmp/mail' });
    expect(production.config.devMail.dir).toBeNull();
    expect(production.warnings.join('\n')).toMatch(/DEV_MAIL_DIR is ignored/);
  });

  it('treats blank variables as unset', () => {
    expect(loadConfig({ ...valid, PORT: '', ADMIN_TOKEN: '  ' }).config).toMatchObject({ http: { port: 3000 }, admin: { token: null } });
  });
});
