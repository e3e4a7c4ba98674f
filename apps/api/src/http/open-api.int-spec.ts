import { createTestDatabase, type TestDatabase } from '@hm/db/testing';
import { deleteRedisKeys, startApp } from '../testing/test-app.js';
import { TEST_REDIS_URL, testConfig, testRedisPrefix } from '../testing/test-config.js';

const SUITE = 'open-api';

/** The status of /api/docs and /api/docs-json on the real application built from these variables. */
async function docsStatuses(db: TestDatabase, env: Record<string, string>): Promise<number[]> {
  const running = await startApp(testConfig({ DATABASE_URL: db.url, LOG_LEVEL: 'error', ...env }, { suite: SUITE }));
  try {
    return await Promise.all(['/api/docs', '/api/docs-json'].map(async (path) => (await fetch(`${running.baseUrl}${path}`)).status));
  } finally {
    await running.close();
  }
}

describe('API docs (real PostgreSQL and Redis)', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase('hm_test_open_api');
  });

  afterAll(async () => {
    await db?.drop();
    await deleteRedisKeys(TEST_REDIS_URL, testRedisPrefix(SUITE));
  });

  const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://homemate.test' };

  it('are not served in production', async () => {
    expect(await docsStatuses(db, production)).toEqual([404, 404]);
  });

  it('are served in production when API_DOCS=on', async () => {
    expect(await docsStatuses(db, { ...production, API_DOCS: 'on' })).toEqual([200, 200]);
  });

  it('are served outside production unless API_DOCS=off', async () => {
    expect(await docsStatuses(db, {})).toEqual([200, 200]);
    expect(await docsStatuses(db, { API_DOCS: 'off' })).toEqual([404, 404]);
  });
});
