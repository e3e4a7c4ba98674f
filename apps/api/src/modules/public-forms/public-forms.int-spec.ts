import type { ApiErrorBody, ContactMessageRequest, FaqQuestionRequest } from '@hm/contracts';
import type { MailJob } from '@hm/queue';
import pg from 'pg';
import { startIntStack, type IntStack } from '../../testing/int-stack.js';
import type { RunningApp } from '../../testing/test-app.js';
import { testConfig } from '../../testing/test-config.js';

const SUITE = 'public-forms';
const SUPPORT_EMAIL = 'aide@homemate.test';

describe('public forms: waitlist, contact, FAQ question (real PostgreSQL and Redis)', () => {
  let stack: IntStack;
  let app: RunningApp;
  let sql: pg.Client;
  let ipCounter = 0;

  beforeAll(async () => {
    const limits = {
      waitlistPerIp: { limit: 6, windowMs: 60_000 },
      contactPerIp: { limit: 3, windowMs: 60_000 },
      faqQuestionPerIp: { limit: 3, windowMs: 60_000 },
      serviceAreaCheckPerIp: { limit: 60, windowMs: 60_000 },
      availabilityPerIp: { limit: 60, windowMs: 60_000 },
    };
    stack = await startIntStack('hm_test_public_forms', SUITE, (url) => {
      const config = testConfig(
        // Behind one trusted proxy, so each test comes from an address of its own (X-Forwarded-For).
        { DATABASE_URL: url, TRUST_PROXY: '1', SUPPORT_EMAIL },
        { suite: SUITE, rateLimit: { limit: 10_000, windowMs: 60_000 } },
      );
      return { ...config, publicForms: { ...config.publicForms, limits } };
    });
    ({ app, sql } = stack);
  });

  afterAll(async () => {
    await stack?.close();
  });

  /** A client address no other test uses. */
  const newIp = () => `198.51.100.${++ipCounter}`;

  async function post(path: string, body: unknown, ip: string): Promise<{ status: number; body: unknown; headers: Headers }> {
    const response = await fetch(`${app.baseUrl}/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.json(), headers: response.headers };
  }

  async function counts(): Promise<Record<string, number>> {
    const { rows } = await sql.query(`
      select (select count(*) from email_captures)::int as captures,
             (select count(*) from contact_messages)::int as contacts,
             (select count(*) from faq_questions)::int as questions,
             (select count(*) from outbox where payload->>'to' = '${SUPPORT_EMAIL}')::int as mails`);
    return rows[0] as Record<string, number>;
  }

  async function supportMail(template: string, reference: string): Promise<MailJob> {
    const { rows } = await sql.query(
      `select queue, job_name, payload from outbox where payload->>'template' = $1 and payload->>'text' like $2`,
      [template, `%${reference}%`],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ queue: 'mail', job_name: 'send' });
    return rows[0].payload as MailJob;
  }

  const contact = (overrides: Partial<ContactMessageRequest> = {}): ContactMessageRequest => ({
    firstName: ' Émilie ',
    lastName: 'Tremblay',
    email: ' Emilie.Tremblay@Example.com ',
    subject: 'support',
    message: 'Bonjour,\n\nmon professionnel n’est pas venu.',
    locale: 'fr',
    website: '',
    ...overrides,
  });

  const question = (overrides: Partial<FaqQuestionRequest> = {}): FaqQuestionRequest => ({
    firstName: 'Noah',
    lastName: 'Gagnon',
    email: 'noah@example.com',
    question: 'Do you serve Laval?',
    locale: 'en',
    ...overrides,
  });

  describe('waitlist', () => {
    it('captures a new address lower-cased and trimmed, then answers already_subscribed for any spelling of it', async () => {
      const ip = newIp();
      const first = await post('public/waitlist', { email: '  Zoe.Roy@Example.COM ', source: 'about', locale: 'fr' }, ip);
      expect(first).toMatchObject({ status: 200, body: { status: 'subscribed' } });
      const again = await post('public/waitlist', { email: 'zoe.roy@example.com', source: 'discover_services', locale: 'en' }, ip);
      expect(again).toMatchObject({ status: 200, body: { status: 'already_subscribed' } });

      const { rows } = await sql.query(
        `select email, source, status, locale, created_at, updated_at from email_captures where email like 'zoe%'`,
      );
      expect(rows).toEqual([
        {
          email: 'zoe.roy@example.com',
          source: 'about',
          status: 'success',
          locale: 'fr',
          created_at: expect.any(Date),
          updated_at: expect.any(Date),
        },
      ]);
    });

    it('keeps one row when the same address arrives many times at once', async () => {
      const answers = await Promise.all(
        Array.from({ length: 5 }, (_, i) => post('public/waitlist', { email: `RACE@example.com${' '.repeat(i)}`, locale: 'en' }, newIp())),
      );
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
      expect(answers.filter((a) => (a.body as { status: string }).status === 'subscribed')).toHaveLength(1);
      const { rows } = await sql.query(`select source from email_captures where email = 'race@example.com'`);
      expect(rows).toEqual([{ source: 'waitlist' }]);
    });

    it('answers 400 with field codes for a bad address, source or language, and stores nothing', async () => {
      const before = await counts();
      const bad = await post('public/waitlist', { email: 'not-an-address', source: 'spam', locale: 'de' }, newIp());
      expect(bad.status).toBe(400);
      expect((bad.body as ApiErrorBody).code).toBe('VALIDATION_FAILED');
      expect((bad.body as ApiErrorBody).fields).toEqual({
        email: ['INVALID_EMAIL'],
        source: ['INVALID_SOURCE'],
        locale: ['INVALID_LOCALE'],
      });
      const missing = await post('public/waitlist', {}, newIp());
      expect((missing.body as ApiErrorBody).fields).toEqual({ email: ['REQUIRED'], locale: ['REQUIRED'] });
      expect(await counts()).toEqual(before);
    });
  });

  describe('contact form', () => {
    it('stores a pending message with trimmed fields and queues the support e-mail in the outbox', async () => {
      const before = await counts();
      const answer = await post('public/contact-messages', contact(), newIp());
      expect(answer).toMatchObject({ status: 201, body: { status: 'received' } });

      const { rows } = await sql.query(`select * from contact_messages where email = 'emilie.tremblay@example.com'`);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        first_name: 'Émilie',
        last_name: 'Tremblay',
        subject: 'support',
        message: 'Bonjour,\n\nmon professionnel n’est pas venu.',
        status: 'new',
        locale: 'fr',
      });
      const mail = await supportMail('supportContactMessage', rows[0].id as string);
      expect(mail.to).toBe(SUPPORT_EMAIL);
      expect(mail.replyTo).toBe('emilie.tremblay@example.com');
      expect(mail.subject).toBe('[Contact] Assistance : message de Émilie Tremblay');
      expect(mail.text).toContain('mon professionnel n’est pas venu.');
      expect(mail.text).toContain('emilie.tremblay@example.com');
      expect(await counts()).toEqual({ ...before, contacts: before.contacts! + 1, mails: before.mails! + 1 });
      // The sender is told it arrived, in their language, with the reference and never their own words.
      const acknowledgement = await supportMail('contactReceived', rows[0].id as string);
      expect(acknowledgement).toMatchObject({
        to: 'emilie.tremblay@example.com',
        locale: 'fr',
        subject: 'Nous avons bien reçu votre message',
      });
      expect(acknowledgement.text).toContain('Bonjour Émilie,');
      expect(acknowledgement.text).not.toContain('mon professionnel');
    });

    it('answers 400 with one code per wrong field and writes nothing', async () => {
      const before = await counts();
      const answer = await post(
        'public/contact-messages',
        contact({ firstName: '  ', email: 'emilie@', subject: 'General Inquiry' as never, message: 'x'.repeat(5001) }),
        newIp(),
      );
      expect(answer.status).toBe(400);
      expect((answer.body as ApiErrorBody).fields).toEqual({
        firstName: ['REQUIRED'],
        email: ['INVALID_EMAIL'],
        subject: ['INVALID_SUBJECT'],
        message: ['TOO_LONG'],
      });
      const unknownField = await post('public/contact-messages', { ...contact(), status: 'answered' }, newIp());
      expect(unknownField.status).toBe(400);
      expect(Object.keys((unknownField.body as ApiErrorBody).fields ?? {})).toEqual(['status']);
      expect(await counts()).toEqual(before);
    });

    it('writes neither the message nor the mail when the outbox write fails', async () => {
      // The outbox refuses support mails for a moment: the whole use case must roll back.
      await sql.query(`
        create function refuse_support_mail() returns trigger language plpgsql as $$
        begin raise exception 'outbox unavailable'; end $$;
        create trigger refuse_support_mail before insert on outbox for each row
          when (new.payload->>'template' = 'supportContactMessage') execute function refuse_support_mail();`);
      try {
        const before = await counts();
        const answer = await post('public/contact-messages', contact({ email: 'rollback@example.com' }), newIp());
        expect(answer.status).toBe(500);
        expect(await counts()).toEqual(before);
        const { rows } = await sql.query(`select 1 from contact_messages where email = 'rollback@example.com'`);
        expect(rows).toEqual([]);
      } finally {
        await sql.query(`drop trigger refuse_support_mail on outbox; drop function refuse_support_mail();`);
      }
    });
  });

  describe('FAQ question form', () => {
    it('stores a pending question and queues the support e-mail', async () => {
      const answer = await post('public/faq-questions', question(), newIp());
      expect(answer).toMatchObject({ status: 201, body: { status: 'received' } });
      const { rows } = await sql.query(`select * from faq_questions where email = 'noah@example.com'`);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ first_name: 'Noah', question: 'Do you serve Laval?', status: 'new', locale: 'en' });
      const mail = await supportMail('supportFaqQuestion', rows[0].id as string);
      expect(mail.subject).toBe('[FAQ] Question de Noah Gagnon');
      expect(mail.text).toContain('Langue : anglais');
    });

    it('requires every field', async () => {
      const answer = await post('public/faq-questions', { locale: 'en' }, newIp());
      expect((answer.body as ApiErrorBody).fields).toEqual({
        firstName: ['REQUIRED'],
        lastName: ['REQUIRED'],
        email: ['REQUIRED'],
        question: ['REQUIRED'],
      });
    });
  });

  describe('spam protection', () => {
    it('answers a filled honeypot like a success and stores nothing, on every form', async () => {
      const before = await counts();
      const ip = newIp();
      expect(await post('public/waitlist', { email: 'bot@example.com', locale: 'en', website: 'http://spam.example' }, ip)).toMatchObject({
        status: 200,
        body: { status: 'subscribed' },
      });
      expect(
        await post('public/contact-messages', contact({ email: 'bot@example.com', website: 'http://spam.example' }), ip),
      ).toMatchObject({
        status: 201,
        body: { status: 'received' },
      });
      expect(await post('public/faq-questions', question({ email: 'bot@example.com', website: 'x' }), ip)).toMatchObject({
        status: 201,
        body: { status: 'received' },
      });
      expect(await counts()).toEqual(before);
      // The address was not captured: a person using it later is subscribed for real.
      expect(await post('public/waitlist', { email: 'bot@example.com', locale: 'en', website: '' }, ip)).toMatchObject({
        body: { status: 'subscribed' },
      });
    });

    it('limits each form per IP with 429 RATE_LIMITED and retryAfter, refused attempts included, other IPs unaffected', async () => {
      const ip = newIp();
      const statuses: number[] = [];
      // Limit 3 per window: one bad request counts like a good one.
      statuses.push((await post('public/contact-messages', contact({ email: 'bad' }), ip)).status);
      for (let i = 0; i < 3; i += 1)
        statuses.push((await post('public/contact-messages', contact({ email: `limit${i}@example.com` }), ip)).status);
      expect(statuses).toEqual([400, 201, 201, 429]);

      const limited = await post('public/contact-messages', contact(), ip);
      expect(limited.status).toBe(429);
      expect(limited.body).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED', retryAfter: expect.any(Number) });
      expect((limited.body as ApiErrorBody).retryAfter).toBeGreaterThan(50);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      const { rows } = await sql.query(`select count(*)::int as n from contact_messages where email like 'limit%'`);
      expect(rows[0]).toEqual({ n: 2 });

      // The other forms have budgets of their own, and another address is not affected.
      expect((await post('public/faq-questions', question({ email: 'limit-faq@example.com' }), ip)).status).toBe(201);
      expect((await post('public/contact-messages', contact({ email: 'other-ip@example.com' }), newIp())).status).toBe(201);
    });
  });
});
