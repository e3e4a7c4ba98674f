import { getQueueToken } from '@nestjs/bullmq';
import { seed } from '@hm/db';
import type { TypedQueues } from '@hm/queue';
import { createTestDatabase, type TestDatabase } from '@hm/db/testing';
import { AccountsClient, signUpRequest, type Signed } from '../../testing/accounts-client.js';
import { deleteRedisKeys, startApp, type RunningApp } from '../../testing/test-app.js';
import { TEST_REDIS_URL, testConfig, testRedisPrefix } from '../../testing/test-config.js';

const SUITE = 'admin-queues';

describe('Bull Board at /admin/queues: admins only (real PostgreSQL and Redis)', () => {
  let db: TestDatabase;
  let app: RunningApp;
  let client: AccountsClient;
  let admin: Signed;
  let customer: Signed;

  beforeAll(async () => {
    db = await createTestDatabase('hm_test_accounts_admin');
    await seed(db.url, { admin: { email: 'ops@example.com', password: 'Operator2026' } });
    app = await startApp(testConfig({ DATABASE_URL: db.url }, { suite: SUITE }));
    client = new AccountsClient(app.baseUrl);
    admin = await client.signIn('ops@example.com', 'Operator2026');
    customer = await client.signUp(signUpRequest());
  });

  afterAll(async () => {
    await app?.close();
    await db?.drop();
    await deleteRedisKeys(TEST_REDIS_URL, testRedisPrefix(SUITE));
  });

  const board = (headers: Record<string, string> = {}, path = '') => fetch(`${app.baseUrl}/admin/queues${path}`, { headers });

  it('answers 401 to anonymous callers and to invalid credentials', async () => {
    const response = await board();
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
    expect((await board({}, '/api/queues')).status).toBe(401);
    expect((await board({ authorization: 'Bearer not-a-token' })).status).toBe(401);
    expect((await board({ cookie: 'hm_refresh=forged' })).status).toBe(401);
  });

  it('answers 403 to a signed-in user who is not an admin, by token or by cookie', async () => {
    const byToken = await board({ authorization: `Bearer ${customer.session.accessToken}` });
    expect(byToken.status).toBe(403);
    expect(await byToken.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await board({ cookie: customer.cookie })).status).toBe(403);
  });

  it('shows the board and its queues to an admin with an access token', async () => {
    const headers = { authorization: `Bearer ${admin.session.accessToken}` };
    const page = await board(headers);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('HomeMate queues');
    const queues = await board(headers, '/api/queues');
    expect(queues.status).toBe(200);
    expect(((await queues.json()) as { queues: Array<{ name: string }> }).queues.map((queue) => queue.name)).toContain('mail');
  });

  it('is read-only: every queue says so, and a retry, clean, add, pause or job removal is refused', async () => {
    const headers = { authorization: `Bearer ${admin.session.accessToken}`, 'content-type': 'application/json' };
    const queues = await board(headers, '/api/queues');
    const listed = ((await queues.json()) as { queues: Array<{ name: string; readOnlyMode: boolean; allowRetries: boolean }> }).queues;
    expect(listed.length).toBeGreaterThan(0);
    for (const queue of listed) expect(queue).toMatchObject({ readOnlyMode: true, allowRetries: false });
    const mail = app.app.get<TypedQueues['mail']>(getQueueToken('mail'));
    const job = await mail.add('send', { to: 'nobody@example.com', subject: 'x', html: 'x', text: 'x' } as never, { delay: 3_600_000 });
    try {
      for (const [method, path, body] of [
        ['PUT', '/api/queues/mail/retry/failed', undefined],
        ['PUT', '/api/queues/mail/clean/delayed', undefined],
        ['PUT', '/api/queues/mail/promote', undefined],
        ['PUT', '/api/queues/mail/pause', undefined],
        ['POST', '/api/queues/mail/add', { name: 'send', data: {} }],
        ['PUT', `/api/queues/mail/${job.id}/clean`, undefined],
        ['PUT', `/api/queues/mail/${job.id}/promote`, undefined],
      ] as const) {
        const response = await fetch(`${app.baseUrl}/admin/queues${path}`, {
          method,
          headers,
          ...(body ? { body: JSON.stringify(body) } : {}),
        });
        expect({ path, status: response.status }).toEqual({ path, status: 405 });
      }
      // Nothing changed: the delayed job is still there, still delayed, and the queue runs.
      expect(await (await mail.getJob(job.id!))?.getState()).toBe('delayed');
      expect(await mail.isPaused()).toBe(false);
    } finally {
      await job.remove();
    }
  });

  it("opens for an admin's browser with the refresh cookie alone, without rotating it", async () => {
    expect((await board({ cookie: admin.cookie })).status).toBe(200);
    expect((await board({ cookie: admin.cookie }, '/api/queues')).status).toBe(200);
    // The cookie was only read: the SPA can still refresh with it.
    expect((await client.refresh(admin.cookie)).status).toBe(200);
  });

  it('closes once the admin signs out', async () => {
    const again = await client.signIn('ops@example.com', 'Operator2026');
    await client.post('auth/logout', undefined, { cookie: again.cookie });
    expect((await board({ cookie: again.cookie })).status).toBe(401);
    expect((await board({ authorization: `Bearer ${again.session.accessToken}` })).status).toBe(401);
  });
});
