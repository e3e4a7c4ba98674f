import { join } from 'node:path';
import { paths, repoRoot } from './paths.ts';
import { readSettings } from './settings.ts';

describe('readSettings', () => {
  it('uses the defaults when nothing is set, and treats empty values as unset', () => {
    expect(readSettings({ DATABASE_URL: '', REDIS_URL: '  ', DEV_MAIL_DIR: '' })).toEqual({
      port: 3000,
      nodeEnv: 'development',
      databaseUrl: undefined,
      redisUrl: undefined,
      smtpUrl: undefined,
      mailDir: paths.mail,
      jwtSecret: undefined,
      adminEmail: undefined,
    });
  });

  it('keeps provided service URLs so nothing is embedded for them', () => {
    const settings = readSettings({ DATABASE_URL: 'postgres://db/x', REDIS_URL: 'redis://r:6379', SMTP_URL: 'smtp://m:25' });
    expect(settings).toMatchObject({ databaseUrl: 'postgres://db/x', redisUrl: 'redis://r:6379', smtpUrl: 'smtp://m:25' });
  });

  it('resolves a relative DEV_MAIL_DIR from the repository root', () => {
    expect(readSettings({ DEV_MAIL_DIR: 'tmp/mail' }).mailDir).toBe(join(repoRoot, 'tmp/mail'));
    expect(readSettings({ DEV_MAIL_DIR: '/var/mail-e2e' }).mailDir).toBe('/var/mail-e2e');
  });

  it.each(['0', '70000', 'abc', '30.5'])('rejects PORT=%s', (port) => {
    expect(() => readSettings({ PORT: port })).toThrow('PORT must be a port number');
  });
});
