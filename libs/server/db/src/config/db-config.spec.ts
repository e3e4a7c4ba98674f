import { loadDbCliConfig, parseDatabaseUrl, parseSeedAdmin } from './db-config.js';

describe('DATABASE_URL validation', () => {
  it('accepts a postgres URL naming a database', () => {
    expect(loadDbCliConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/homemate' })).toEqual({
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/homemate',
      admin: null,
      seedDemo: true,
    });
    expect(loadDbCliConfig({ DATABASE_URL: 'postgres://h/db', NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(parseDatabaseUrl('postgresql://u:p@db/app')).toBe('postgresql://u:p@db/app');
  });

  it.each([
    [undefined, 'DATABASE_URL is required'],
    ['', 'DATABASE_URL is required'],
    ['not-a-url', 'DATABASE_URL must be a URL (got "not-a-url")'],
    ['mysql://localhost/app', 'DATABASE_URL must start with postgres://'],
    ['postgres://localhost', 'DATABASE_URL must name a database'],
  ])('rejects %p naming the variable', (value, message) => {
    expect(() => loadDbCliConfig({ DATABASE_URL: value })).toThrow(message);
  });
});

describe('ADMIN_EMAIL / ADMIN_PASSWORD', () => {
  it('seeds no admin when neither is set', () => {
    expect(parseSeedAdmin(undefined, undefined)).toBeNull();
    expect(parseSeedAdmin(' ', '')).toBeNull();
  });

  it('normalises the e-mail and keeps the password as given', () => {
    expect(parseSeedAdmin(' Ops@Example.COM ', 'Operator2026')).toEqual({ email: 'ops@example.com', password: 'Operator2026' });
    expect(loadDbCliConfig({ DATABASE_URL: 'postgres://h/db', ADMIN_EMAIL: 'ops@example.com', ADMIN_PASSWORD: 'Operator2026' }).admin).toEqual({
      email: 'ops@example.com',
      password: 'Operator2026',
    });
  });

  it('refuses one without the other, a bad address, and a weak password without printing it', () => {
    expect(() => parseSeedAdmin('ops@example.com', undefined)).toThrow('must be set together');
    expect(() => parseSeedAdmin(undefined, 'Operator2026')).toThrow('must be set together');
    expect(() => parseSeedAdmin('not-an-email', 'Operator2026')).toThrow('ADMIN_EMAIL must be an e-mail address');
    let message = '';
    try {
      parseSeedAdmin('ops@example.com', 'weakpass');
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/ADMIN_PASSWORD breaks the password rule \(uppercase, digit\)/);
    expect(message).not.toContain('weakpass');
  });
});
