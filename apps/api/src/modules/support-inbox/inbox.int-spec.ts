import type { ApiErrorBody, AuditLogView, InboxItemView, InboxListView, WaitlistListView } from '@hm/contracts';
import type { MailJob } from '@hm/queue';
import { signUpRequest, type Signed } from '../../testing/accounts-client.js';
import { startIntStack, type IntStack } from '../../testing/int-stack.js';
import { signUpAs } from '../../testing/role-users.js';
import { testConfig } from '../../testing/test-config.js';

const SUITE = 'support-inbox';
const SUPPORT_EMAIL = 'support@homemate.test';

// The support inbox (docs/operations.md "Support inbox"): what the site's forms bring in, answered
// from the console; the reply is e-mailed through the outbox in the sender's language.
describe('the support inbox and the waitlists (real PostgreSQL and Redis)', () => {
  let stack: IntStack;
  let admin: Signed;
  let colleague: Signed;
  let customer: Signed;
  let ipCounter = 0;
  let publicUrl = '';

  beforeAll(async () => {
    stack = await startIntStack('hm_test_support_inbox', SUITE, (url) => {
      const config = testConfig(
        { DATABASE_URL: url, TRUST_PROXY: '1', SUPPORT_EMAIL },
        { suite: SUITE, rateLimit: { limit: 10_000, windowMs: 60_000 } },
      );
      publicUrl = config.http.publicUrl;
      return config;
    });
    admin = await signUpAs(stack.client, stack.sql, 'admin', { firstName: 'Odile', lastName: 'Tremblay' });
    colleague = await signUpAs(stack.client, stack.sql, 'admin', { firstName: 'Yves', lastName: 'Boucher' });
    customer = await stack.client.signUp(signUpRequest({ firstName: 'Alice' }));
  });

  afterAll(async () => {
    await stack?.close();
  });

  async function submit(path: string, body: unknown): Promise<void> {
    const response = await fetch(`${stack.app.baseUrl}/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${++ipCounter}` },
      body: JSON.stringify(body),
    });
    expect(response.status).toBeLessThan(300);
  }
  async function call<T>(who: Signed | null, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
    const response = await stack.client.send(method, path, who?.session.accessToken ?? null, body);
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  }
  const inbox = (who: Signed, query: Record<string, string> = {}) =>
    call<InboxListView & ApiErrorBody>(who, 'GET', `admin/inbox?${new URLSearchParams(query).toString()}`);
  const replyMails = async (to: string) =>
    (
      await stack.sql.query<{ payload: MailJob }>(
        `select payload from outbox where payload->>'template' = 'supportReply' and payload->>'to' = $1`,
        [to],
      )
    ).rows;

  it('lists contact messages and FAQ questions as new, newest first, by kind and search', async () => {
    await submit('public/contact-messages', {
      firstName: 'Émilie',
      lastName: 'Gagnon',
      email: 'emilie.gagnon@example.com',
      subject: 'support',
      message: 'Bonjour, mon professionnel n’est pas venu ce matin.',
      locale: 'fr',
      website: '',
    });
    await submit('public/faq-questions', {
      firstName: 'Noah',
      lastName: 'Roy',
      email: 'noah.roy@example.com',
      question: 'Do you serve Laval?',
      locale: 'en',
    });

    const all = await inbox(admin);
    expect(all.status).toBe(200);
    expect(all.body.items.map((item) => [item.kind, item.email, item.status, item.assignee])).toEqual([
      ['faq', 'noah.roy@example.com', 'new', null],
      ['contact', 'emilie.gagnon@example.com', 'new', null],
    ]);
    expect(all.body.items[1]).toMatchObject({ subject: 'support', locale: 'fr', replies: 0 });
    expect((await inbox(admin, { kind: 'faq' })).body.items.map((item) => item.email)).toEqual(['noah.roy@example.com']);
    expect((await inbox(admin, { search: 'pas venu' })).body.items.map((item) => item.email)).toEqual(['emilie.gagnon@example.com']);
  });

  it('assigns, notes and replies: the reply is e-mailed in the sender’s language and the request is answered; each step is audited', async () => {
    const [contact] = (await inbox(admin, { kind: 'contact' })).body.items;
    const path = `admin/inbox/contact/${contact!.id}`;

    const assigned = await call<InboxItemView>(admin, 'PATCH', path, { assigneeId: colleague.session.user.id });
    expect(assigned.status).toBe(200);
    expect(assigned.body).toMatchObject({ status: 'in_progress', assignee: { id: colleague.session.user.id, name: 'Yves Boucher' } });
    expect((await inbox(colleague, { assigned: 'me' })).body.items.map((item) => item.id)).toEqual([contact!.id]);
    expect((await inbox(admin, { assigned: 'nobody' })).body.items.map((item) => item.kind)).toEqual(['faq']);

    const noted = await call<InboxItemView>(admin, 'POST', `${path}/notes`, { body: 'Called the pro: stuck in traffic.' });
    expect(noted.status).toBe(200);
    expect(noted.body.thread).toEqual([
      expect.objectContaining({
        kind: 'note',
        body: 'Called the pro: stuck in traffic.',
        author: { id: admin.session.user.id, name: 'Odile Tremblay' },
      }),
    ]);
    expect(await replyMails('emilie.gagnon@example.com')).toHaveLength(0);

    const replied = await call<InboxItemView>(admin, 'POST', `${path}/replies`, {
      body: '  Nous sommes désolés : votre pro arrive à 11 h, et la visite est offerte.  ',
    });
    expect(replied.status).toBe(200);
    expect(replied.body).toMatchObject({ status: 'answered', replies: 1 });
    expect(replied.body.thread.map((entry) => [entry.kind, entry.body])).toEqual([
      ['note', 'Called the pro: stuck in traffic.'],
      ['reply', 'Nous sommes désolés : votre pro arrive à 11 h, et la visite est offerte.'],
    ]);
    const mails = await replyMails('emilie.gagnon@example.com');
    expect(mails).toHaveLength(1);
    const mail = mails[0]!.payload;
    expect(mail).toMatchObject({ replyTo: SUPPORT_EMAIL, locale: 'fr', subject: 'Soutien HomeMate : notre réponse à votre message' });
    expect(mail.text).toContain('Nous sommes désolés : votre pro arrive à 11 h, et la visite est offerte.');
    expect(mail.text).toContain('Odile, soutien HomeMate');
    expect(mail.text).toContain(contact!.id);
    // To write again: the site's contact form, with the reference (an answer to the e-mail reaches support's mailbox, not this thread).
    const contactPage = `${publicUrl}/contact`;
    expect(mail.text).toContain(
      `Pour nous écrire à nouveau, utilisez le formulaire de contact de notre site en indiquant cette référence.`,
    );
    expect(mail.text).toContain(`Nous écrire\u00a0:\n${contactPage}`);
    expect(mail.html).toContain(`href="${contactPage}"`);
    // The internal note never leaves the console.
    expect(mail.text).not.toContain('traffic');

    const closed = await call<InboxItemView>(admin, 'PATCH', path, { status: 'closed' });
    expect(closed.body.status).toBe('closed');

    const audit = await call<AuditLogView>(admin, 'GET', `admin/audit-log?search=${encodeURIComponent('emilie.gagnon@example.com')}`);
    expect(audit.body.items.map((item) => [item.action, item.details])).toEqual([
      ['support_status_changed', { from: 'answered', to: 'closed' }],
      ['support_replied', { locale: 'fr' }],
      ['support_assigned', { assignee: 'Yves Boucher' }],
    ]);
    expect(audit.body.items[0]).toMatchObject({ targetType: 'support_request', targetId: `contact/${contact!.id}` });
  });

  it('refuses bad input with a 4xx and changes nothing', async () => {
    const [faq] = (await inbox(admin, { kind: 'faq' })).body.items;
    const path = `admin/inbox/faq/${faq!.id}`;
    const notOperator = await call<ApiErrorBody>(admin, 'PATCH', path, { assigneeId: customer.session.user.id });
    expect(notOperator).toMatchObject({ status: 422, body: { code: 'OPERATOR_NOT_FOUND' } });
    const blank = await call<ApiErrorBody>(admin, 'POST', `${path}/replies`, { body: '   ' });
    expect(blank).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    expect((await call<ApiErrorBody>(admin, 'POST', `${path}/replies`, { body: 'x'.repeat(5001) })).status).toBe(400);
    expect((await call<ApiErrorBody>(admin, 'PATCH', path, { status: 'archived' })).status).toBe(400);
    expect((await call<ApiErrorBody>(admin, 'GET', 'admin/inbox/chat/' + faq!.id)).body.code).toBe('SUPPORT_REQUEST_NOT_FOUND');
    expect((await call<ApiErrorBody>(admin, 'GET', 'admin/inbox/faq/not-a-uuid')).status).toBe(404);
    expect((await call<ApiErrorBody>(admin, 'GET', 'admin/inbox/faq/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const unchanged = await call<InboxItemView>(admin, 'GET', path);
    expect(unchanged.body).toMatchObject({ status: 'new', assignee: null, thread: [] });
    expect(await replyMails('noah.roy@example.com')).toHaveLength(0);
  });

  it('is for operators only', async () => {
    expect((await call(customer, 'GET', 'admin/inbox')).status).toBe(403);
    expect((await call(null, 'GET', 'admin/inbox')).status).toBe(401);
    expect((await call(customer, 'GET', 'admin/waitlists/export')).status).toBe(403);
  });

  it('lists the waitlists by list and exports them as CSV', async () => {
    await submit('public/waitlist', { email: 'zoe@example.com', source: 'about', locale: 'fr' });
    await submit('public/waitlist', { email: 'leo@example.com', source: 'grow_business', locale: 'en' });

    const about = await call<WaitlistListView>(admin, 'GET', 'admin/waitlists?source=about');
    expect(about.body.items.map((item) => [item.email, item.source, item.locale])).toEqual([['zoe@example.com', 'about', 'fr']]);
    expect((await call<ApiErrorBody>(admin, 'GET', 'admin/waitlists?source=spam')).status).toBe(400);

    const response = await stack.client.send('GET', 'admin/waitlists/export', admin.session.accessToken);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toContain('homemate-waitlist-all.csv');
    const lines = (await response.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('email,list,language,signed_up_at');
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^zoe@example\.com,about,fr,\d{4}-/),
        expect.stringMatching(/^leo@example\.com,grow_business,en,/),
      ]),
    );
  });
});
