import { loadDbCliConfig, parseDatabaseUrl } from './db-config.js';

describe('DATABASE_URL validation', () => {
  it('accepts a postgres URL naming a database', () => {
    expect(loadDbCliConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/homemate' })).toEqual({
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/homemate',
    });
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
