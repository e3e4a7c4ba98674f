import { addDays, todayInToronto } from '@hm/contracts';
import type { PinoLogger } from 'nestjs-pino';
import { WorkerHarness } from '../testing/worker-harness.js';
import { CredentialExpiriesProcessor } from './credential-expiries.processor.js';

const quiet = { info: () => undefined, warn: () => undefined } as unknown as PinoLogger;

describe('the daily credential expiry reminders (real PostgreSQL)', () => {
  let h: WorkerHarness;
  let processor: CredentialExpiriesProcessor;
  let userId: string;

  beforeAll(async () => {
    h = await WorkerHarness.create('hm_test_worker_credential_expiries', process.env.LOG_LEVEL);
    processor = new CredentialExpiriesProcessor(h.orm, h.queues, h.config, quiet);
    const [user] = await h.orm.em
      .fork()
      .execute<{ id: string }[]>(
        `insert into users (first_name, last_name, email, role, locale) values ('Gabrielle', 'Roy', 'gabrielle@example.com', 'professional', 'en') returning id`,
      );
    userId = user!.id;
  });

  afterAll(async () => {
    await h?.close();
  });

  const today = () => todayInToronto();
  async function credential(kind: string, status: string, expiresOn: string): Promise<void> {
    await h.orm.em.fork().execute(
      `insert into pro_credentials (user_id, kind, status, number, insurer, policy_number, coverage_cents, expires_on, reviewed_at)
       values (?, ?, ?, ?, ?, ?, ?, ?::date, ${status === 'pending' ? 'null' : 'now()'})`,
      kind === 'insurance'
        ? [userId, kind, status, null, 'Intact', 'RC-1', 200_000_000, expiresOn]
        : [userId, kind, status, kind === 'rbq' ? '1234-5678-01' : '40123', null, null, null, expiresOn],
    );
  }
  const mails = async () =>
    h.orm.em.fork().execute<{ template: string; locale: string; subject: string }[]>(
      `select payload->>'template' as template, payload->>'locale' as locale, payload->>'subject' as subject
         from outbox where payload->>'to' = 'gabrielle@example.com' order by id`,
    );

  it('tells the pro 30, 7 and 1 days before and once lapsed, each once, in their language', async () => {
    await credential('insurance', 'verified', addDays(today(), 30));
    await credential('rbq', 'verified', addDays(today(), 5));
    await credential('cmmtq', 'verified', addDays(today(), -1));
    // Not verified: nothing to remind (it does not count anyway).
    await credential('cmeq', 'pending', addDays(today(), 1));

    expect(await processor.remind()).toBe(3);
    const first = await mails();
    expect(first.map((mail) => [mail.template, mail.locale]).sort()).toEqual([
      ['credentialExpired', 'en'],
      ['credentialExpiring', 'en'],
      ['credentialExpiring', 'en'],
    ]);
    expect(first.map((mail) => mail.subject).sort()).toEqual([
      'HomeMate: your CMMTQ membership has expired',
      expect.stringMatching(/^HomeMate: your RBQ licence expires on /),
      expect.stringMatching(/^HomeMate: your liability insurance expires on /),
    ]);

    // The next run (or a second worker) sends nothing again.
    expect(await processor.remind()).toBe(0);

    // The day's bucket changes: the insurance now 7 days away, and the licence a day away.
    await h.orm.em
      .fork()
      .execute(`update pro_credentials set expires_on = ?::date where user_id = ? and kind = 'insurance'`, [addDays(today(), 7), userId]);
    await h.orm.em
      .fork()
      .execute(`update pro_credentials set expires_on = ?::date where user_id = ? and kind = 'rbq'`, [addDays(today(), 1), userId]);
    expect(await processor.remind()).toBe(2);
    expect(await processor.remind()).toBe(0);
    const reminders = await h.orm.em
      .fork()
      .execute<{ kind: string; days_before: number }[]>(
        `select c.kind, r.days_before from pro_credential_reminders r join pro_credentials c on c.id = r.credential_id order by c.kind, r.days_before`,
      );
    expect(reminders.map((row) => [row.kind, row.days_before])).toEqual([
      ['cmmtq', 0],
      ['insurance', 7],
      ['insurance', 30],
      ['rbq', 1],
      ['rbq', 7],
    ]);
  });
});
