import { hashOpaqueToken } from '@hm/db';
import { enqueueViaOutbox, outboxJobId, type AccountLinkJob } from '@hm/queue';
import { setTimeout as sleep } from 'node:timers/promises';
import { leafParts, parseMime } from '../testing/mime.js';
import type { ReceivedMail } from '../testing/smtp-sink.js';
import { WorkerHarness } from '../testing/worker-harness.js';

const RESET_PAGE = 'https://homemate.test/reset-password';
const WELCOME_PAGE = 'https://homemate.test/pro/welcome';

describe('password-reset and invitation links, made when the mail is sent (real PostgreSQL, Redis and SMTP)', () => {
  let h: WorkerHarness;
  let counter = 0;

  beforeAll(async () => {
    h = await WorkerHarness.create('hm_test_worker_account_links', process.env.LOG_LEVEL);
    await h.startWorker();
  });

  afterAll(async () => {
    await h?.close();
  });

  beforeEach(() => h.smtp.reset());

  const sql = <T>(statement: string, params: unknown[] = []) => h.orm.em.fork().execute<T[]>(statement, params);

  async function insertUser(locale: 'fr' | 'en', firstName: string): Promise<{ id: string; email: string }> {
    counter += 1;
    const email = `link${counter}@example.com`;
    const [user] = await sql<{ id: string }>(
      `insert into users (first_name, last_name, email, locale, role) values (?, 'Roy', ?, ?, 'customer') returning id`,
      [firstName, email, locale],
    );
    return { id: user!.id, email };
  }

  async function resetRow(userId: string, expiresIn = '1 hour'): Promise<string> {
    const [row] = await sql<{ id: string }>(
      `insert into password_reset_tokens (user_id, expires_at) values (?, now() + ?::interval) returning id`,
      [userId, expiresIn],
    );
    return row!.id;
  }

  async function invitationRow(locale: 'fr' | 'en', status: 'approved' | 'rejected' = 'approved'): Promise<{ id: string; email: string }> {
    const user = await insertUser(locale, 'Marc');
    const [pro] = await sql<{ id: string }>(
      `insert into professionals (user_id, first_name, last_name, email, phone, categories, locale, status, reviewed_at)
       values (?, 'Marc', 'Roy', ?, '5145551234', '{plumbing}', ?, ?, now()) returning id`,
      [user.id, user.email, locale, status],
    );
    const [row] = await sql<{ id: string }>(
      `insert into professional_invitations (professional_id, expires_at) values (?, now() + interval '7 days') returning id`,
      [pro!.id],
    );
    return { id: row!.id, email: user.email };
  }

  async function send(job: AccountLinkJob): Promise<string> {
    const row = await h.orm.em.fork().transactional(async (em) => enqueueViaOutbox(em, 'mail', 'accountLink', job));
    return outboxJobId(row.id);
  }

  async function finished(jobId: string): Promise<{ data: unknown; returnvalue: unknown }> {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const job = await h.queues.mail.getJob(jobId);
      if (job?.finishedOn) return { data: job.data, returnvalue: job.returnvalue };
      if (Date.now() > deadline) throw new Error(`job ${jobId} did not finish`);
      await sleep(50);
    }
  }

  const textOf = (mail: ReceivedMail): string => leafParts(parseMime(mail.raw)).find((part) => part.type === 'text/plain')!.body;
  const tokenIn = (mail: ReceivedMail, page: string): string => {
    const match = new RegExp(`${page.replace(/[.?/]/g, '\\$&')}\\?token=([A-Za-z0-9_-]{43})`).exec(textOf(mail));
    if (!match?.[1]) throw new Error(`no link to ${page} in\n${textOf(mail)}`);
    return match[1];
  };
  const storedHash = async (table: string, id: string) =>
    (await sql<{ token_hash: string | null }>(`select token_hash from ${table} where id = ?`, [id]))[0]!.token_hash;

  it('mails a reset link in the account language; only its hash is stored, and neither the job nor its result holds it', async () => {
    const user = await insertUser('en', 'Zoé');
    const rowId = await resetRow(user.id);
    expect(await storedHash('password_reset_tokens', rowId)).toBeNull();

    const jobId = await send({ kind: 'passwordReset', rowId, pageUrl: RESET_PAGE });
    const [mail] = await h.smtp.waitForMessages(1);
    const job = await finished(jobId);

    expect(mail!.to).toEqual([user.email]);
    expect(parseMime(mail!.raw).headers.subject).toBe('Reset your HomeMate password');
    expect(textOf(mail!)).toContain('Zoé');
    const token = tokenIn(mail!, RESET_PAGE);
    expect(await storedHash('password_reset_tokens', rowId)).toBe(hashOpaqueToken(token));
    expect(job.returnvalue).toEqual({ sent: true, messageId: expect.any(String) });
    expect(JSON.stringify(job)).not.toContain(token);
  });

  it("mails an approved pro's invitation in the pro's language", async () => {
    const invitation = await invitationRow('fr');
    await send({ kind: 'proInvitation', rowId: invitation.id, pageUrl: WELCOME_PAGE });
    const [mail] = await h.smtp.waitForMessages(1);

    expect(mail!.to).toEqual([invitation.email]);
    expect(parseMime(mail!.raw).headers['content-language']).toBe('fr');
    expect(parseMime(mail!.raw).headers['x-homemate-template']).toBe('proInvitation');
    expect(await storedHash('professional_invitations', invitation.id)).toBe(hashOpaqueToken(tokenIn(mail!, WELCOME_PAGE)));
  });

  it('sends nothing for a link spent, expired or of a pro no longer approved, and gives it no token', async () => {
    const user = await insertUser('fr', 'Léa');
    const spent = await resetRow(user.id);
    await sql(`update password_reset_tokens set used_at = now() where id = ?`, [spent]);
    const expired = await resetRow(user.id, '-1 second');
    const rejected = await invitationRow('en', 'rejected');

    const jobs = [
      await send({ kind: 'passwordReset', rowId: spent, pageUrl: RESET_PAGE }),
      await send({ kind: 'passwordReset', rowId: expired, pageUrl: RESET_PAGE }),
      await send({ kind: 'proInvitation', rowId: rejected.id, pageUrl: WELCOME_PAGE }),
    ];
    for (const jobId of jobs) expect((await finished(jobId)).returnvalue).toEqual({ sent: false });
    expect(h.smtp.attempts).toHaveLength(0);
    expect(await storedHash('password_reset_tokens', spent)).toBeNull();
    expect(await storedHash('password_reset_tokens', expired)).toBeNull();
    expect(await storedHash('professional_invitations', rejected.id)).toBeNull();
  });

  it('gives a retried mail a new token: the link of the mail delivered is the one that works', async () => {
    h.smtp.refuseNext(1);
    const user = await insertUser('fr', 'Léa');
    const rowId = await resetRow(user.id);
    await send({ kind: 'passwordReset', rowId, pageUrl: RESET_PAGE });

    await h.smtp.waitForAttempts(1);
    const [mail] = await h.smtp.waitForMessages(1);
    expect(h.smtp.attempts).toHaveLength(2);
    expect(await storedHash('password_reset_tokens', rowId)).toBe(hashOpaqueToken(tokenIn(mail!, RESET_PAGE)));
  });
});
