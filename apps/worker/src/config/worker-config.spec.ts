import { DEV_UNSUBSCRIBE_SECRET, InvalidConfigError } from '@hm/config';
import { loadWorkerConfig } from './worker-config.js';

const valid = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/homemate',
  REDIS_URL: 'redis://127.0.0.1:6379',
  SMTP_URL: 'smtp://127.0.0.1:1025',
};

describe('loadWorkerConfig', () => {
  it('parses a valid environment and applies the documented defaults', () => {
    expect(loadWorkerConfig(valid)).toEqual({
      nodeEnv: 'development',
      logLevel: 'info',
      databaseUrl: valid.DATABASE_URL,
      redisUrl: valid.REDIS_URL,
      smtpUrl: valid.SMTP_URL,
      mailFrom: 'HomeMate <no-reply@homemate.local>',
      outboxPollMs: 500,
      healthPort: 0,
      metricsToken: null,
      queuePrefix: 'hm',
      shutdownGraceMs: 7000,
      jobLockMs: 30_000,
      stalledCheckMs: 30_000,
      publicUrl: 'http://localhost:3000',
      unsubscribeSecret: DEV_UNSUBSCRIBE_SECRET,
      chat: {
        apiUrl: 'https://openrouter.ai/api/v1/chat/completions',
        apiKey: null,
        model: 'openai/gpt-3.5-turbo',
        translationModel: 'openai/gpt-3.5-turbo',
        appTitle: 'HomeMate',
        timeoutMs: 30_000,
      },
      socketKeyPrefix: 'hm:',
      stripe: null,
      money: { platformCommissionPercent: 15, taxRegistrations: { gst: null, qst: null } },
    });
  });

  it('reads the chat assistant settings (a key turns the offline assistant off)', () => {
    const config = loadWorkerConfig({
      ...valid,
      PUBLIC_URL: 'https://homemate.example/',
      CHAT_API_URL: 'http://127.0.0.1:4010/v1/chat/completions',
      CHAT_API_KEY: ' sk-test ',
      CHAT_MODEL: 'mistralai/mistral-small',
    });
    expect(config.chat.translationModel).toBe('mistralai/mistral-small');
    expect(loadWorkerConfig({ ...valid, CHAT_TRANSLATION_MODEL: 'openai/gpt-4o-mini' }).chat.translationModel).toBe('openai/gpt-4o-mini');
    expect(config.publicUrl).toBe('https://homemate.example');
    expect(config.chat).toMatchObject({
      apiUrl: 'http://127.0.0.1:4010/v1/chat/completions',
      apiKey: 'sk-test',
      model: 'mistralai/mistral-small',
    });
    expect(() => loadWorkerConfig({ ...valid, CHAT_API_URL: 'ftp://x' })).toThrow('CHAT_API_URL must be an http(s):// URL (got "ftp://x")');
  });

  it('reads the optional variables', () => {
    const config = loadWorkerConfig({
      ...valid,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      MAIL_FROM: 'ops@example.com',
      OUTBOX_POLL_MS: '250',
      WORKER_HEALTH_PORT: '9464',
      UNSUBSCRIBE_SECRET: 'u'.repeat(32),
    });
    expect(config).toMatchObject({
      nodeEnv: 'production',
      logLevel: 'warn',
      mailFrom: 'ops@example.com',
      outboxPollMs: 250,
      healthPort: 9464,
      metricsToken: null,
      unsubscribeSecret: 'u'.repeat(32),
    });
  });

  it('requires UNSUBSCRIBE_SECRET in production: links it signs must verify in the API', () => {
    expect(() => loadWorkerConfig({ ...valid, NODE_ENV: 'production' })).toThrow('UNSUBSCRIBE_SECRET is required when NODE_ENV=production');
  });

  it.each([
    [{ SMTP_URL: 'x' }, 'Invalid configuration: SMTP_URL must be an smtp:// URL (got "x")'],
    [{ SMTP_URL: undefined }, 'SMTP_URL is required'],
    [{ DATABASE_URL: 'not-a-url' }, 'DATABASE_URL must be a postgres:// URL (got "not-a-url")'],
    [{ DATABASE_URL: 'mysql://u:secret@h/db' }, 'DATABASE_URL must be a postgres:// URL (got "mysql://***@h/db")'],
    [{ REDIS_URL: 'http://127.0.0.1:6379' }, 'REDIS_URL must be a redis:// URL (got "http://127.0.0.1:6379")'],
    [{ OUTBOX_POLL_MS: 'soon' }, 'OUTBOX_POLL_MS must be an integer from 10 to 60000 (got "soon")'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV must be one of development, test, production (got "staging")'],
    [{ MAIL_FROM: 'nobody' }, 'MAIL_FROM must be an e-mail address'],
  ])('rejects %p with a message naming the variable', (override, message) => {
    expect(() => loadWorkerConfig({ ...valid, ...override })).toThrow(InvalidConfigError);
    expect(() => loadWorkerConfig({ ...valid, ...override })).toThrow(message);
  });

  it('names every bad variable at once and never echoes a password', () => {
    let message = '';
    try {
      loadWorkerConfig({ DATABASE_URL: 'postgres//u:hunter2@db', SMTP_URL: 'x' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('DATABASE_URL');
    expect(message).toContain('REDIS_URL is required');
    expect(message).toContain('SMTP_URL');
    expect(message).not.toContain('hunter2');
  });
});
