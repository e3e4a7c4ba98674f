import { createTestDatabase, type TestDatabase } from '@hm/db/testing';
import type {
  AcceptInvitationResponse,
  AdminBookingListView,
  ApiErrorBody,
  BookingView,
  InvitationView,
  ProfessionalApplicationRequest,
  ProfessionalApplicationView,
  WaitingBookingView,
} from '@hm/contracts';
import pg from 'pg';
import { linkJobsTo, mailLink } from '../../testing/account-links.js';
import { AccountsClient, type Signed } from '../../testing/accounts-client.js';
import { buildBookingRequest } from '../../testing/booking-requests.js';
import { signUpAs } from '../../testing/role-users.js';
import { deleteRedisKeys, startApp, type RunningApp } from '../../testing/test-app.js';
import { TEST_REDIS_URL, testConfig, testRedisPrefix } from '../../testing/test-config.js';
import { giveVerifiedCredentials } from '../../testing/serving-professional.js';

const SUITE = 'professionals';
const PUBLIC_URL = 'https://homemate.test';

describe('professionals: application, operator console, invitation (real PostgreSQL and Redis)', () => {
  let db: TestDatabase;
  let app: RunningApp;
  let sql: pg.Client;
  let client: AccountsClient;
  let admin: Signed;
  let customer: Signed;
  let ipCounter = 0;
  let emailCounter = 0;

  beforeAll(async () => {
    db = await createTestDatabase('hm_test_professionals');
    const config = testConfig(
      { DATABASE_URL: db.url, TRUST_PROXY: '1', PUBLIC_URL },
      { suite: SUITE, rateLimit: { limit: 10_000, windowMs: 60_000 } },
    );
    const limits = { ...config.publicForms.limits, waitlistPerIp: { limit: 3, windowMs: 60_000 } };
    app = await startApp({ ...config, publicForms: { ...config.publicForms, limits } });
    sql = new pg.Client({ connectionString: db.url });
    await sql.connect();
    client = new AccountsClient(app.baseUrl);
    admin = await signUpAs(client, sql, 'admin');
    customer = await signUpAs(client, sql, 'customer');
  });

  afterAll(async () => {
    await sql?.end();
    await app?.close();
    await db?.drop();
    await deleteRedisKeys(TEST_REDIS_URL, testRedisPrefix(SUITE));
  });

  const newIp = () => `198.51.100.${++ipCounter}`;
  const newEmail = () => `pro${++emailCounter}-${process.pid}@example.com`;

  const application = (overrides: Partial<ProfessionalApplicationRequest> = {}): ProfessionalApplicationRequest => ({
    firstName: ' Marc ',
    lastName: 'Gagnon',
    email: ` ${newEmail().toUpperCase()} `,
    phone: '+1 (514) 555-0199',
    serviceCategory: 'plumbing',
    locale: 'fr',
    website: '',
    ...overrides,
  });

  async function apply(body: unknown, ip = newIp()): Promise<{ status: number; body: unknown }> {
    const response = await fetch(`${app.baseUrl}/api/public/professionals`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  }

  async function call<T>(who: Signed | null, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
    const response = await client.send(method, path, who?.session.accessToken ?? null, body);
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  }

  const rowsByEmail = async (email: string) => (await sql.query('select * from professionals where email = $1', [email])).rows;

  /** The token of the invitation mailed to `to` (the worker's part done here: see mailLink). */
  async function invitationToken(to: string): Promise<string> {
    const [job] = await linkJobsTo(sql, 'proInvitation', to);
    return mailLink(app, job!);
  }

  /** Applies, then finds the pending application as the operator sees it. */
  async function pendingApplication(overrides: Partial<ProfessionalApplicationRequest> = {}): Promise<ProfessionalApplicationView> {
    const request = application(overrides);
    expect((await apply(request)).status).toBe(201);
    const list = await call<ProfessionalApplicationView[]>(admin, 'GET', 'admin/professional-applications');
    const found = list.body.find((item) => item.email === request.email.trim().toLowerCase());
    if (!found) throw new Error('application not listed');
    return found;
  }

  it('registers an application as pending with a normalised e-mail and phone, and captures the e-mail', async () => {
    const request = application();
    const email = request.email.trim().toLowerCase();
    const answer = await apply(request);
    expect(answer).toEqual({ status: 201, body: { status: 'registered' } });
    const [row] = await rowsByEmail(email);
    expect(row).toMatchObject({
      first_name: 'Marc',
      email,
      phone: '+15145550199',
      categories: ['plumbing'],
      status: 'pending',
      user_id: null,
      locale: 'fr',
    });
    const captures = await sql.query('select source from email_captures where email = $1', [email]);
    expect(captures.rows).toEqual([{ source: 'professional_signup' }]);
    // The applicant's acknowledgement, in the language they applied in.
    const mails = await sql.query(
      `select payload from outbox where payload->>'template' = 'proApplicationReceived' and payload->>'to' = $1`,
      [email],
    );
    expect(mails.rows).toEqual([{ payload: expect.objectContaining({ locale: 'fr', subject: 'Nous avons bien reçu votre candidature' }) }]);
  });

  it('answers an address already registered (any case or spacing) with the already-registered error', async () => {
    const first = application();
    expect((await apply(first)).status).toBe(201);
    const again = await apply({ ...first, email: first.email.toLowerCase().trim(), firstName: 'Autre' });
    expect(again.status).toBe(409);
    expect((again.body as ApiErrorBody).code).toBe('PROFESSIONAL_ALREADY_REGISTERED');
    expect(await rowsByEmail(first.email.trim().toLowerCase())).toHaveLength(1);
  });

  it('lets exactly one of two simultaneous applications of one address in; the other is told it is already registered', async () => {
    const request = application();
    const answers = await Promise.all(Array.from({ length: 6 }, () => apply(request)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    // The losers leave no acknowledgement behind: one e-mail for the one application.
    const acknowledgements = await sql.query(
      `select 1 from outbox where payload->>'template' = 'proApplicationReceived' and payload->>'to' = $1`,
      [request.email.trim().toLowerCase()],
    );
    expect(acknowledgements.rowCount).toBe(1);
    expect(answers.filter((a) => a.status === 409).every((a) => (a.body as ApiErrorBody).code === 'PROFESSIONAL_ALREADY_REGISTERED')).toBe(
      true,
    );
    expect(await rowsByEmail(request.email.trim().toLowerCase())).toHaveLength(1);
  });

  it('refuses missing or invalid fields with field codes, and stores nothing', async () => {
    const before = (await sql.query('select count(*)::int as n from professionals')).rows[0].n;
    const answer = await apply({
      firstName: '',
      lastName: 'Gagnon',
      email: 'not-an-email',
      phone: 'abc',
      serviceCategory: 'astrology',
      locale: 'fr',
    });
    expect(answer.status).toBe(400);
    expect((answer.body as ApiErrorBody).fields).toMatchObject({
      firstName: ['REQUIRED'],
      email: ['INVALID_EMAIL'],
      phone: ['INVALID_PHONE'],
      serviceCategory: ['INVALID_CATEGORY'],
    });
    expect((await sql.query('select count(*)::int as n from professionals')).rows[0].n).toBe(before);
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const request = application({ website: 'http://spam.example' });
    expect((await apply(request)).status).toBe(201);
    expect(await rowsByEmail(request.email.trim().toLowerCase())).toHaveLength(0);
  });

  it('limits applications per client IP', async () => {
    const ip = newIp();
    for (let i = 0; i < 3; i += 1) expect((await apply(application(), ip)).status).toBe(201);
    const limited = await apply(application(), ip);
    expect(limited.status).toBe(429);
    expect((limited.body as ApiErrorBody).code).toBe('RATE_LIMITED');
  });

  it('keeps every operator route to admins: a customer gets 403, an anonymous caller 401', async () => {
    const pending = await pendingApplication();
    const routes: [string, string][] = [
      ['GET', 'admin/professional-applications'],
      ['POST', `admin/professional-applications/${pending.id}/approve`],
      ['POST', `admin/professional-applications/${pending.id}/reject`],
      ['GET', 'admin/bookings/waiting'],
      ['GET', 'admin/bookings'],
    ];
    for (const [method, path] of routes) {
      expect((await call(customer, method, path, method === 'POST' ? {} : undefined)).status).toBe(403);
      expect((await call(null, method, path, method === 'POST' ? {} : undefined)).status).toBe(401);
    }
    expect((await rowsByEmail(pending.email))[0].status).toBe('pending');
  });

  it('approves: invitation mail in the outbox, password set once from the link, then the pro signs in as a professional', async () => {
    const pending = await pendingApplication({ locale: 'en' });
    const approved = await call<ProfessionalApplicationView>(admin, 'POST', `admin/professional-applications/${pending.id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', userId: expect.any(String), reviewedAt: expect.any(String) });
    const { rows: users } = await sql.query('select role, password_hash from users where id = $1', [approved.body.userId]);
    expect(users).toEqual([{ role: 'professional', password_hash: null }]);
    // Approving twice is refused, and no second mail goes out.
    const twice = await call<ApiErrorBody>(admin, 'POST', `admin/professional-applications/${pending.id}/approve`);
    expect([twice.status, twice.body.code]).toEqual([409, 'APPLICATION_NOT_PENDING']);

    // The job names the invitation and the page; its token is made when the worker mails it.
    const jobs = await linkJobsTo(sql, 'proInvitation', pending.email);
    expect(jobs).toEqual([{ kind: 'proInvitation', rowId: expect.any(String), pageUrl: `${PUBLIC_URL}/pro/welcome` }]);
    const { rows: invitations } = await sql.query('select token_hash from professional_invitations where id = $1', [jobs[0]!.rowId]);
    expect(invitations).toEqual([{ token_hash: null }]);
    const token = await invitationToken(pending.email);

    const check = await call<InvitationView>(null, 'POST', 'pro/invitations/check', { token });
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({ firstName: 'Marc', email: pending.email });

    const weak = await call<ApiErrorBody>(null, 'POST', 'pro/invitations/accept', { token, password: 'short' });
    expect([weak.status, weak.body.code]).toEqual([400, 'WEAK_PASSWORD']);

    const accepted = await client.post('pro/invitations/accept', { token, password: 'Chantier2026!' });
    expect(accepted.status).toBe(200);
    const session = (await accepted.json()) as AcceptInvitationResponse;
    expect(session.user).toMatchObject({ email: pending.email, role: 'professional' });
    expect(client.refreshCookieOf(accepted)).toBeDefined();
    const me = await call<{ role: string }>({ session } as Signed, 'GET', 'me');
    expect(me.body.role).toBe('professional');

    // Single use: the same link cannot set a password again, nor even be checked.
    const reuse = await call<ApiErrorBody>(null, 'POST', 'pro/invitations/accept', { token, password: 'Autre2026!x' });
    expect([reuse.status, reuse.body.code]).toEqual([400, 'INVALID_INVITATION']);
    expect((await call(null, 'POST', 'pro/invitations/check', { token })).status).toBe(400);

    const signedIn = await client.signIn(pending.email, 'Chantier2026!');
    expect(signedIn.session.user.role).toBe('professional');
  });

  it('lets only one of two simultaneous uses of an invitation set the password', async () => {
    const pending = await pendingApplication();
    await call(admin, 'POST', `admin/professional-applications/${pending.id}/approve`);
    const token = await invitationToken(pending.email);
    const answers = await Promise.all(
      ['Premier2026!', 'Second2026!'].map((password) => call(null, 'POST', 'pro/invitations/accept', { token, password })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
  });

  it('refuses an expired invitation and an unknown token', async () => {
    const pending = await pendingApplication();
    await call(admin, 'POST', `admin/professional-applications/${pending.id}/approve`);
    const token = await invitationToken(pending.email);
    await sql.query(`update professional_invitations set expires_at = now() - interval '1 second' where professional_id = $1`, [
      pending.id,
    ]);
    const expired = await call<ApiErrorBody>(null, 'POST', 'pro/invitations/accept', { token, password: 'Chantier2026!' });
    expect([expired.status, expired.body.code]).toEqual([400, 'INVALID_INVITATION']);
    expect((await call(null, 'POST', 'pro/invitations/check', { token: 'x'.repeat(43) })).status).toBe(400);
    const { rows } = await sql.query('select password_hash from users where email = $1', [pending.email]);
    expect(rows[0].password_hash).toBeNull();
  });

  it('promotes the customer account of the same address, and never an operator account', async () => {
    const existing = await signUpAs(client, sql, 'customer');
    const pending = await pendingApplication({ email: existing.session.user.email.toUpperCase() });
    const approved = await call<ProfessionalApplicationView>(admin, 'POST', `admin/professional-applications/${pending.id}/approve`);
    expect(approved.body.userId).toBe(existing.session.user.id);
    expect((await sql.query('select role from users where id = $1', [existing.session.user.id])).rows[0].role).toBe('professional');

    const operator = await pendingApplication({ email: admin.session.user.email });
    const refused = await call<ApiErrorBody>(admin, 'POST', `admin/professional-applications/${operator.id}/approve`);
    expect([refused.status, refused.body.code]).toEqual([409, 'PROFESSIONAL_ACCOUNT_CONFLICT']);
    expect((await rowsByEmail(operator.email))[0].status).toBe('pending');
  });

  it('rejects with a reason, mailing the applicant only when asked', async () => {
    const quiet = await pendingApplication();
    const told = await pendingApplication();
    const reject = (id: string, body: unknown) =>
      call<ProfessionalApplicationView & ApiErrorBody>(admin, 'POST', `admin/professional-applications/${id}/reject`, body);
    // Without a reason, or one too short or too long: a 400 naming the field, and the application stays pending.
    for (const [body, code] of [
      [{}, 'REQUIRED'],
      [{ reason: '   ', notify: true }, 'REQUIRED'],
      [{ reason: ' no ' }, 'TOO_SHORT'],
      [{ reason: 'x'.repeat(501) }, 'TOO_LONG'],
    ] as const) {
      expect((await reject(quiet.id, body)).body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', fields: { reason: [code] } });
    }
    expect((await rowsByEmail(quiet.email))[0].status).toBe('pending');
    expect((await reject(quiet.id, { reason: 'Outside our service areas.' })).body.status).toBe('rejected');
    expect((await reject(told.id, { reason: 'No RBQ licence.', notify: true })).body.status).toBe('rejected');
    const mails = async (to: string) =>
      (await sql.query(`select 1 from outbox where payload->>'template' = 'proRejected' and payload->>'to' = $1`, [to])).rowCount;
    expect(await mails(quiet.email)).toBe(0);
    expect(await mails(told.email)).toBe(1);
    const list = await call<ProfessionalApplicationView[]>(admin, 'GET', 'admin/professional-applications?status=rejected');
    expect(list.body.map((item) => item.id)).toEqual(expect.arrayContaining([quiet.id, told.id]));
    expect((await call(admin, 'POST', 'admin/professional-applications/not-a-uuid/approve')).status).toBe(404);
  });

  it('lists waiting bookings with the approved pros of the category serving the area, nearest first, and the operator can assign one', async () => {
    // Four approved plumbers in different areas (one far away), one approved cleaner, one pending plumber.
    const approve = async (overrides: Partial<ProfessionalApplicationRequest>, areas: string[]) => {
      const pending = await pendingApplication(overrides);
      const approved = await call<ProfessionalApplicationView>(admin, 'POST', `admin/professional-applications/${pending.id}/approve`);
      await sql.query('update professionals set service_area_prefixes = $1 where id = $2', [areas, pending.id]);
      // Plumbing needs verified credentials (docs/verified-trades.md): what an operator's review gives.
      await giveVerifiedCredentials(sql, approved.body.userId!);
      return approved.body;
    };
    const far = await approve({ firstName: 'Far' }, ['G1R']);
    const same = await approve({ firstName: 'Same' }, ['H2X']);
    const near = await approve({ firstName: 'Near' }, ['H2']);
    const wide = await approve({ firstName: 'Wide' }, ['H3A', 'H']);
    const cleaner = await approve({ firstName: 'Clean', serviceCategory: 'cleaning' }, ['H2X']);
    await pendingApplication({ firstName: 'Waiting' });

    const booked = await call<BookingView>(customer, 'POST', 'bookings', buildBookingRequest({ postalCode: 'h2x1y4' }));
    expect(booked.status).toBe(201);
    const waiting = await call<WaitingBookingView[]>(admin, 'GET', 'admin/bookings/waiting');
    expect(waiting.status).toBe(200);
    const entry = waiting.body.find((item) => item.booking.bookingNumber === booked.body.bookingNumber);
    expect(entry?.booking.postalCode).toBe('H2X 1Y4');
    const ours = entry!.matches.filter((m) => [far, same, near, wide, cleaner].some((p) => p.userId === m.userId));
    // Far (G1R) does not serve H2X: not offered.
    expect(ours.map((m) => [m.firstName, m.proximity])).toEqual([
      ['Same', 'fsa'],
      ['Near', 'district'],
      ['Wide', 'region'],
    ]);

    const assigned = await call(admin, 'POST', `admin/bookings/${booked.body.bookingNumber}/transitions`, {
      action: 'assign',
      professionalId: same.userId,
    });
    expect(assigned.status).toBe(200);
    const after = await call<WaitingBookingView[]>(admin, 'GET', 'admin/bookings/waiting');
    expect(after.body.some((item) => item.booking.bookingNumber === booked.body.bookingNumber)).toBe(false);

    const all = await call<AdminBookingListView>(admin, 'GET', `admin/bookings?search=${booked.body.bookingNumber}`);
    expect(all.body.total).toBe(1);
    expect(all.body.items[0]).toMatchObject({
      bookingNumber: booked.body.bookingNumber,
      status: 'confirmed',
      professionalName: 'Same Gagnon',
    });
    expect(all.body.items[0]?.timeline.map((event) => event.status)).toEqual(['waiting_for_pro', 'pro_assigned']);
  });
});
