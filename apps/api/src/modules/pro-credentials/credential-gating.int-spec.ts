import { createTestDatabase, type TestDatabase } from '@hm/db/testing';
import {
  addDays,
  PRO_APP_ROUTES,
  PRO_CREDENTIALS_ROUTES,
  todayInToronto,
  type AdminDayView,
  type ApiErrorBody,
  type AvailabilityView,
  type BookingView,
  type ProAssignedJobView,
  type ProCredentialsView,
  type ProJobView,
  type WaitingBookingView,
} from '@hm/contracts';
import pg from 'pg';
import { AccountsClient, type Signed } from '../../testing/accounts-client.js';
import { arrivalIn, buildBookingRequest, moveVisitToToday } from '../../testing/booking-requests.js';
import { signUpAs } from '../../testing/role-users.js';
import { addServingProfessional, giveFullWeek, giveVerifiedCredentials } from '../../testing/serving-professional.js';
import { deleteRedisKeys, startApp, type RunningApp } from '../../testing/test-app.js';
import { TEST_REDIS_URL, testConfig, testRedisPrefix } from '../../testing/test-config.js';

const SUITE = 'credential-gating';
// LICENSED_JOB_VALUE_CENTS for this suite: $75. A furniture assembly ($80, by the job) is above it,
// a shelf installation ($70) under it (the catalogue's prices, the jobs' price snapshots).
const THRESHOLD_CENTS = 7500;
const ABOVE = { serviceId: 'handyman', subServiceId: 'furniture-assembly' } as const;
const BELOW = { serviceId: 'handyman', subServiceId: 'shelf-installation' } as const;
// Only the handyman without a licence works in H3Z.
const HANDY_ONLY = 'H3Z 2Y7';

// Verified trades (docs/verified-trades.md) where the job's value decides: handyman and painting
// need an RBQ licence and an insurance only above LICENSED_JOB_VALUE_CENTS, a setting. Every path
// (open jobs, accepting, the operators' waiting list, an assignment, the wizard) applies the one SQL
// rule with the setting; and a pro whose credential lapsed or went back to review may neither go to
// nor start a job that requires it, which operators see on their day view and give to another pro.
describe('verified trades: the job value threshold and lapsed credentials (real PostgreSQL and Redis)', () => {
  let db: TestDatabase;
  let app: RunningApp;
  let client: AccountsClient;
  let sql: pg.Client;
  let customer: Signed;
  let admin: Signed;
  let handy: Signed;
  let serving: string;

  beforeAll(async () => {
    db = await createTestDatabase('hm_test_credential_gating');
    app = await startApp(
      testConfig(
        { DATABASE_URL: db.url, LICENSED_JOB_VALUE_CENTS: String(THRESHOLD_CENTS) },
        { suite: SUITE, rateLimit: { limit: 100_000, windowMs: 60_000 } },
      ),
    );
    client = new AccountsClient(app.baseUrl);
    sql = new pg.Client({ connectionString: db.url });
    await sql.connect();
    customer = await signUpAs(client, sql, 'customer');
    admin = await signUpAs(client, sql, 'admin');
    // A handyman and plumber with every credential verified in H2X: customers can book there whatever the others hold.
    serving = (await addServingProfessional(sql, { categories: ['handyman', 'plumbing'], prefixes: ['H2X'] })).userId;
    handy = await newPro('Handy', ['handyman'], ['H2X', 'H3Z']);
  });

  afterAll(async () => {
    await sql?.end();
    await app?.close();
    await db?.drop();
    await deleteRedisKeys(TEST_REDIS_URL, testRedisPrefix(SUITE));
  });

  async function call<T = unknown>(who: Signed, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
    const response = await client.send(method, path, who.session.accessToken, body);
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
      lastName: 'Artisan',
      phone: '+1 514 555 0178',
      categories,
      serviceAreaPrefixes,
      bioFr: null,
      bioEn: null,
    });
    await giveFullWeek(sql, pro.session.user.id);
    return pro;
  }
  async function book(overrides: Record<string, unknown> = {}): Promise<BookingView> {
    const { status, body } = await call<BookingView>(customer, 'POST', 'bookings', buildBookingRequest(overrides));
    expect({ status, body }).toEqual({ status: 201, body: expect.anything() });
    return body;
  }
  const openJobs = async (who: Signed) => (await ok<ProJobView[]>(who, 'GET', PRO_APP_ROUTES.openJobs)).map((job) => job.bookingNumber);
  const matchesOf = async (bookingNumber: string) =>
    (await ok<WaitingBookingView[]>(admin, 'GET', 'admin/bookings/waiting'))
      .find((item) => item.booking.bookingNumber === bookingNumber)!
      .matches.map((match) => match.userId);
  const assign = (bookingNumber: string, professionalId: string) =>
    call<ApiErrorBody>(admin, 'POST', `admin/bookings/${bookingNumber}/transitions`, { action: 'assign', professionalId });
  const step = (who: Signed, bookingNumber: string, body: Record<string, unknown>) =>
    call<ProAssignedJobView & ApiErrorBody>(who, 'POST', PRO_APP_ROUTES.step(bookingNumber), body);
  const freeSlots = async (job: { serviceId: string; subServiceId: string }, postalCode: string) =>
    (
      await ok<AvailabilityView>(customer, 'GET', `public/availability?${new URLSearchParams({ ...job, postalCode }).toString()}`)
    ).days.reduce((sum, day) => sum + day.slots.length, 0);
  const dayView = (serviceId: string, date = todayInToronto()) =>
    ok<AdminDayView>(admin, 'GET', `admin/day?${new URLSearchParams({ date, serviceId }).toString()}`);
  /** Whom the operators' day view offers a waiting booking to. */
  const dayOffers = async (booking: BookingView) =>
    (await dayView(booking.serviceId, booking.scheduledDate)).unassigned.find((item) => item.bookingNumber === booking.bookingNumber)!
      .freeProIds;
  /** What a refused step must leave as it was: the booking's state, its timeline and messages, the outbox. */
  async function footprint(bookingNumber: string) {
    const { rows } = await sql.query(
      `select b.status, b.timeline_status, b.professional_id, b.estimated_arrival,
         (select count(*)::int from booking_timeline_events e where e.booking_id = b.id) as events,
         (select count(*)::int from booking_messages m where m.booking_id = b.id) as messages,
         (select count(*)::int from outbox) as outbox
       from bookings b where b.booking_number = $1`,
      [bookingNumber],
    );
    return rows[0] as Record<string, unknown>;
  }
  const notQualified = { status: 409, body: expect.objectContaining({ code: 'PRO_NOT_QUALIFIED' }) };

  it('requires the RBQ licence and insurance of a handyman job above the setting only, on every path, the operators’ list agreeing with the assignment', async () => {
    const handyId = handy.session.user.id;
    const above = await book(ABOVE);
    const below = await book(BELOW);
    expect([above.price.priceCents, below.price.priceCents]).toEqual([8000, 7000]);

    // Without credentials: the pro app says which jobs wait (above $75), and the job above the
    // threshold is never offered to the handyman, nor given.
    expect(await ok<ProCredentialsView>(handy, 'GET', PRO_CREDENTIALS_ROUTES.mine)).toMatchObject({
      blockedTrades: [],
      limitedTrades: ['handyman'],
      licensedJobValueCents: 7500,
    });
    expect(await openJobs(handy)).toEqual(expect.arrayContaining([below.bookingNumber]));
    expect(await openJobs(handy)).not.toContain(above.bookingNumber);
    expect(await call<ApiErrorBody>(handy, 'POST', PRO_APP_ROUTES.accept(above.bookingNumber))).toEqual({
      status: 404,
      body: expect.objectContaining({ code: 'JOB_NOT_FOUND' }),
    });
    expect(await matchesOf(above.bookingNumber)).toEqual([serving]);
    expect(await dayOffers(above)).toEqual([serving]);
    expect(await assign(above.bookingNumber, handyId)).toEqual(notQualified);
    // Under it, the same pro needs nothing: offered, and listed for the operators.
    expect(await matchesOf(below.bookingNumber)).toEqual(expect.arrayContaining([serving, handyId]));
    expect(await dayOffers(below)).toEqual(expect.arrayContaining([serving, handyId]));
    // The wizard: where the handyman works alone, the assembly has no free time and cannot be booked; the shelf can.
    expect(await freeSlots(ABOVE, HANDY_ONLY)).toBe(0);
    expect(await freeSlots(BELOW, HANDY_ONLY)).toBeGreaterThan(0);
    expect(await call<ApiErrorBody>(customer, 'POST', 'bookings', buildBookingRequest({ ...ABOVE, postalCode: HANDY_ONLY }))).toEqual({
      status: 400,
      body: expect.objectContaining({ fields: { postalCode: ['SERVICE_AREA_NOT_SERVED'] } }),
    });
    await book({ ...BELOW, postalCode: HANDY_ONLY });

    // A verified licence alone is not enough (the insurance too); an insurance pending review neither.
    await ok(handy, 'PUT', 'pro/credentials/rbq', { number: '2345-6789-01', subclasses: ['16'], expiresOn: null });
    await ok(handy, 'PUT', 'pro/credentials/insurance', {
      insurer: 'Intact Assurance',
      policyNumber: 'RC-77',
      coverageCents: 200_000_000,
      expiresOn: addDays(todayInToronto(), 365),
    });
    expect((await call(admin, 'POST', `admin/pros/${handyId}/credentials/rbq/review`, { decision: 'verified' })).status).toBe(200);
    expect(await openJobs(handy)).not.toContain(above.bookingNumber);
    expect(await matchesOf(above.bookingNumber)).toEqual([serving]);
    expect(await assign(above.bookingNumber, handyId)).toEqual(notQualified);
    expect((await call(admin, 'POST', `admin/pros/${handyId}/credentials/insurance/review`, { decision: 'verified' })).status).toBe(200);

    // Both verified: every path offers the job, and the operator's assignment goes through.
    expect((await ok<ProCredentialsView>(handy, 'GET', PRO_CREDENTIALS_ROUTES.mine)).limitedTrades).toEqual([]);
    expect(await openJobs(handy)).toContain(above.bookingNumber);
    expect(await matchesOf(above.bookingNumber)).toEqual(expect.arrayContaining([serving, handyId]));
    expect(await dayOffers(above)).toEqual(expect.arrayContaining([serving, handyId]));
    expect(await freeSlots(ABOVE, HANDY_ONLY)).toBeGreaterThan(0);
    expect((await assign(above.bookingNumber, handyId)).status).toBe(200);
  });

  it('keeps a job under the threshold startable without credentials, and refuses to send a pro whose insurance lapsed to one above it, changing nothing, until an operator gives it to another pro', async () => {
    const handyId = handy.session.user.id;
    // The handyman's credentials stand verified (the test above); the jobs are today's.
    const below = await book(BELOW);
    const above = await book(ABOVE);
    await ok(handy, 'POST', PRO_APP_ROUTES.accept(below.bookingNumber));
    await ok(handy, 'POST', PRO_APP_ROUTES.accept(above.bookingNumber));
    await moveVisitToToday(sql, below.bookingNumber);
    await moveVisitToToday(sql, above.bookingNumber);

    // The insurance's expiry date passed yesterday (Montreal): it no longer counts.
    await sql.query(`update pro_credentials set expires_on = $1 where user_id = $2 and kind = 'insurance'`, [
      addDays(todayInToronto(), -1),
      handyId,
    ]);
    const before = await footprint(above.bookingNumber);
    expect(await step(handy, above.bookingNumber, { action: 'start' })).toEqual(notQualified);
    const refused = await step(handy, above.bookingNumber, { action: 'en_route', estimatedArrival: arrivalIn(30) });
    expect(refused).toEqual(notQualified);
    expect(refused.body.message).toMatch(/renew it in your profile/);
    expect(await footprint(above.bookingNumber)).toEqual(before);
    // The job under the threshold needs nothing: it starts.
    expect((await ok<ProAssignedJobView>(handy, 'POST', PRO_APP_ROUTES.step(below.bookingNumber), { action: 'start' })).status).toBe(
      'in_progress',
    );

    // The operators' day shows the job as one its pro cannot go to, with who else is free then; they give it away.
    const day = await dayView('handyman');
    const handysDay = day.pros.find((pro) => pro.id === handyId)!;
    const job = handysDay.jobs.find((item) => item.bookingNumber === above.bookingNumber)!;
    expect(job).toMatchObject({ proQualified: false, timelineStatus: 'pro_assigned', freeProIds: [serving] });
    expect(handysDay.jobs.find((item) => item.bookingNumber === below.bookingNumber)).toMatchObject({ proQualified: true });
    expect((await assign(above.bookingNumber, serving)).status).toBe(200);
    const { rows } = await sql.query(`select professional_id from bookings where booking_number = $1`, [above.bookingNumber]);
    expect(rows[0].professional_id).toBe(serving);
  });

  it('refuses to start a plumbing job once a credential went back to review after an edit, lists the pro on the day view for that job alone, and starts once it is verified again', async () => {
    const plumber = await newPro('Paul', ['plumbing'], ['H2X']);
    const plumberId = plumber.session.user.id;
    await giveVerifiedCredentials(sql, plumberId);
    const job = await book({ serviceId: 'plumbing', subServiceId: 'leak-repair' });
    await ok(plumber, 'POST', PRO_APP_ROUTES.accept(job.bookingNumber));
    await moveVisitToToday(sql, job.bookingNumber);

    // A new membership number goes back to review: until it is verified, the plumber is suspended from plumbing.
    await ok(plumber, 'PUT', 'pro/credentials/cmmtq', { number: '55501', expiresOn: null });
    const before = await footprint(job.bookingNumber);
    expect(await step(plumber, job.bookingNumber, { action: 'start' })).toEqual(notQualified);
    expect(await footprint(job.bookingNumber)).toEqual(before);

    // No longer one of plumbing's pros, they are still on its day view for the job they hold: no free time, the job marked.
    const day = await dayView('plumbing');
    expect(day.pros.find((pro) => pro.id === plumberId)).toEqual({
      id: plumberId,
      firstName: 'Paul',
      lastName: 'Artisan',
      jobs: [expect.objectContaining({ bookingNumber: job.bookingNumber, proQualified: false, freeProIds: [serving] })],
      freeTimes: [],
    });
    expect(day.pros.find((pro) => pro.id === serving)?.freeTimes.length).toBeGreaterThan(0);

    expect((await call(admin, 'POST', `admin/pros/${plumberId}/credentials/cmmtq/review`, { decision: 'verified' })).status).toBe(200);
    expect((await ok<ProAssignedJobView>(plumber, 'POST', PRO_APP_ROUTES.step(job.bookingNumber), { action: 'start' })).status).toBe(
      'in_progress',
    );
  });
});
