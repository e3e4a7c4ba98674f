import { createTestDatabase, type TestDatabase } from '@hm/db/testing';
import { AccountsClient } from '../../../testing/accounts-client.js';
import { deleteRedisKeys, startApp, type RunningApp } from '../../../testing/test-app.js';
import { TEST_REDIS_URL, testConfig, testRedisPrefix } from '../../../testing/test-config.js';

// Two API nodes sharing PostgreSQL and Redis, as behind a load balancer: node B remembers that a
// session is open; a sign-out on node A must end it on node B too, at once, not after the cache's TTL.
describe('open sessions remembered across API nodes', () => {
  let db: TestDatabase;
  let nodeA: RunningApp;
  let nodeB: RunningApp;

  beforeAll(async () => {
    db = await createTestDatabase('hm_test_api_session_cache');
    const config = testConfig({ DATABASE_URL: db.url, LOG_LEVEL: 'fatal' }, { suite: 'session-cache' });
    nodeA = await startApp(config);
    nodeB = await startApp(config);
  });

  afterAll(async () => {
    await nodeA?.close();
    await nodeB?.close();
    await db?.drop();
    await deleteRedisKeys(TEST_REDIS_URL, testRedisPrefix('session-cache'));
  });

  async function statusWithin(client: AccountsClient, token: string, expected: number, withinMs: number): Promise<number> {
    const deadline = Date.now() + withinMs;
    let status = 0;
    do {
      status = (await client.send('GET', 'me', token)).status;
      if (status === expected) return status;
      await new Promise((resolve) => setTimeout(resolve, 20));
    } while (Date.now() < deadline);
    return status;
  }

  it('a sign-out on one node refuses the access token on the other within moments', async () => {
    const a = new AccountsClient(nodeA.baseUrl);
    const b = new AccountsClient(nodeB.baseUrl);
    const signed = await a.signUp();
    const token = signed.session.accessToken;
    // Read twice on B: the second answer comes from B's memory of the open session.
    expect((await b.send('GET', 'me', token)).status).toBe(200);
    expect((await b.send('GET', 'me', token)).status).toBe(200);

    expect((await a.post('auth/logout', undefined, { cookie: signed.cookie, authorization: `Bearer ${token}` })).status).toBe(204);

    expect(await statusWithin(b, token, 401, 500)).toBe(401);
    expect((await a.send('GET', 'me', token)).status).toBe(401);
  });

  it('a password change signs the other sessions out on every node but keeps the one that made it', async () => {
    const a = new AccountsClient(nodeA.baseUrl);
    const b = new AccountsClient(nodeB.baseUrl);
    const first = await a.signUp();
    const email = first.session.user.email;
    const second = await b.signIn(email, 'Maison2026!');
    expect((await b.send('GET', 'me', second.session.accessToken)).status).toBe(200);
    expect((await b.send('GET', 'me', first.session.accessToken)).status).toBe(200);

    const changed = await a.send('PUT', 'me/password', first.session.accessToken, {
      currentPassword: 'Maison2026!',
      newPassword: 'Chalet-2027x',
    });
    expect(changed.status).toBeLessThan(300);

    expect(await statusWithin(b, second.session.accessToken, 401, 500)).toBe(401);
    expect((await b.send('GET', 'me', first.session.accessToken)).status).toBe(200);
  });
});
