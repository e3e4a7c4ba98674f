import { createTestDatabase, type TestDatabase } from '@hm/db/testing';
import type { PublicConfigView } from '@hm/contracts';
import { deleteRedisKeys, startApp, type RunningApp } from '../../testing/test-app.js';
import { TEST_REDIS_URL, testConfig, testRedisPrefix } from '../../testing/test-config.js';

describe('GET /api/public-config', () => {
  let db: TestDatabase;
  let apps: RunningApp[] = [];

  beforeAll(async () => {
    db = await createTestDatabase('hm_test_api_public_config');
  });

  afterEach(async () => {
    for (const app of apps) await app.close();
    apps = [];
  });

  afterAll(async () => {
    await db?.drop();
    await deleteRedisKeys(TEST_REDIS_URL, testRedisPrefix('public-config'));
  });

  async function publicConfig(env: Record<string, string>): Promise<{ status: number; body: PublicConfigView }> {
    const app = await startApp(testConfig({ DATABASE_URL: db.url, LOG_LEVEL: 'fatal', ...env }, { suite: 'public-config' }));
    apps.push(app);
    const response = await fetch(`${app.baseUrl}/api/public-config`);
    return { status: response.status, body: (await response.json()) as PublicConfigView };
  }

  it('hands the browser the maps key and only the sign-in providers that have a client', async () => {
    const { status, body } = await publicConfig({
      GOOGLE_MAPS_API_KEY: ' browser-key-123 ',
      OAUTH_GITHUB_CLIENT_ID: 'github-client',
      OAUTH_GITHUB_CLIENT_SECRET: 'github-secret',
      SUPPORT_EMAIL: 'aide@homemate.example',
      SUPPORT_PHONE: '+1 (438) 555-0123',
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      googleMapsApiKey: 'browser-key-123',
      oauthProviders: ['github'],
      cardPayments: false,
      contact: { email: 'aide@homemate.example', phone: '+14385550123' },
    });
  });

  it('answers null and no providers when nothing is configured (no demo contact outside development), and never leaks a secret', async () => {
    const { body } = await publicConfig({});
    expect(body).toEqual({ googleMapsApiKey: null, oauthProviders: [], cardPayments: false, contact: { email: null, phone: null } });
    expect(JSON.stringify(body)).not.toMatch(/secret/i);
  });
});
