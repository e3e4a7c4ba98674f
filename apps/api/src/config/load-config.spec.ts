import { InvalidConfigError } from '@hm/config';
import { loadConfig, type Env } from './load-config.js';

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
      http: { port: 3000, publicUrl: 'http://localhost:3000', trustProxy: 0, apiDocs: true },
      database: { url: valid.DATABASE_URL },
      redis: { url: valid.REDIS_URL },
      oauth: { google: null, facebook: null, github: null },
      devMail: { dir: null },
      log: { level: 'info' },
      rateLimit: { limit: 300, windowMs: 60_000 },
    });
    expect(config.web.distDir).toMatch(/apps\/web\/dist$/);
    expect(config.auth).toMatchObject({
      usingDevSecret: true,
      accessTokenTtlSeconds: 900,
      sessionTtlSeconds: 3600,
      rememberMeSessionTtlSeconds: 2_592_000,
      refreshReuseGraceSeconds: 60,
      refreshCookie: { name: 'hm_refresh', secure: false },
      passwordResetTtlSeconds: 3600,
    });
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
      UNSUBSCRIBE_SECRET: 'u'.repeat(40),
      WEB_DIST_DIR: '/srv/web',
      LOG_LEVEL: 'debug',
      TRUST_PROXY: '2',
      SUPPORT_EMAIL: 'aide@homemate.example',
    });
    expect(config).toMatchObject({
      env: 'production',
      http: { port: 8080, publicUrl: 'https://homemate.example', trustProxy: 2 },
      auth: { jwtSecret: 'x'.repeat(40), usingDevSecret: false, refreshCookie: { name: '__Host-hm_refresh', secure: true } },
      unsubscribe: { secret: 'u'.repeat(40) },
      web: { distDir: '/srv/web' },
      log: { level: 'debug' },
      publicForms: { supportEmail: 'aide@homemate.example' },
    });
    expect(warnings).toEqual([]);
  });

  it('names the variable and the bad value', () => {
    expect(problemsOf({ ...valid, DATABASE_URL: 'not-a-url' })).toBe(
      'Invalid configuration: DATABASE_URL must be a postgres:// URL (got "not-a-url")',
    );
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
    expect(problemsOf({ ...valid, NODE_ENV: 'production' })).toMatch(/UNSUBSCRIBE_SECRET is required when NODE_ENV=production/);
    const message = problemsOf({ ...valid, JWT_SECRET: 'short-secret' });
    expect(message).toMatch(/JWT_SECRET must be at least 32 characters \(got 12\)/);
    expect(message).not.toContain('short-secret');
  });

  it('turns on an OAuth provider with its client id, with the real endpoints unless replaced', () => {
    const { config } = loadConfig({
      ...valid,
      OAUTH_GOOGLE_CLIENT_ID: 'google-id',
      OAUTH_GOOGLE_CLIENT_SECRET: 'google-secret',
      OAUTH_GITHUB_CLIENT_ID: 'gh-id',
      OAUTH_GITHUB_CLIENT_SECRET: 'gh-secret',
      OAUTH_GITHUB_AUTHORIZE_URL: 'http://127.0.0.1:9000/authorize',
      OAUTH_GITHUB_TOKEN_URL: 'http://127.0.0.1:9000/token',
      OAUTH_GITHUB_PROFILE_URL: 'http://127.0.0.1:9000/user',
      OAUTH_GITHUB_EMAILS_URL: 'http://127.0.0.1:9000/user/emails',
    });
    expect(config.oauth.facebook).toBeNull();
    expect(config.oauth.google).toEqual({
      clientId: 'google-id',
      clientSecret: 'google-secret',
      authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: 'https://oauth2.googleapis.com/token',
      profileUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
      emailsUrl: null,
    });
    expect(config.oauth.github).toEqual({
      clientId: 'gh-id',
      clientSecret: 'gh-secret',
      authorizeUrl: 'http://127.0.0.1:9000/authorize',
      tokenUrl: 'http://127.0.0.1:9000/token',
      profileUrl: 'http://127.0.0.1:9000/user',
      emailsUrl: 'http://127.0.0.1:9000/user/emails',
    });
  });

  it('refuses an OAuth provider without its secret or with a malformed endpoint', () => {
    expect(problemsOf({ ...valid, OAUTH_FACEBOOK_CLIENT_ID: 'fb' })).toMatch(
      /OAUTH_FACEBOOK_CLIENT_SECRET is required when OAUTH_FACEBOOK_CLIENT_ID is set/,
    );
    expect(
      problemsOf({ ...valid, OAUTH_GOOGLE_CLIENT_ID: 'g', OAUTH_GOOGLE_CLIENT_SECRET: 's', OAUTH_GOOGLE_TOKEN_URL: 'ftp://x' }),
    ).toMatch(/OAUTH_GOOGLE_TOKEN_URL must be an http\(s\):\/\/ URL/);
  });

  it('enables the dev mail page outside production only', () => {
    expect(loadConfig({ ...valid, DEV_MAIL_DIR: '/tmp/mail' }).config.devMail.dir).toBe('/tmp/mail');
    const production = loadConfig({
      ...valid,
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      UNSUBSCRIBE_SECRET: 'u'.repeat(32),
      DEV_MAIL_DIR: '/tmp/mail',
    });
    expect(production.config.devMail.dir).toBeNull();
    expect(production.warnings.join('\n')).toMatch(/DEV_MAIL_DIR is ignored/);
  });

  it('serves the API docs outside production, and in production only with API_DOCS=on', () => {
    const production = { ...valid, NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), UNSUBSCRIBE_SECRET: 'u'.repeat(32) };
    expect(loadConfig({ ...valid, NODE_ENV: 'test' }).config.http.apiDocs).toBe(true);
    expect(loadConfig({ ...valid, API_DOCS: 'off' }).config.http.apiDocs).toBe(false);
    expect(loadConfig(production).config.http.apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: 'on' }).config.http.apiDocs).toBe(true);
    expect(problemsOf({ ...valid, API_DOCS: 'yes' })).toMatch(/API_DOCS must be one of on, off \(got "yes"\)/);
  });

  it('treats blank variables as unset', () => {
    expect(loadConfig({ ...valid, PORT: '', OAUTH_GOOGLE_CLIENT_ID: '  ' }).config).toMatchObject({
      http: { port: 3000 },
      oauth: { google: null },
    });
  });

  it('translates booking messages only when CHAT_API_KEY is set (the worker holds the key; the API only knows whether)', () => {
    expect(loadConfig(valid).config.translation.enabled).toBe(false);
    expect(loadConfig({ ...valid, CHAT_API_KEY: ' ' }).config.translation.enabled).toBe(false);
    expect(loadConfig({ ...valid, CHAT_API_KEY: 'sk-x' }).config.translation.enabled).toBe(true);
  });
});
