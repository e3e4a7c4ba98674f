import {
  type ApiErrorBody,
  type AuditLogView,
  type InboxItemView,
  type InboxListView,
  type PeopleListView,
  type PersonView,
  type WaitlistListView,
} from '@hm/contracts';
import { signUpRequest, type Signed } from '../../testing/accounts-client.js';
import { buildBookingRequest } from '../../testing/booking-requests.js';
import { startIntStack, type IntStack } from '../../testing/int-stack.js';
import { signUpAs } from '../../testing/role-users.js';
import { addServingProfessional } from '../../testing/serving-professional.js';
import { testConfig } from '../../testing/test-config.js';
import { signedInSocket, type TestSocket } from '../../testing/sockets.js';

const SUITE = 'support-role';
const NOBODY = '00000000-0000-4000-8000-000000000000';

// The console's support role (docs/operations.md "Who can do what"): the support inbox in full, the
// waitlists and people read-only; every other console route is refused (403), whatever the body.
describe('a support account in the operator console (real PostgreSQL and Redis)', () => {
  let stack: IntStack;
  let admin: Signed;
  let support: Signed;
  let customer: Signed;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    stack = await startIntStack('hm_test_support_role', SUITE, (url) =>
      testConfig({ DATABASE_URL: url, SUPPORT_EMAIL: 'support@homemate.test' }, { suite: SUITE }),
    );
    admin = await signUpAs(stack.client, stack.sql, 'admin', { firstName: 'Odile', lastName: 'Admin' });
    support = await signUpAs(stack.client, stack.sql, 'support', { firstName: 'Sasha', lastName: 'Morin' });
    customer = await stack.client.signUp(signUpRequest({ firstName: 'Alice', lastName: 'Client' }));
    await addServingProfessional(stack.sql, { categories: ['plumbing'], prefixes: ['H2X'] });
  });

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await stack?.close();
  });

  const call = <T>(who: Signed | null, method: string, path: string, body?: unknown) =>
    stack.client.call<T & ApiErrorBody>(who, method, path, body);

  async function contactMessage(email: string): Promise<string> {
    const sent = await stack.client.post('public/contact-messages', {
      firstName: 'Émilie',
      lastName: 'Gagnon',
      email,
      subject: 'support',
      message: 'Bonjour, mon professionnel n’est pas venu ce matin.',
      locale: 'fr',
      website: '',
    });
    expect(sent.status).toBeLessThan(300);
    const found = await call<InboxListView>(support, 'GET', `admin/inbox?search=${encodeURIComponent(email)}`);
    expect(found.status).toBe(200);
    return found.body.items[0]!.id;
  }

  const connected = (token: string) => signedInSocket(stack.app.baseUrl, token, sockets);

  it('answers the inbox in full: assigns to itself or an admin (never a customer), notes, replies by e-mail, closes; all audited', async () => {
    const id = await contactMessage('emilie.support@example.com');
    const path = `admin/inbox/contact/${id}`;

    const item = await call<InboxItemView>(support, 'GET', path);
    expect(item.status).toBe(200);
    // Support staff are operators the inbox can be assigned to; customers are not.
    expect(item.body.operators.map((operator) => operator.name)).toEqual(['Odile Admin', 'Sasha Morin']);

    const mine = await call<InboxItemView>(support, 'PATCH', path, { assigneeId: support.session.user.id });
    expect(mine.body).toMatchObject({ status: 'in_progress', assignee: { id: support.session.user.id, name: 'Sasha Morin' } });
    expect((await call<InboxListView>(support, 'GET', 'admin/inbox?assigned=me')).body.items.map((entry) => entry.id)).toEqual([id]);
    expect(await call(support, 'PATCH', path, { assigneeId: customer.session.user.id })).toMatchObject({
      status: 422,
      body: { code: 'OPERATOR_NOT_FOUND' },
    });
    // An admin may hand a request to support, too.
    expect((await call<InboxItemView>(admin, 'PATCH', path, { assigneeId: support.session.user.id })).status).toBe(200);
    expect((await call<InboxItemView>(support, 'PATCH', path, { assigneeId: admin.session.user.id })).body.assignee?.name).toBe(
      'Odile Admin',
    );

    expect((await call<InboxItemView>(support, 'POST', `${path}/notes`, { body: 'Pro called: on the way.' })).status).toBe(200);
    const replied = await call<InboxItemView>(support, 'POST', `${path}/replies`, { body: 'Votre pro arrive à 11 h.' });
    expect(replied.body).toMatchObject({ status: 'answered', replies: 1 });
    const { rows } = await stack.sql.query<{ text: string }>(
      `select payload->>'text' as text from outbox where payload->>'template' = 'supportReply' and payload->>'to' = $1`,
      ['emilie.support@example.com'],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.text).toContain('Sasha, soutien HomeMate');
    expect((await call<InboxItemView>(support, 'PATCH', path, { status: 'closed' })).body.status).toBe('closed');

    // Support cannot read the audit log; the admin sees support's steps there, under support's name.
    expect((await call(support, 'GET', 'admin/audit-log')).status).toBe(403);
    const audit = await call<AuditLogView>(admin, 'GET', `admin/audit-log?search=${encodeURIComponent('emilie.support@example.com')}`);
    expect(audit.body.items.filter((entry) => entry.actor.id === support.session.user.id).map((entry) => entry.action)).toEqual([
      'support_status_changed',
      'support_replied',
      'support_assigned',
      'support_assigned',
    ]);
  });

  it('reads people (list, search, one account) and is refused every change to an account', async () => {
    const found = await call<PeopleListView>(support, 'GET', `admin/people?search=${encodeURIComponent('Alice Client')}`);
    expect(found.status).toBe(200);
    expect(found.body.items.map((person) => person.id)).toEqual([customer.session.user.id]);
    expect((await call<PeopleListView>(support, 'GET', 'admin/people?role=support')).body.items.map((person) => person.id)).toEqual([
      support.session.user.id,
    ]);
    const person = await call<PersonView>(support, 'GET', `admin/people/${customer.session.user.id}`);
    expect(person.body).toMatchObject({ id: customer.session.user.id, role: 'customer', disabledAt: null });

    const target = `admin/people/${customer.session.user.id}`;
    for (const [method, path, body] of [
      ['POST', `${target}/disable`, { reason: 'Testing the permissions.' }],
      ['POST', `${target}/enable`, undefined],
      ['POST', `${target}/password-reset`, undefined],
      ['PUT', `${target}/role`, { role: 'support' }],
      ['PUT', `admin/people/${support.session.user.id}/role`, { role: 'admin' }],
    ] as const) {
      expect(await call(support, method, path, body)).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    }
    const after = await call<PersonView>(admin, 'GET', `admin/people/${customer.session.user.id}`);
    expect(after.body).toMatchObject({ role: 'customer', disabledAt: null });
    const changes = await stack.sql.query(`select 1 from operator_actions where actor_id = $1 and target_type = 'user'`, [
      support.session.user.id,
    ]);
    expect(changes.rows).toHaveLength(0);
  });

  it('reads the waitlists and exports them as CSV, like the inbox they belong with', async () => {
    const email = `waitlist.support.${Date.now()}@example.com`;
    expect((await stack.client.post('public/waitlist', { email, source: 'discover_services', locale: 'fr' })).status).toBeLessThan(300);
    const listed = await call<WaitlistListView>(support, 'GET', 'admin/waitlists?source=discover_services');
    expect(listed.status).toBe(200);
    expect(listed.body.items.map((item) => [item.email, item.source, item.locale])).toContainEqual([email, 'discover_services', 'fr']);
    const csv = await stack.client.send('GET', 'admin/waitlists/export?source=discover_services', support.session.accessToken);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(await csv.text()).toContain(`${email},discover_services,fr,`);
  });

  it('is refused the rest of the console: bookings, pros, money, the day, the audit log', async () => {
    const booked = await call<{ bookingNumber: string }>(customer, 'POST', 'bookings', buildBookingRequest());
    expect(booked.status).toBe(201);
    const number = booked.body.bookingNumber;
    for (const [method, path, body] of [
      ['GET', 'admin/bookings', undefined],
      ['GET', 'admin/bookings/waiting', undefined],
      ['GET', 'admin/professionals', undefined],
      ['POST', `admin/bookings/${number}/transitions`, { action: 'cancel', note: 'x' }],
      ['POST', `admin/bookings/${number}/invoice`, { invoice: { workCents: 100, materials: [] }, reason: 'x' }],
      ['POST', `admin/bookings/${number}/refund`, { amountCents: 100, reason: 'x' }],
      ['POST', `admin/bookings/${number}/receipt/reissue`, undefined],
      ['GET', 'admin/money', undefined],
      ['GET', 'admin/day?date=2026-12-01&trade=plumbing', undefined],
      ['PUT', 'admin/day/capacity', { date: '2026-12-01', trade: 'plumbing', maxBookings: 1 }],
      ['GET', 'admin/professional-applications', undefined],
      ['POST', `admin/professional-applications/${NOBODY}/approve`, undefined],
      ['GET', 'admin/audit-log', undefined],
    ] as const) {
      expect({ path, ...(await call(support, method, path, body)) }).toMatchObject({ path, status: 403, body: { code: 'FORBIDDEN' } });
    }
    // Someone else's booking is not support's to see (404, as for any account that is not its party).
    expect((await call(support, 'GET', `bookings/${number}`)).status).toBe(404);
    expect((await call<ApiErrorBody>(admin, 'GET', `bookings/${number}`)).status).toBe(200);
  });

  it('keeps its own account like any signed-in user', async () => {
    expect(await call(support, 'GET', 'me')).toMatchObject({ status: 200, body: { role: 'support' } });
    expect(await call(support, 'GET', 'bookings')).toMatchObject({ status: 200 });
    expect(await call(support, 'GET', 'notifications')).toMatchObject({ status: 200 });
  });

  it('does not join the operators’ room: the console’s booking signals go to admins only', async () => {
    const adminSocket = await connected(admin.session.accessToken);
    const supportSocket = await connected(support.session.accessToken);
    let supportSignals = 0;
    supportSocket.on('console:changed', () => (supportSignals += 1));
    const adminSignal = new Promise<void>((resolve) => adminSocket.once('console:changed', () => resolve()));
    expect((await call(customer, 'POST', 'bookings', buildBookingRequest())).status).toBe(201);
    await adminSignal;
    // The same emit reached every member of the room: a short wait is enough for a late one to show.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(supportSignals).toBe(0);
  });

  it('lets an admin make a customer support and back (audited), never a professional; support gets the inbox at its next sign-in', async () => {
    const request = signUpRequest({ firstName: 'Nora', lastName: 'Aide' });
    const nora = await stack.client.signUp(request);
    expect((await call(nora, 'GET', 'admin/inbox')).status).toBe(403);
    const promoted = await call<PersonView>(admin, 'PUT', `admin/people/${nora.session.user.id}/role`, { role: 'support' });
    expect(promoted).toMatchObject({ status: 200, body: { role: 'support' } });
    // Its sessions ended: the next sign-in carries the new role.
    expect((await call(nora, 'GET', 'me')).status).toBe(401);
    const again = await stack.client.signIn(request.email, request.password);
    expect(again.session.user.role).toBe('support');
    expect((await call(again, 'GET', 'admin/inbox')).status).toBe(200);
    expect((await call(again, 'GET', 'admin/bookings')).status).toBe(403);

    expect(await call(admin, 'PUT', `admin/people/${nora.session.user.id}/role`, { role: 'professional' })).toMatchObject({
      status: 422,
      body: { code: 'ROLE_NOT_ALLOWED' },
    });
    expect((await call<PersonView>(admin, 'PUT', `admin/people/${nora.session.user.id}/role`, { role: 'admin' })).body.role).toBe('admin');
    expect((await call<PersonView>(admin, 'PUT', `admin/people/${nora.session.user.id}/role`, { role: 'customer' })).body.role).toBe(
      'customer',
    );
    const audit = await call<AuditLogView>(admin, 'GET', `admin/audit-log?action=role_changed&search=${encodeURIComponent(request.email)}`);
    expect(audit.body.items.map((entry) => entry.details)).toEqual([
      { from: 'admin', to: 'customer' },
      { from: 'support', to: 'admin' },
      { from: 'customer', to: 'support' },
    ]);
  });
});
