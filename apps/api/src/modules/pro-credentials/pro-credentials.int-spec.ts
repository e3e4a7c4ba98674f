import { createTestDatabase, type TestDatabase } from '@hm/db/testing';
import {
  addDays,
  PRO_APP_ROUTES,
  todayInToronto,
  type AdminProCredentialsView,
  type ApiErrorBody,
  type AvailabilityView,
  type BookingView,
  type ProCredentialsView,
  type ProJobView,
  type ReservationView,
  type WaitingBookingView,
} from '@hm/contracts';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { AccountsClient, type Signed } from '../../testing/accounts-client.js';
import { buildBookingRequest } from '../../testing/booking-requests.js';
import { signUpAs } from '../../testing/role-users.js';
import { addServingProfessional, giveFullWeek } from '../../testing/serving-professional.js';
import { deleteRedisKeys, startApp, type RunningApp } from '../../testing/test-app.js';
import { TEST_REDIS_URL, testConfig, testRedisPrefix } from '../../testing/test-config.js';

const SUITE = 'pro-credentials';
const PDF = Buffer.from('%PDF-1.4\n% Certificat d’assurance responsabilité civile\n%%EOF\n');
// Only the rookie plumber works in H3Z: whether the trade is served there is theirs alone.
const ROOKIE_ONLY = 'H3Z 2Y7';

describe('verified trades: credentials, review, gating and certificates (real PostgreSQL and Redis)', () => {
  let db: TestDatabase;
  let app: RunningApp;
  let client: AccountsClient;
  let sql: pg.Client;
  let uploadDir: string;
  let customer: Signed;
  let admin: Signed;
  let rookie: Signed;
  let otherPro: Signed;

  beforeAll(async () => {
    db = await createTestDatabase('hm_test_pro_credentials');
    uploadDir = await mkdtemp(join(tmpdir(), 'hm-credentials-'));
    app = await startApp(
      testConfig({ DATABASE_URL: db.url, UPLOAD_DIR: uploadDir }, { suite: SUITE, rateLimit: { limit: 100_000, windowMs: 60_000 } }),
    );
    client = new AccountsClient(app.baseUrl);
    sql = new pg.Client({ connectionString: db.url });
    await sql.connect();
    customer = await signUpAs(client, sql, 'customer');
    admin = await signUpAs(client, sql, 'admin');
    // A verified plumber and cleaner in H2X: customers can book there whatever the rookie holds.
    await addServingProfessional(sql, { categories: ['plumbing', 'cleaning'], prefixes: ['H2X'] });
    rookie = await newPro('Rookie', ['plumbing', 'cleaning'], ['H2X', 'H3Z']);
    otherPro = await newPro('Autre', ['cleaning'], ['H2X']);
  });

  afterAll(async () => {
    await sql?.end();
    await app?.close();
    await db?.drop();
    await rm(uploadDir, { recursive: true, force: true });
    await deleteRedisKeys(TEST_REDIS_URL, testRedisPrefix(SUITE));
  });

  async function call<T = unknown>(who: Signed | null, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
    const response = await client.send(method, path, who?.session.accessToken ?? null, body);
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  }
  async function ok<T>(who: Signed, method: string, path: string, body?: unknown): Promise<T> {
    const response = await call<T>(who, method, path, body);
    expect({ path, status: response.status, body: response.body }).toEqual({ path, status: 200, body: expect.anything() });
    return response.body;
  }
  async function newPro(firstName: string, categories: string[], serviceAreaPrefixes: string[]): Promise<Signed> {
    const pro = await signUpAs(client, sql, 'professional', { firstName });
    await ok(pro, 'PUT', PRO_APP_ROUTES.profile, {
      firstName,
      lastName: 'Plombier',
      phone: '+1 514 555 0177',
      categories,
      serviceAreaPrefixes,
      bioFr: null,
      bioEn: null,
    });
    await giveFullWeek(sql, pro.session.user.id);
    return pro;
  }
  function upload(who: Signed, path: string, bytes: Buffer, type: string): Promise<Response> {
    const form = new FormData();
    form.append('document', new Blob([new Uint8Array(bytes)], { type }), 'certificat');
    return fetch(`${app.baseUrl}/api/${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${who.session.accessToken}` },
      body: form,
    });
  }
  async function book(overrides: Record<string, unknown> = {}): Promise<BookingView> {
    const { status, body } = await call<BookingView>(customer, 'POST', 'bookings', buildBookingRequest(overrides));
    expect({ status, body }).toEqual({ status: 201, body: expect.anything() });
    return body;
  }
  const openJobs = async (who: Signed) => (await ok<ProJobView[]>(who, 'GET', PRO_APP_ROUTES.openJobs)).map((job) => job.bookingNumber);
  const served = async (serviceId: string, postalCode: string) =>
    (
      await ok<{ served: boolean }>(
        customer,
        'GET',
        `public/service-areas/check?serviceId=${serviceId}&postalCode=${encodeURIComponent(postalCode)}`,
      )
    ).served;
  const freeSlots = async (postalCode: string) =>
    (
      await ok<AvailabilityView>(
        customer,
        'GET',
        `public/availability?serviceId=plumbing&subServiceId=leak-repair&postalCode=${encodeURIComponent(postalCode)}`,
      )
    ).days.reduce((sum, day) => sum + day.slots.length, 0);
  const matchesOf = async (bookingNumber: string) =>
    (await ok<WaitingBookingView[]>(admin, 'GET', 'admin/bookings/waiting'))
      .find((item) => item.booking.bookingNumber === bookingNumber)!
      .matches.map((match) => match.userId);
  const review = (kind: string, decision: 'verified' | 'rejected', note?: string, pro: Signed = rookie) =>
    call<AdminProCredentialsView & ApiErrorBody>(admin, 'POST', `admin/pros/${pro.session.user.id}/credentials/${kind}/review`, {
      decision,
      ...(note === undefined ? {} : { note }),
    });
  const nextYear = addDays(todayInToronto(), 365);

  it('refuses each malformed field with its code, and an unknown credential or a certificate that is not a PDF or an image', async () => {
    const rbq = await call<ApiErrorBody>(rookie, 'PUT', 'pro/credentials/rbq', { number: '1234-567-01', subclasses: ['15.5', 'x'] });
    expect(rbq).toEqual({
      status: 400,
      body: expect.objectContaining({
        code: 'VALIDATION_FAILED',
        fields: { number: ['INVALID_RBQ_NUMBER'], 'subclasses.1': ['INVALID_RBQ_SUBCLASS'] },
      }),
    });
    const insurance = await call<ApiErrorBody>(rookie, 'PUT', 'pro/credentials/insurance', {
      insurer: 'Intact',
      policyNumber: 'P',
      coverageCents: -5,
      expiresOn: '2020-01-01',
    });
    expect(insurance.body.fields).toEqual({
      policyNumber: ['INVALID_POLICY_NUMBER'],
      coverageCents: ['INVALID_AMOUNT'],
      expiresOn: ['DATE_IN_PAST'],
    });
    const business = await call<ApiErrorBody>(rookie, 'PUT', 'pro/credentials/business', { businessName: '', neq: '12' });
    expect(business.body.fields).toEqual({ businessName: ['REQUIRED'], neq: ['INVALID_NEQ'] });
    expect((await call<ApiErrorBody>(rookie, 'PUT', 'pro/credentials/licence', { number: '1' })).status).toBe(404);
    // A certificate belongs to a credential entered first.
    const early = await upload(rookie, 'pro/credentials/insurance/document', PDF, 'application/pdf');
    expect({ status: early.status, code: ((await early.json()) as ApiErrorBody).code }).toEqual({
      status: 404,
      code: 'CREDENTIAL_NOT_FOUND',
    });
    // Nothing was written.
    const mine = await ok<ProCredentialsView>(rookie, 'GET', 'pro/credentials');
    expect(mine).toMatchObject({ businessName: null, neq: null, credentials: [], requested: ['rbq', 'cmmtq', 'insurance'] });
    expect(mine.blockedTrades).toEqual(['plumbing']);
  });

  it('gives a plumber without verified credentials no plumbing job from any path, and every path once an operator verified them', async () => {
    const plumbing = await book();
    const cleaning = await book({ serviceId: 'cleaning', subServiceId: 'regular-cleaning' });
    const rookieId = rookie.session.user.id;

    // Open jobs: the cleaning job, never the plumbing one; accepting it is "not found".
    expect(await openJobs(rookie)).toEqual(expect.arrayContaining([cleaning.bookingNumber]));
    expect(await openJobs(rookie)).not.toContain(plumbing.bookingNumber);
    expect(await call<ApiErrorBody>(rookie, 'POST', PRO_APP_ROUTES.accept(plumbing.bookingNumber))).toEqual({
      status: 404,
      body: expect.objectContaining({ code: 'JOB_NOT_FOUND' }),
    });
    // The operator's list leaves them out, and an assignment is refused with a code.
    expect(await matchesOf(plumbing.bookingNumber)).not.toContain(rookieId);
    expect(await matchesOf(cleaning.bookingNumber)).toContain(rookieId);
    expect(
      await call<ApiErrorBody>(admin, 'POST', `admin/bookings/${plumbing.bookingNumber}/transitions`, {
        action: 'assign',
        professionalId: rookieId,
      }),
    ).toEqual({ status: 409, body: expect.objectContaining({ code: 'PRO_NOT_QUALIFIED' }) });
    // The wizard: where the rookie is the only plumber, plumbing is not served and has no free time; cleaning is.
    expect(await served('plumbing', ROOKIE_ONLY)).toBe(false);
    expect(await served('cleaning', ROOKIE_ONLY)).toBe(true);
    expect(await freeSlots(ROOKIE_ONLY)).toBe(0);

    // The rookie enters their business and credentials; pending ones change nothing.
    await ok(rookie, 'PUT', 'pro/credentials/business', { businessName: 'Plomberie Rookie inc.', neq: '1165 432 109' });
    await ok(rookie, 'PUT', 'pro/credentials/rbq', { number: '1234567801', subclasses: ['15.5', '15.5'], expiresOn: null });
    await ok(rookie, 'PUT', 'pro/credentials/cmmtq', { number: '40123', expiresOn: '' });
    const entered = await ok<ProCredentialsView>(rookie, 'PUT', 'pro/credentials/insurance', {
      insurer: 'Intact Assurance',
      policyNumber: 'RC-2026/42',
      coverageCents: 200_000_000,
      expiresOn: nextYear,
    });
    expect(entered).toMatchObject({ businessName: 'Plomberie Rookie inc.', neq: '1165432109', blockedTrades: ['plumbing'] });
    expect(entered.credentials.map((item) => [item.kind, item.status, item.number])).toEqual([
      ['rbq', 'pending', '1234-5678-01'],
      ['cmmtq', 'pending', '40123'],
      ['insurance', 'pending', null],
    ]);
    expect(await openJobs(rookie)).not.toContain(plumbing.bookingNumber);

    // A rejection needs a note; with one, the pro is told in their language and it is audited.
    expect(await review('cmmtq', 'rejected')).toEqual({ status: 400, body: expect.objectContaining({ code: 'VALIDATION_FAILED' }) });
    expect((await review('cmmtq', 'rejected', 'Numéro introuvable au registre.')).status).toBe(200);
    expect((await review('rbq', 'verified')).status).toBe(200);
    expect((await review('insurance', 'verified')).status).toBe(200);
    expect(await openJobs(rookie)).not.toContain(plumbing.bookingNumber);
    const verified = await review('cmmtq', 'verified', 'Vérifié au registre de la CMMTQ.');
    expect(verified.status).toBe(200);
    expect(verified.body.blockedTrades).toEqual([]);

    const mails = await sql.query<{ template: string; locale: string; subject: string; text: string }>(
      `select payload->>'template' as template, payload->>'locale' as locale, payload->>'subject' as subject, payload->>'text' as text
       from outbox where payload->>'to' = $1 and payload->>'template' like 'credential%' order by id`,
      [rookie.session.user.email.toLowerCase()],
    );
    expect(mails.rows.map((row) => [row.template, row.locale])).toEqual([
      ['credentialRejected', 'fr'],
      ['credentialVerified', 'fr'],
      ['credentialVerified', 'fr'],
      ['credentialVerified', 'fr'],
    ]);
    expect(mails.rows[0]!.text).toContain('Numéro introuvable au registre.');
    const audit = await sql.query<{ action: string; reason: string | null; credential: string }>(
      `select action, reason, details->>'credential' as credential from operator_actions where target_id = $1 order by id`,
      [rookieId],
    );
    expect(audit.rows).toEqual([
      { action: 'credential_rejected', reason: 'Numéro introuvable au registre.', credential: 'cmmtq' },
      { action: 'credential_verified', reason: null, credential: 'rbq' },
      { action: 'credential_verified', reason: null, credential: 'insurance' },
      { action: 'credential_verified', reason: 'Vérifié au registre de la CMMTQ.', credential: 'cmmtq' },
    ]);

    // Every path now offers the job, and the rookie takes it.
    expect(await openJobs(rookie)).toContain(plumbing.bookingNumber);
    expect(await matchesOf(plumbing.bookingNumber)).toContain(rookieId);
    expect(await served('plumbing', ROOKIE_ONLY)).toBe(true);
    expect(await freeSlots(ROOKIE_ONLY)).toBeGreaterThan(0);
    expect((await call(rookie, 'POST', PRO_APP_ROUTES.accept(plumbing.bookingNumber))).status).toBe(200);

    // The customer's card shows what was verified (never the policy or a document).
    const reservation = await ok<ReservationView>(customer, 'GET', `bookings/${plumbing.bookingNumber}`);
    expect(reservation.professional?.credentials).toEqual([
      expect.objectContaining({
        kind: 'rbq',
        number: '1234-5678-01',
        verifiedOn: todayInToronto(),
        registryUrl: expect.stringContaining('rbq'),
      }),
      expect.objectContaining({ kind: 'cmmtq', number: '40123' }),
      { kind: 'insurance', number: null, verifiedOn: todayInToronto(), coverageCents: 200_000_000, registryUrl: null },
    ]);
    expect(JSON.stringify(reservation)).not.toContain('RC-2026/42');

    // An expired insurance (the day after its expiry date, Montreal) suspends the rookie from plumbing.
    await sql.query(`update pro_credentials set expires_on = $1 where user_id = $2 and kind = 'insurance'`, [
      addDays(todayInToronto(), -1),
      rookieId,
    ]);
    await sql.query(`update pro_credentials set expires_on = null where user_id = $1 and kind = 'rbq'`, [rookieId]);
    const later = await book({ scheduledDate: addDays(todayInToronto(), 9), scheduledTime: '09:00' });
    expect(await openJobs(rookie)).not.toContain(later.bookingNumber);
    expect(await served('plumbing', ROOKIE_ONLY)).toBe(false);
    expect(
      await call<ApiErrorBody>(admin, 'POST', `admin/bookings/${later.bookingNumber}/transitions`, {
        action: 'assign',
        professionalId: rookieId,
      }),
    ).toEqual({ status: 409, body: expect.objectContaining({ code: 'PRO_NOT_QUALIFIED' }) });
    // Entering the renewed one sends it back to review, verified again it counts.
    await ok(rookie, 'PUT', 'pro/credentials/insurance', {
      insurer: 'Intact Assurance',
      policyNumber: 'RC-2027/42',
      coverageCents: 200_000_000,
      expiresOn: nextYear,
    });
    expect((await review('insurance', 'verified')).status).toBe(200);
    expect(await openJobs(rookie)).toContain(later.bookingNumber);
  });

  it('serves a certificate to its pro and to operators only, never through the public uploads', async () => {
    const text = await upload(
      rookie,
      'pro/credentials/insurance/document',
      Buffer.from('<html><script>alert(1)</script>'),
      'application/pdf',
    );
    expect({ status: text.status, code: ((await text.json()) as ApiErrorBody).code }).toEqual({
      status: 415,
      code: 'CREDENTIAL_DOCUMENT_INVALID',
    });
    const stored = await upload(rookie, 'pro/credentials/insurance/document', PDF, 'application/pdf');
    expect(stored.status).toBe(200);
    const view = (await stored.json()) as ProCredentialsView;
    const insurance = view.credentials.find((item) => item.kind === 'insurance')!;
    // A new certificate goes back to review.
    expect(insurance).toMatchObject({ hasDocument: true, status: 'pending', documentUrl: '/api/pro/credentials/insurance/document' });

    const get = (who: Signed | null, path: string) =>
      fetch(`${app.baseUrl}/api/${path}`, { headers: who ? { authorization: `Bearer ${who.session.accessToken}` } : {} });
    const own = await get(rookie, 'pro/credentials/insurance/document');
    expect({ status: own.status, type: own.headers.get('content-type'), cache: own.headers.get('cache-control') }).toEqual({
      status: 200,
      type: 'application/pdf',
      cache: 'no-store',
    });
    expect(Buffer.from(await own.arrayBuffer()).equals(PDF)).toBe(true);
    // Another pro reaches only their own (none); customers and strangers not the console's route.
    expect((await get(otherPro, 'pro/credentials/insurance/document')).status).toBe(404);
    const consolePath = `admin/pros/${rookie.session.user.id}/credentials/insurance/document`;
    expect((await get(customer, consolePath)).status).toBe(403);
    expect((await get(otherPro, consolePath)).status).toBe(403);
    expect((await get(null, consolePath)).status).toBe(401);
    const byOperator = await get(admin, consolePath);
    expect(byOperator.status).toBe(200);
    expect(Buffer.from(await byOperator.arrayBuffer()).equals(PDF)).toBe(true);
    // The stored name is refused by the public uploads route.
    const { rows } = await sql.query<{ document_path: string }>(
      `select document_path from pro_credentials where user_id = $1 and kind = 'insurance'`,
      [rookie.session.user.id],
    );
    expect(rows[0]!.document_path).toMatch(/^cred-[0-9a-f-]{36}\.pdf$/);
    expect((await get(null, `uploads/${rows[0]!.document_path}`)).status).toBe(404);

    const list = await ok<AdminProCredentialsView[]>(admin, 'GET', 'admin/pros/credentials');
    // The pro with something to review comes first, with the console's own route to the certificate.
    expect(list[0]).toMatchObject({
      userId: rookie.session.user.id,
      credentials: expect.arrayContaining([
        expect.objectContaining({ kind: 'insurance', documentUrl: `/api/${consolePath}`, status: 'pending' }),
      ]),
    });
  });
});
