import type { ProfessionalApplicationView } from '@hm/contracts';
import { Redis } from 'ioredis';
import pg from 'pg';
import { setTimeout as sleep } from 'node:timers/promises';
// The real worker runs in this test, on the harness of its own integration tests: a database, a
// redis-server and an SMTP server that belong to this file alone.
import { leafParts, parseMime } from '@hm/worker/testing/mime';
import type { ReceivedMail } from '@hm/worker/testing/smtp-sink';
import { WorkerHarness } from '@hm/worker/testing/worker-harness';
import { AccountsClient, signUpRequest, type Signed } from '../testing/accounts-client.js';
import { signUpAs } from '../testing/role-users.js';
import { startApp, type RunningApp } from '../testing/test-app.js';
import { testConfig } from '../testing/test-config.js';

const PUBLIC_URL = 'https://homemate.test';
const LINK = /https:\/\/homemate\.test\/(reset-password|pro\/welcome)\?token=([A-Za-z0-9_-]{43})/;

/** Every key of a Redis and everything it holds, whatever its type, as one text. */
async function dumpRedis(url: string): Promise<string> {
  const redis = new Redis(url);
  const out: string[] = [];
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'COUNT', 500);
      cursor = next;
      for (const key of keys) {
        const type = await redis.type(key);
        const value =
          type === 'string'
            ? await redis.get(key)
            : type === 'hash'
              ? await redis.hgetall(key)
              : type === 'list'
                ? await redis.lrange(key, 0, -1)
                : type === 'set'
                  ? await redis.smembers(key)
                  : type === 'zset'
                    ? await redis.zrange(key, 0, -1, 'WITHSCORES')
                    : type === 'stream'
                      ? await redis.xrange(key, '-', '+')
                      : `unread type ${type}`;
        out.push(`${key} ${JSON.stringify(value)}`);
      }
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
  return out.join('\n');
}

describe('no reset or invitation token in queues, the outbox, Bull Board or the logs', () => {
  let h: WorkerHarness;
  let app: RunningApp;
  let sql: pg.Client;
  let client: AccountsClient;
  let admin: Signed;
  const logs: string[] = [];
  const write = process.stdout.write;

  beforeAll(async () => {
    // Set before the loggers exist: pino then writes through process.stdout, where the test reads it.
    process.stdout.write = ((chunk: string | Uint8Array) => logs.push(String(chunk)) > 0) as typeof process.stdout.write;
    h = await WorkerHarness.create('hm_test_security_queue_secrets', 'debug');
    const config = testConfig(
      { DATABASE_URL: h.db.url, REDIS_URL: h.redis.url, PUBLIC_URL, LOG_LEVEL: 'debug', TRUST_PROXY: '1' },
      { suite: 'queue-secrets' },
    );
    // Bull Board shows the queues the worker uses.
    app = await startApp({ ...config, redis: { ...config.redis, queuePrefix: h.config.queuePrefix } });
    await h.startWorker();
    sql = new pg.Client({ connectionString: h.db.url });
    await sql.connect();
    client = new AccountsClient(app.baseUrl);
    admin = await signUpAs(client, sql, 'admin');
  });

  afterAll(async () => {
    await sql?.end();
    await app?.close();
    await h?.close();
    process.stdout.write = write;
  });

  async function mailTo(to: string, template: string): Promise<ReceivedMail> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const mail = h.smtp.received.find((m) => m.to.includes(to) && parseMime(m.raw).headers['x-homemate-template'] === template);
      if (mail) return mail;
      if (Date.now() > deadline) throw new Error(`no ${template} mail to ${to}`);
      await sleep(50);
    }
  }

  const linkIn = (mail: ReceivedMail): { page: string; token: string } => {
    const text = leafParts(parseMime(mail.raw)).find((part) => part.type === 'text/plain')!.body;
    const match = LINK.exec(text);
    if (!match) throw new Error(`no link in\n${text}`);
    return { page: match[1]!, token: match[2]! };
  };

  async function drained(): Promise<void> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const counts = await h.mailJobCounts();
      const unfinished = counts.waiting + counts.active + counts.delayed + counts.prioritized;
      if (unfinished === 0 && counts.completed >= 3) return;
      if (Date.now() > deadline) throw new Error(`mail queue not drained: ${JSON.stringify(counts)}`);
      await sleep(50);
    }
  }

  /** What an admin reads in Bull Board: every queue with its jobs, each job in detail, with its logs. */
  async function boardText(): Promise<string> {
    const get = async (path: string) => {
      const response = await fetch(`${app.baseUrl}/admin/queues/api${path}`, {
        headers: { authorization: `Bearer ${admin.session.accessToken}` },
      });
      expect(response.status).toBe(200);
      return response.text();
    };
    const pages: string[] = [];
    for (const queue of ['mail', 'chat']) {
      const listing = await get(`/queues?activeQueue=${queue}&status=latest&jobsPerPage=100`);
      pages.push(listing);
      const listed = (JSON.parse(listing) as { queues: { name: string; jobs: { id: string }[] }[] }).queues.find((q) => q.name === queue)!;
      for (const job of listed.jobs)
        pages.push(
          await get(`/queues/${queue}/${encodeURIComponent(job.id)}`),
          await get(`/queues/${queue}/${encodeURIComponent(job.id)}/logs`),
        );
    }
    return pages.join('\n');
  }

  it('keeps the tokens in the mails alone, and the links work', async () => {
    const customer = signUpRequest({ locale: 'en' });
    await client.signUp(customer);
    expect(
      (await client.post('auth/forgot-password', { email: customer.email, locale: 'en' }, { 'x-forwarded-for': '198.51.100.7' })).status,
    ).toBe(202);

    const proEmail = `pro-${process.pid}@example.com`;
    const applied = await fetch(`${app.baseUrl}/api/public/professionals`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.8' },
      body: JSON.stringify({
        firstName: 'Marc',
        lastName: 'Gagnon',
        email: proEmail,
        phone: '514-555-0199',
        serviceCategory: 'plumbing',
        locale: 'fr',
        website: '',
      }),
    });
    expect(applied.status).toBe(201);
    const pending = (await (
      await client.send('GET', 'admin/professional-applications', admin.session.accessToken)
    ).json()) as ProfessionalApplicationView[];
    const application = pending.find((item) => item.email === proEmail)!;
    expect((await client.send('POST', `admin/professional-applications/${application.id}/approve`, admin.session.accessToken)).status).toBe(
      200,
    );

    const reset = linkIn(await mailTo(customer.email, 'resetPassword'));
    const invitation = linkIn(await mailTo(proEmail, 'proInvitation'));
    expect([reset.page, invitation.page]).toEqual(['reset-password', 'pro/welcome']);
    await drained();

    const redis = await dumpRedis(h.redis.url);
    const outbox = JSON.stringify((await sql.query('select * from outbox order by id')).rows);
    const board = await boardText();
    const logged = logs.join('');
    // Each place was really read: the link jobs are there, by their ids.
    for (const [place, text] of Object.entries({ redis, outbox, board })) {
      expect([place, text.includes('accountLink')]).toEqual([place, true]);
    }
    expect(logged).toContain('mail sent');
    for (const { token } of [reset, invitation]) {
      for (const [place, text] of Object.entries({ redis, outbox, board, logged })) {
        expect([place, text.includes(token)]).toEqual([place, false]);
      }
    }

    // The mailed links are the real ones.
    expect((await client.post('auth/reset-password', { token: reset.token, password: 'Nouveau2026!' })).status).toBe(204);
    await client.signIn(customer.email, 'Nouveau2026!');
    const accepted = await client.post('pro/invitations/accept', { token: invitation.token, password: 'Chantier2026!' });
    expect(accepted.status).toBe(200);
  });
});
