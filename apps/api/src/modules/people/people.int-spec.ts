import { type ApiErrorBody, type AuditLogView, type PeopleListView, type PersonView, type SessionEndedPayload } from '@hm/contracts';
import { signUpRequest, type Signed } from '../../testing/accounts-client.js';
import { buildBookingRequest } from '../../testing/booking-requests.js';
import { startIntStack, type IntStack } from '../../testing/int-stack.js';
import { signUpAs } from '../../testing/role-users.js';
import { addServingProfessional } from '../../testing/serving-professional.js';
import { testConfig } from '../../testing/test-config.js';
import { signedInSocket, type TestSocket } from '../../testing/sockets.js';

const SUITE = 'people';

// The console's people (docs/operations.md "People"): find an account, disable it (its sessions and
// sockets end at once, it cannot sign in), enable it, send a reset link, change a role; all audited.
describe('people in the operator console (real PostgreSQL and Redis)', () => {
  let stack: IntStack;
  let admin: Signed;
  let other: Signed;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    stack = await startIntStack('hm_test_people', SUITE, (url) => testConfig({ DATABASE_URL: url }, { suite: SUITE }));
    admin = await signUpAs(stack.client, stack.sql, 'admin', { firstName: 'Odile', lastName: 'Admin' });
    other = await signUpAs(stack.client, stack.sql, 'admin', { firstName: 'Yves', lastName: 'Admin' });
    // A plumber of the area, so that a booking can be made.
    await addServingProfessional(stack.sql, { categories: ['plumbing'], prefixes: ['H2X'] });
  });

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await stack?.close();
  });

  async function call<T>(who: Signed | null, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
    const response = await stack.client.send(method, path, who?.session.accessToken ?? null, body);
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  }
  const people = (query: Record<string, string>) =>
    call<PeopleListView & ApiErrorBody>(admin, 'GET', `admin/people?${new URLSearchParams(query).toString()}`);

  const connected = (token: string) => signedInSocket(stack.app.baseUrl, token, sockets);

  it('finds a customer by name, e-mail, phone digits or booking number, with their bookings and sign-ins', async () => {
    const request = signUpRequest({ firstName: 'Camille', lastName: 'Lavoie' });
    const camille = await stack.client.signUp(request);
    await stack.sql.query('update users set phone = $1 where id = $2', ['+15145550188', camille.session.user.id]);
    const booked = await call<{ bookingNumber: string }>(camille, 'POST', 'bookings', buildBookingRequest());
    expect(booked.status).toBe(201);

    for (const search of ['lavoie', request.email.toUpperCase(), '555 0188', booked.body.bookingNumber.toLowerCase()]) {
      const found = await people({ search });
      expect(found.status).toBe(200);
      expect(found.body.items.map((item) => item.id)).toEqual([camille.session.user.id]);
    }
    expect((await people({ search: 'lavoie', role: 'admin' })).body.total).toBe(0);

    const person = await call<PersonView>(admin, 'GET', `admin/people/${camille.session.user.id}`);
    expect(person.body).toMatchObject({
      firstName: 'Camille',
      role: 'customer',
      disabledAt: null,
      bookings: 1,
      recentBookings: [{ bookingNumber: booked.body.bookingNumber, as: 'customer', status: 'pending' }],
      recentSignIns: [expect.objectContaining({ active: true })],
    });
  });

  it('takes a disabled pro out of the marketplace: no booking is offered or held in their area, no operator can assign them', async () => {
    // The only plumber of H3A.
    const pro = await addServingProfessional(stack.sql, { categories: ['plumbing'], prefixes: ['H3A'] });
    const customer = await stack.client.signUp(signUpRequest({ firstName: 'Nadia', lastName: 'Client' }));
    const inH3A = () =>
      call<ApiErrorBody & { bookingNumber: string }>(customer, 'POST', 'bookings', buildBookingRequest({ postalCode: 'h3a1b9' }));
    const disabled = await call<PersonView>(admin, 'POST', `admin/people/${pro.userId}/disable`, { reason: 'Insurance lapsed.' });
    expect(disabled.status).toBe(200);

    const refused = await inH3A();
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ postalCode: ['SERVICE_AREA_NOT_SERVED'] });
    const inH2X = await call<{ bookingNumber: string }>(customer, 'POST', 'bookings', buildBookingRequest());
    expect(inH2X.status).toBe(201);
    const assign = await call<ApiErrorBody>(admin, 'POST', `admin/bookings/${inH2X.body.bookingNumber}/transitions`, {
      action: 'assign',
      professionalId: pro.userId,
    });
    expect(assign.status).toBe(409);
    expect(assign.body.code).toBe('PROFESSIONAL_DISABLED');

    expect((await call<PersonView>(admin, 'POST', `admin/people/${pro.userId}/enable`)).status).toBe(200);
    expect((await inH3A()).status).toBe(201);
  });

  it('disables an account: its socket is closed and its token refused at once, it cannot sign in; enabled again, it can', async () => {
    const request = signUpRequest({ firstName: 'Marc', lastName: 'Abus' });
    const marc = await stack.client.signUp(request);
    const socket = await connected(marc.session.accessToken);
    const closed = new Promise<{ ended: SessionEndedPayload | null }>((resolve) => {
      let ended: SessionEndedPayload | null = null;
      socket.once('session:ended', (payload) => (ended = payload));
      socket.once('disconnect', () => resolve({ ended }));
    });

    const disabled = await call<PersonView>(admin, 'POST', `admin/people/${marc.session.user.id}/disable`, {
      reason: 'Abusive messages to two pros.',
    });
    expect(disabled.status).toBe(200);
    expect(disabled.body).toMatchObject({ disabledAt: expect.any(String), disabledReason: 'Abusive messages to two pros.' });
    expect((await closed).ended).not.toBeNull();
    expect((await call(marc, 'GET', 'me')).status).toBe(401);
    const signIn = await stack.client.post('auth/login', { email: request.email, password: request.password, rememberMe: false });
    expect(signIn.status).toBe(403);
    expect(((await signIn.json()) as ApiErrorBody).code).toBe('ACCOUNT_DISABLED');

    expect((await call<PersonView>(admin, 'POST', `admin/people/${marc.session.user.id}/enable`)).body.disabledAt).toBeNull();
    expect((await stack.client.post('auth/login', { email: request.email, password: request.password, rememberMe: false })).status).toBe(
      200,
    );

    const audit = await call<AuditLogView>(admin, 'GET', `admin/audit-log?search=${encodeURIComponent(request.email)}`);
    expect(audit.body.items.map((item) => [item.action, item.reason])).toEqual([
      ['account_enabled', null],
      ['account_disabled', 'Abusive messages to two pros.'],
    ]);
  });

  it('sends a password-reset link in the account’s language, and audits it', async () => {
    const request = signUpRequest({ firstName: 'Léa', locale: 'en' });
    const lea = await stack.client.signUp(request);
    expect((await call(admin, 'POST', `admin/people/${lea.session.user.id}/password-reset`)).status).toBe(200);
    const { rows } = await stack.sql.query(
      `select payload from outbox where job_name = 'accountLink' and payload->>'kind' = 'passwordReset'
         and payload->>'rowId' in (select id::text from password_reset_tokens where user_id = $1)`,
      [lea.session.user.id],
    );
    expect(rows).toHaveLength(1);
    const audit = await call<AuditLogView>(admin, 'GET', `admin/audit-log?action=password_reset_sent`);
    expect(audit.body.items[0]).toMatchObject({ targetType: 'user', targetId: lea.session.user.id });
  });

  it('changes a customer into an operator and back, ending their sessions; never one’s own, never a pro', async () => {
    const request = signUpRequest({ firstName: 'Nora' });
    const nora = await stack.client.signUp(request);
    const promoted = await call<PersonView>(admin, 'PUT', `admin/people/${nora.session.user.id}/role`, { role: 'admin' });
    expect(promoted.body.role).toBe('admin');
    expect((await call(nora, 'GET', 'me')).status).toBe(401);
    const again = await stack.client.signIn(request.email, request.password);
    expect(again.session.user.role).toBe('admin');

    expect(await call<ApiErrorBody>(admin, 'PUT', `admin/people/${admin.session.user.id}/role`, { role: 'customer' })).toMatchObject({
      status: 409,
      body: { code: 'CANNOT_CHANGE_OWN_ACCOUNT' },
    });
    expect((await call<ApiErrorBody>(admin, 'POST', `admin/people/${admin.session.user.id}/disable`, { reason: 'x' })).status).toBe(409);
    expect(await call<ApiErrorBody>(admin, 'PUT', `admin/people/${nora.session.user.id}/role`, { role: 'professional' })).toMatchObject({
      status: 422,
      body: { code: 'ROLE_NOT_ALLOWED' },
    });
    // Another operator may change this one.
    expect((await call<PersonView>(other, 'PUT', `admin/people/${admin.session.user.id}/role`, { role: 'admin' })).status).toBe(200);
    const audit = await call<AuditLogView>(admin, 'GET', `admin/audit-log?action=role_changed`);
    expect(audit.body.items.map((item) => item.details)).toEqual([{ from: 'customer', to: 'admin' }]);
  });

  it('refuses bad input and non-operators', async () => {
    const customer = await stack.client.signUp(signUpRequest());
    expect((await call(customer, 'GET', 'admin/people')).status).toBe(403);
    expect((await call(null, 'GET', 'admin/people')).status).toBe(401);
    expect((await call<ApiErrorBody>(admin, 'GET', 'admin/people/not-a-uuid')).body.code).toBe('PERSON_NOT_FOUND');
    expect((await call<ApiErrorBody>(admin, 'POST', `admin/people/${customer.session.user.id}/disable`, { reason: '  ' })).status).toBe(
      400,
    );
    expect((await call<ApiErrorBody>(admin, 'PUT', `admin/people/${customer.session.user.id}/role`, { role: 'owner' })).status).toBe(400);
    expect((await people({ role: 'owner' })).status).toBe(400);
    expect((await call<PersonView>(admin, 'GET', `admin/people/${customer.session.user.id}`)).body.disabledAt).toBeNull();
  });
});
