import { loadDbCliConfig } from './db-config.js';

const DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/homemate';

describe('DATABASE_URL validation', () => {
  it('accepts a postgres URL naming a database', () => {
    expect(loadDbCliConfig({ DATABASE_URL })).toEqual({ databaseUrl: DATABASE_URL, admin: null, seedDemo: true });
    expect(loadDbCliConfig({ DATABASE_URL: 'postgres://h/db', NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadDbCliConfig({ DATABASE_URL: 'postgresql://u:p@db/app' }).databaseUrl).toBe('postgresql://u:p@db/app');
  });

  it.each([
    [undefined, 'DATABASE_URL is required'],
    ['', 'DATABASE_URL is required'],
    ['not-a-url', 'DATABASE_URL must be a postgres:// URL (got "not-a-url")'],
    ['mysql://localhost/app', 'DATABASE_URL must be a postgres:// URL'],
    ['postgres://localhost', 'DATABASE_URL must name a database'],
  ])('rejects %p naming the variable', (value, message) => {
    expect(() => loadDbCliConfig({ DATABASE_URL: value })).toThrow(message);
  });
});

describe('ADMIN_EMAIL / ADMIN_PASSWORD', () => {
  const admin = (ADMIN_EMAIL: string | undefined, ADMIN_PASSWORD: string | undefined) =>
    loadDbCliConfig({ DATABASE_URL, ADMIN_EMAIL, ADMIN_PASSWORD }).admin;

  it('seeds no admin when neither is set', () => {
    expect(admin(undefined, undefined)).toBeNull();
    expect(admin(' ', '')).toBeNull();
  });

  it('normalises the e-mail and keeps the password', () => {
    expect(admin(' Ops@Example.COM ', 'Operator2026')).toEqual({ email: 'ops@example.com', password: 'Operator2026' });
  });

  it('refuses one without the other, a bad address, and a weak password without printing it', () => {
    expect(() => admin('ops@example.com', undefined)).toThrow('ADMIN_PASSWORD is required when ADMIN_EMAIL is set');
    expect(() => admin(undefined, 'Operator2026')).toThrow('ADMIN_EMAIL is required when ADMIN_PASSWORD is set');
    expect(() => admin('not-an-email', 'Operator2026')).toThrow('ADMIN_EMAIL must be an e-mail address');
    let message = '';
    try {
      admin('ops@example.com', 'weakpass');
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/ADMIN_PASSWORD breaks the password rule \(uppercase, digit\)/);
    expect(message).not.toContain('weakpass');
  });
});
