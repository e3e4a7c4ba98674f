import { createTestDatabase, type TestDatabase } from '@hm/db/testing';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteRedisKeys, startApp, type RunningApp } from '../../testing/test-app.js';
import { TEST_REDIS_URL, testConfig, testRedisPrefix } from '../../testing/test-config.js';

const SUITE = 'rate-limit';

// Two API nodes sharing one Redis, as behind a load balancer: the budget is per client IP
// across both. /api/dev/mail is used as an ordinary throttled route.
describe('global rate limit (real Redis, two API nodes)', () => {
  let db: TestDatabase;
  let mailDir: string;
  let nodeA: RunningApp;
  let nodeB: RunningApp;

  beforeAll(async () => {
    db = await createTestDatabase('hm_test_api_rate_limit');
    mailDir = await mkdtemp(join(tmpdir(), 'hm-api-mail-'));
    const config = testConfig({ DATABASE_URL: db.url, DEV_MAIL_DIR: mailDir }, { suite: SUITE, rateLimit: { limit: 3, windowMs: 60_000 } });
    nodeA = await startApp(config);
    nodeB = await startApp(config);
  });

  afterAll(async () => {
    await nodeA?.close();
    await nodeB?.close();
    await db?.drop();
    await rm(mailDir, { recursive: true, force: true });
    await deleteRedisKeys(TEST_REDIS_URL, testRedisPrefix(SUITE));
  });

  it('answers 429 RATE_LIMITED once the budget is spent on any node', async () => {
    const statuses = [];
    for (const node of [nodeA, nodeB, nodeA]) statuses.push((await fetch(`${node.baseUrl}/api/dev/mail`)).status);
    expect(statuses).toEqual([200, 200, 200]);

    const limited = await fetch(`${nodeB.baseUrl}/api/dev/mail`);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please slow down and try again shortly.',
      retryAfter: Number(limited.headers.get('retry-after')),
    });
    expect((await fetch(`${nodeA.baseUrl}/api/dev/mail`)).status).toBe(429);
  });

  it('never limits the health check', async () => {
    for (let i = 0; i < 5; i += 1) expect((await fetch(`${nodeA.baseUrl}/api/health`)).status).toBe(200);
  });
});
