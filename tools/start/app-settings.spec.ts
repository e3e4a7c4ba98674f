import { checkAppSettings } from './app-settings.ts';
import { UserFacingError } from './errors.ts';

const launched = {
  NODE_ENV: 'development',
  PORT: '3000',
  PUBLIC_URL: 'http://localhost:3000',
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/homemate',
  REDIS_URL: 'redis://127.0.0.1:6379',
  SMTP_URL: 'smtp://127.0.0.1:1025',
  JWT_SECRET: 'x'.repeat(64),
};

describe('checkAppSettings', () => {
  it('accepts what the launcher hands to the apps', async () => {
    await expect(checkAppSettings(launched)).resolves.toBeUndefined();
  });

  it("names the API's and the worker's bad variables in one line", async () => {
    const checked = checkAppSettings({ ...launched, PUBLIC_URL: 'localhost:3000', OUTBOX_POLL_MS: 'soon' });
    await expect(checked).rejects.toThrow(UserFacingError);
    await expect(checked).rejects.toThrow(
      'Invalid configuration: PUBLIC_URL must be an http(s):// URL (got "localhost:3000"); OUTBOX_POLL_MS must be an integer from 10 to 60000 (got "soon")',
    );
  });
});
