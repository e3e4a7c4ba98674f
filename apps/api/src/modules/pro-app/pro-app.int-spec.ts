import { createTestDatabase, type TestDatabase } from '@hm/db/testing';
import {
  PRO_APP_ROUTES,
  SOCKET_IO_PATH,
  todayInToronto,
  weekStartOf,
  type ApiErrorBody,
  type BookingTimelinePayload,
  type BookingView,
  type ClientToServerEvents,
  type ProAssignedJobView,
  type ProEarningsView,
  type ProHomeView,
  type ProJobView,
  type ProMyProfileView,
  type ProWeeklyStatementView,
  type ReservationView,
  type ServerToClientEvents,
  type UpdateProProfileRequest,
} from '@hm/contracts';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { AccountsClient, type Signed } from '../../testing/accounts-client.js';
import { giveFullWeek, giveVerifiedCredentials } from '../../testing/serving-professional.js';
import {
  arrivalIn,
  arrivalInstantOf,
  buildBookingRequest,
  invoiceAtEstimate,
  moveVisitToToday,
  SAMPLE_INVOICE,
} from '../../testing/booking-requests.js';
import { signUpAs } from '../../testing/role-users.js';
import { deleteRedisKeys, startApp, type RunningApp } from '../../testing/test-app.js';
import { TEST_REDIS_URL, testConfig, testRedisPrefix } from '../../testing/test-config.js';
import { imageInfo, jpegWithGps, pixelBombPng } from '../../testing/test-images.js';

const SUITE = 'pro-app';
type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

// A 1x1 PNG (a real one: uploads are decoded, so bytes that only start like a PNG are refused).
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');

describe('pro app: jobs, accept races, steps, earnings, profile (real PostgreSQL and Redis)', () => {
  let db: TestDatabase;
  let app: RunningApp;
  let client: AccountsClient;
  let sql: pg.Client;
  let uploadDir: string;
  let customer: Signed;
  let otherCustomer: Signed;
  let admin: Signed;
  let plumber: Signed;
  let mover: Signed;
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    db = await createTestDatabase('hm_test_pro_app');
    uploadDir = await mkdtemp(join(tmpdir(), 'hm-pro-photos-'));
    app = await startApp(
      testConfig({ DATABASE_URL: db.url, UPLOAD_DIR: uploadDir }, { suite: SUITE, rateLimit: { limit: 100_000, windowMs: 60_000 } }),
    );
    client = new AccountsClient(app.baseUrl);
    sql = new pg.Client({ connectionString: db.url });
    await sql.connect();
    customer = await signUpAs(client, sql, 'customer', { firstName: 'Camille', lastName: 'Tremblay' });
    otherCustomer = await signUpAs(client, sql, 'customer', { firstName: 'Julie', lastName: 'Roy' });
    admin = await signUpAs(client, sql, 'admin');
    // The plumber's areas cover H2X exactly, the rest of H2, and all of J.
    plumber = await newPro({ firstName: 'Marc', lastName: 'Gagnon', categories: ['plumbing'], serviceAreaPrefixes: ['H2X', 'H2', 'J'] });
    mover = await newPro({ firstName: 'Léa', lastName: 'Côté', categories: ['moving'], serviceAreaPrefixes: ['H2X'] });
  });

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
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

  function profileRequest(overrides: Partial<UpdateProProfileRequest>): UpdateProProfileRequest {
    return {
      firstName: 'Pro',
      lastName: 'Test',
      phone: '+1 (514) 555-0199',
      categories: ['plumbing'],
      serviceAreaPrefixes: [],
      bioFr: null,
      bioEn: null,
      ...overrides,
    };
  }
  /** A professional account whose first profile save creates its professionals row. */
  async function newPro(overrides: Partial<UpdateProProfileRequest>): Promise<Signed> {
    const pro = await signUpAs(client, sql, 'professional', { firstName: overrides.firstName ?? 'Pro' });
    await ok<ProMyProfileView>(pro, 'PUT', PRO_APP_ROUTES.profile, profileRequest(overrides));
    await giveFullWeek(sql, pro.session.user.id);
    await giveVerifiedCredentials(sql, pro.session.user.id);
    return pro;
  }
  async function book(who: Signed = customer, overrides: Record<string, unknown> = {}): Promise<BookingView> {
    const { status, body } = await call<BookingView>(who, 'POST', 'bookings', buildBookingRequest(overrides));
    expect({ status, body }).toEqual({ status: 201, body: expect.anything() });
    return body;
  }
  const accept = (who: Signed, number: string) => call<ProAssignedJobView & ApiErrorBody>(who, 'POST', PRO_APP_ROUTES.accept(number));
  const reviseArrival = (who: Signed, number: string, estimatedArrival: string) =>
    call<ProAssignedJobView & ApiErrorBody>(who, 'PUT', PRO_APP_ROUTES.arrival(number), { estimatedArrival });
  const step = (who: Signed, number: string, body: Record<string, unknown>) =>
    call<ProAssignedJobView & ApiErrorBody>(who, 'POST', PRO_APP_ROUTES.step(number), body);

  function connect(who: Signed): Promise<ClientSocket> {
    const socket: ClientSocket = io(app.baseUrl, {
      path: SOCKET_IO_PATH,
      transports: ['websocket'],
      auth: { token: who.session.accessToken },
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    return new Promise((resolve, reject) => {
      socket.once('server:hello', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  }

  describe('who may call', () => {
    it('refuses customers (403) on every pro endpoint and on the admin console, and anonymous callers (401)', async () => {
      const booking = await book();
      const endpoints: [string, string, unknown?][] = [
        ['GET', PRO_APP_ROUTES.home],
        ['GET', PRO_APP_ROUTES.openJobs],
        ['GET', PRO_APP_ROUTES.myJobs],
        ['POST', PRO_APP_ROUTES.accept(booking.bookingNumber)],
        ['POST', PRO_APP_ROUTES.step(booking.bookingNumber), { action: 'start' }],
        ['GET', PRO_APP_ROUTES.earnings],
        ['GET', PRO_APP_ROUTES.profile],
        ['PUT', PRO_APP_ROUTES.profile, profileRequest({})],
        ['GET', 'admin/professional-applications'],
        ['GET', 'admin/bookings/waiting'],
        ['GET', 'admin/bookings'],
        ['POST', `admin/bookings/${booking.bookingNumber}/transitions`, { action: 'assign', professionalId: plumber.session.user.id }],
      ];
      for (const [method, path, body] of endpoints) {
        expect({ path, status: (await call(customer, method, path, body)).status }).toEqual({ path, status: 403 });
        expect({ path, status: (await call(null, method, path, body)).status }).toEqual({ path, status: 401 });
      }
      // Operators are not pros, and a pro is no operator either.
      expect((await call(admin, 'GET', PRO_APP_ROUTES.openJobs)).status).toBe(403);
      expect((await call(plumber, 'GET', 'admin/bookings')).status).toBe(403);
      const row = (await sql.query('select professional_id, status from bookings where id = $1', [booking.id])).rows[0];
      expect(row).toEqual({ professional_id: null, status: 'pending' });
    });
  });

  describe('open jobs', () => {
    it('lists open jobs of the pro categories and areas only, nearest area first, with the area but no contact details', async () => {
      const far = await book(customer, { postalCode: 'J4K 1A1', city: 'Longueuil' });
      const near = await book(customer, { postalCode: 'h2x 1y4' });
      const district = await book(customer, { postalCode: 'H2T 2B2' });
      const moving = await book(customer, { serviceId: 'moving', subServiceId: 'local-move' });
      const open = await ok<ProJobView[]>(plumber, 'GET', PRO_APP_ROUTES.openJobs);
      const numbers = open.map((job) => job.bookingNumber);
      expect(numbers).not.toContain(moving.bookingNumber);
      const order = [near, district, far].map((booking) => numbers.indexOf(booking.bookingNumber));
      expect(order.every((index) => index >= 0)).toBe(true);
      expect([...order].sort((a, b) => a - b)).toEqual(order);
      const job = open.find((item) => item.bookingNumber === near.bookingNumber)!;
      expect(job).toMatchObject({
        area: { fsa: 'H2X', city: 'Montréal' },
        proximity: 'fsa',
        allowedActions: ['assign'],
        status: 'pending',
      });
      expect(open.find((item) => item.bookingNumber === district.bookingNumber)).toMatchObject({ proximity: 'district' });
      expect(open.find((item) => item.bookingNumber === far.bookingNumber)).toMatchObject({
        area: { fsa: 'J4K', city: 'Longueuil' },
        proximity: 'region',
      });
      // No name, phone, e-mail, street or description anywhere in the answer. The phone as typed
      // and as stored (buildBookingRequest: '1 (514) 555-1234'): '555' alone also turns up in a
      // random booking number now and then.
      const text = JSON.stringify(open);
      for (const secret of ['Camille', 'Tremblay', '555-1234', '5551234', 'example.com', 'Saint-Denis', 'cabinet'])
        expect(text).not.toContain(secret);
      expect(job).not.toHaveProperty('customer');

      // The mover sees the moving job and none of the plumbing ones, and cannot take one.
      const theirs = await ok<ProJobView[]>(mover, 'GET', PRO_APP_ROUTES.openJobs);
      expect(theirs.map((item) => item.bookingNumber)).toContain(moving.bookingNumber);
      expect(theirs.map((item) => item.bookingNumber)).not.toContain(near.bookingNumber);
      const refused = await accept(mover, near.bookingNumber);
      expect(refused).toMatchObject({ status: 404, body: { code: 'JOB_NOT_FOUND' } });
      const unknown = await accept(mover, 'HM-2026-000000000');
      expect(unknown).toMatchObject({ status: 404, body: { code: 'JOB_NOT_FOUND' } });
    });

    it('never shows a pro a job outside their areas, nor lets them take it (the same 404 as an unknown job)', async () => {
      const quebec = await newPro({ firstName: 'Luc', lastName: 'Gagnon', categories: ['plumbing'], serviceAreaPrefixes: ['G1R'] });
      const montreal = await book(customer, { postalCode: 'H2X 1Y4' });
      const quebecCity = await book(customer, { postalCode: 'G1R 4P5', city: 'Québec' });
      const theirs = (await ok<ProJobView[]>(quebec, 'GET', PRO_APP_ROUTES.openJobs)).map((job) => job.bookingNumber);
      expect(theirs).toContain(quebecCity.bookingNumber);
      expect(theirs).not.toContain(montreal.bookingNumber);
      expect(await accept(quebec, montreal.bookingNumber)).toMatchObject({ status: 404, body: { code: 'JOB_NOT_FOUND' } });
      const row = (await sql.query('select professional_id from bookings where id = $1', [montreal.id])).rows[0];
      expect(row).toEqual({ professional_id: null });
      // The Montreal plumber, whose areas do not reach Quebec City, does not see that one.
      const plumbers = (await ok<ProJobView[]>(plumber, 'GET', PRO_APP_ROUTES.openJobs)).map((job) => job.bookingNumber);
      expect(plumbers).toContain(montreal.bookingNumber);
      expect(plumbers).not.toContain(quebecCity.bookingNumber);
      expect(await accept(plumber, quebecCity.bookingNumber)).toMatchObject({ status: 404, body: { code: 'JOB_NOT_FOUND' } });
    });

    it('lets 20 pros race for one job: exactly one assignment, 19 clear refusals', async () => {
      const racers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          newPro({ firstName: `Racer${i}`, categories: ['plumbing', 'cleaning'], serviceAreaPrefixes: ['H2X'] }),
        ),
      );
      const booking = await book(otherCustomer);
      const results = await Promise.all(racers.map((pro) => accept(pro, booking.bookingNumber)));
      const winners = results.filter((result) => result.status === 200);
      const losers = results.filter((result) => result.status !== 200);
      expect(winners).toHaveLength(1);
      expect(losers).toHaveLength(19);
      for (const loser of losers) expect(loser).toMatchObject({ status: 409, body: { code: 'JOB_ALREADY_TAKEN' } });
      const winnerIndex = results.findIndex((result) => result.status === 200);
      const row = (await sql.query('select professional_id, status, timeline_status from bookings where id = $1', [booking.id])).rows[0];
      expect(row).toEqual({ professional_id: racers[winnerIndex]!.session.user.id, status: 'confirmed', timeline_status: 'pro_assigned' });
      const events = (
        await sql.query(`select count(*)::int as n from booking_timeline_events where booking_id = $1 and status = 'pro_assigned'`, [
          booking.id,
        ])
      ).rows[0];
      expect(events).toEqual({ n: 1 });
      // The winner now sees the customer's contact details; a loser sees neither the job nor them.
      expect(winners[0]!.body.customer).toMatchObject({
        firstName: 'Camille',
        phone: expect.stringMatching(/514/),
        address: '1234 rue Saint-Denis',
      });
      const loser = racers[(winnerIndex + 1) % 20]!;
      expect((await ok<ProAssignedJobView[]>(loser, 'GET', PRO_APP_ROUTES.myJobs)).map((job) => job.bookingNumber)).not.toContain(
        booking.bookingNumber,
      );
      expect((await ok<ProJobView[]>(loser, 'GET', PRO_APP_ROUTES.openJobs)).map((job) => job.bookingNumber)).not.toContain(
        booking.bookingNumber,
      );
      expect((await step(loser, booking.bookingNumber, { action: 'start' })).body).toMatchObject({ code: 'JOB_NOT_FOUND' });
      // Accepting again by the winner is harmless (a double tap).
      expect((await accept(racers[winnerIndex]!, booking.bookingNumber)).status).toBe(200);
    }, 120_000);
  });

  describe('access notes and parking', () => {
    const access = { accessNotes: 'Door code 4512, buzzer 5', parking: 'driveway', parkingNotes: 'Visitor spot 12' };
    const secrets = ['4512', 'buzzer', 'driveway', 'Visitor spot'];

    it('are checked like the other fields, at booking and at an edit', async () => {
      const refused = await call<ApiErrorBody>(customer, 'POST', 'bookings', {
        ...buildBookingRequest(),
        accessNotes: `code\n4512`,
        parking: 'garage',
        parkingNotes: 'x'.repeat(201),
      });
      expect(refused).toMatchObject({
        status: 400,
        body: {
          code: 'VALIDATION_FAILED',
          fields: { accessNotes: ['INVALID_TEXT'], parking: ['INVALID_PARKING'], parkingNotes: ['TOO_LONG'] },
        },
      });
      const booking = await book(customer, { ...access, accessNotes: ' Door code 4512, buzzer 5 ', parkingNotes: '  ' });
      expect(booking).toMatchObject({ accessNotes: 'Door code 4512, buzzer 5', parking: 'driveway', parkingNotes: null });
      const tooLong = await call<ApiErrorBody>(customer, 'PATCH', `bookings/${booking.bookingNumber}`, { accessNotes: 'x'.repeat(301) });
      expect(tooLong).toMatchObject({ status: 400, body: { fields: { accessNotes: ['TOO_LONG'] } } });
      const row = (await sql.query('select access_notes, parking, parking_notes from bookings where id = $1', [booking.id])).rows[0];
      expect(row).toEqual({ access_notes: 'Door code 4512, buzzer 5', parking: 'driveway', parking_notes: null });
    });

    it('reach the assigned pro only: never an open job, never a pro before accepting, never another customer', async () => {
      const booking = await book(customer, access);
      // Offered but not accepted: the open jobs show the area only, the reservation is not theirs.
      const open = JSON.stringify(await ok<ProJobView[]>(plumber, 'GET', PRO_APP_ROUTES.openJobs));
      expect(open).toContain(booking.bookingNumber);
      for (const secret of secrets) expect(open).not.toContain(secret);
      expect((await call(plumber, 'GET', `bookings/${booking.bookingNumber}`)).status).toBe(404);
      expect((await call(otherCustomer, 'GET', `bookings/${booking.bookingNumber}`)).status).toBe(404);

      const accepted = await accept(plumber, booking.bookingNumber);
      expect(accepted.body.customer).toMatchObject(access);
      const mine = await ok<ProAssignedJobView[]>(plumber, 'GET', PRO_APP_ROUTES.myJobs);
      expect(mine.find((job) => job.bookingNumber === booking.bookingNumber)?.customer).toMatchObject(access);
      expect(await ok<ReservationView>(plumber, 'GET', `bookings/${booking.bookingNumber}`)).toMatchObject(access);
      // Still hidden from the other pros.
      const theirs = JSON.stringify(await ok<ProJobView[]>(mover, 'GET', PRO_APP_ROUTES.openJobs));
      for (const secret of secrets) expect(theirs).not.toContain(secret);

      // The owner changes them; the assigned pro's e-mail tells the new ones.
      const edited = await ok<ReservationView>(customer, 'PATCH', `bookings/${booking.bookingNumber}`, {
        accessNotes: 'Code 9876',
        parking: null,
      });
      expect(edited).toMatchObject({ accessNotes: 'Code 9876', parking: null, parkingNotes: 'Visitor spot 12' });
      const mails = await sql.query(
        `select payload::text as payload from outbox where job_name = 'send' and payload->>'template' = 'proJobUpdated' and payload::text like $1`,
        [`%${booking.bookingNumber}%`],
      );
      expect(mails.rows.length).toBe(1);
      expect(mails.rows[0].payload).toContain('Code 9876');
      expect(await ok<ReservationView>(admin, 'GET', `bookings/${booking.bookingNumber}`)).toMatchObject({ accessNotes: 'Code 9876' });
    });

    it('say when and by whom a cancelled booking was cancelled', async () => {
      const booking = await book(customer);
      expect((await ok<ReservationView>(customer, 'GET', `bookings/${booking.bookingNumber}`)).cancellation).toBeNull();
      const cancelled = await call<ReservationView>(customer, 'POST', `bookings/${booking.bookingNumber}/cancel`);
      expect(cancelled.body.cancellation).toEqual({ cancelledAt: expect.any(String), by: 'customer' });
      const byAdmin = await book(customer);
      await ok(admin, 'POST', `admin/bookings/${byAdmin.bookingNumber}/transitions`, { action: 'cancel' });
      expect((await ok<ReservationView>(customer, 'GET', `bookings/${byAdmin.bookingNumber}`)).cancellation).toMatchObject({ by: 'admin' });
    });
  });

  describe('a job from accept to complete', () => {
    it('moves the timeline with each step, the customer hears each one live, and the card shows the pro', async () => {
      const booking = await book(customer, { postalCode: 'H2X 2A1' });
      const socket = await connect(customer);
      const timeline: BookingTimelinePayload[] = [];
      socket.on('booking:timeline', (payload) => timeline.push(payload));

      // A week ahead: accepted, but en route and start wait for the visit's day.
      const accepted = await accept(plumber, booking.bookingNumber);
      expect(accepted).toMatchObject({
        status: 200,
        body: { bookingNumber: booking.bookingNumber, timelineStatus: 'pro_assigned', allowedActions: [] },
      });
      expect((await step(plumber, booking.bookingNumber, { action: 'en_route', estimatedArrival: arrivalIn(30) })).body).toMatchObject({
        statusCode: 409,
        code: 'NOT_JOB_DAY',
      });
      expect((await step(plumber, booking.bookingNumber, { action: 'start' })).body).toMatchObject({ code: 'NOT_JOB_DAY' });
      await moveVisitToToday(sql, booking.bookingNumber);
      expect(
        (await ok<ProAssignedJobView[]>(plumber, 'GET', PRO_APP_ROUTES.myJobs)).find((job) => job.bookingNumber === booking.bookingNumber),
      ).toMatchObject({ allowedActions: ['en_route', 'start'] });
      expect((await step(plumber, booking.bookingNumber, { action: 'en_route' })).status).toBe(400);
      expect((await step(plumber, booking.bookingNumber, { action: 'complete' })).body).toMatchObject({ code: 'INVALID_TRANSITION' });
      expect((await step(plumber, booking.bookingNumber, { action: 'en_route', estimatedArrival: arrivalIn(-30) })).body).toMatchObject({
        statusCode: 400,
        code: 'ARRIVAL_TIME_INVALID',
      });
      // No arrival to revise before being on the way.
      expect((await reviseArrival(plumber, booking.bookingNumber, arrivalIn(40))).body).toMatchObject({ code: 'INVALID_TRANSITION' });
      const eta = arrivalIn(60);
      expect((await step(plumber, booking.bookingNumber, { action: 'en_route', estimatedArrival: eta })).body).toMatchObject({
        timelineStatus: 'en_route',
        estimatedArrival: arrivalInstantOf(eta),
        allowedActions: ['start'],
      });

      // Running late: a new arrival time reaches the customer (thread, bell, e-mail, socket); another pro cannot set one.
      const changed: string[] = [];
      socket.on('booking:changed', ({ booking: view }) => changed.push(view.professional?.estimatedArrival ?? ''));
      const later = arrivalIn(90);
      expect((await reviseArrival(mover, booking.bookingNumber, later)).body).toMatchObject({ statusCode: 404, code: 'JOB_NOT_FOUND' });
      expect((await reviseArrival(plumber, booking.bookingNumber, arrivalIn(13 * 60))).body).toMatchObject({
        code: 'ARRIVAL_TIME_INVALID',
      });
      expect((await reviseArrival(plumber, booking.bookingNumber, later)).body).toMatchObject({
        timelineStatus: 'en_route',
        estimatedArrival: arrivalInstantOf(later),
      });
      const revised = await sql.query(
        `select payload->>'locale' as locale, payload->>'to' as "to" from outbox where payload->>'template' = 'bookingArrivalUpdated' and payload->>'subject' like $1`,
        [`%${booking.bookingNumber}%`],
      );
      // At the booking's contact address, like every e-mail about it.
      expect(revised.rows).toEqual([{ locale: 'fr', to: 'camille.tremblay@example.com' }]);
      const notices = await sql.query(`select code, params from notifications where user_id = $1 and code = 'arrival_updated'`, [
        customer.session.user.id,
      ]);
      expect(notices.rows).toEqual([
        { code: 'arrival_updated', params: { professionalName: 'Marc Gagnon', estimatedArrival: arrivalInstantOf(later) } },
      ]);
      for (let i = 0; i < 40 && !changed.includes(arrivalInstantOf(later)); i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(changed).toContain(arrivalInstantOf(later));

      expect((await step(plumber, booking.bookingNumber, { action: 'start' })).body).toMatchObject({
        status: 'in_progress',
        allowedActions: ['complete'],
      });
      // Another pro cannot move it.
      expect((await step(mover, booking.bookingNumber, { action: 'complete' })).body).toMatchObject({ code: 'JOB_NOT_FOUND' });
      expect((await step(plumber, booking.bookingNumber, { action: 'complete', invoice: SAMPLE_INVOICE })).body).toMatchObject({
        status: 'completed',
        allowedActions: [],
      });

      for (let i = 0; i < 100 && timeline.length < 4; i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(timeline.map((payload) => payload.event.status)).toEqual(['pro_assigned', 'en_route', 'in_progress', 'completed']);
      const messages = (
        await sql.query(`select count(*)::int as n from booking_messages where booking_id = $1 and sender_type = 'system'`, [booking.id])
      ).rows[0];
      expect(messages.n).toBeGreaterThanOrEqual(4);

      // The customer's reservation shows the pro's name, phone and (after an upload) photo.
      const before = await ok<ReservationView>(customer, 'GET', `bookings/${booking.bookingNumber}`);
      expect(before.professional).toMatchObject({ firstName: 'Marc', lastName: 'Gagnon', phone: '+15145550199', photoUrl: null });
      const form = new FormData();
      form.append('photo', new Blob([PNG], { type: 'image/png' }), 'me.png');
      const uploaded = await fetch(`${app.baseUrl}/api/${PRO_APP_ROUTES.photo}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${plumber.session.accessToken}` },
        body: form,
      });
      expect(uploaded.status).toBe(200);
      const profile = (await uploaded.json()) as ProMyProfileView;
      expect(profile.photoUrl).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}\.png$/);
      const after = await ok<ReservationView>(customer, 'GET', `bookings/${booking.bookingNumber}`);
      expect(after.professional?.photoUrl).toBe(profile.photoUrl);
      const served = await fetch(`${app.baseUrl}${profile.photoUrl}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(await imageInfo(Buffer.from(await served.arrayBuffer()))).toMatchObject({ format: 'png', width: 1, height: 1 });

      // The review shows on the pro's home with the rating.
      expect(
        (await call(customer, 'POST', `bookings/${booking.bookingNumber}/review`, { rating: 4, comment: 'Quick and tidy.' })).status,
      ).toBe(201);
      const home = await ok<ProHomeView>(plumber, 'GET', PRO_APP_ROUTES.home);
      expect(home.recentReviews[0]).toMatchObject({
        bookingNumber: booking.bookingNumber,
        rating: 4,
        comment: 'Quick and tidy.',
        customerFirstName: 'Camille',
      });
      expect(home).toMatchObject({ ratingCount: 1, ratingAverage: 4 });
      expect(await ok<ProMyProfileView>(plumber, 'GET', PRO_APP_ROUTES.profile)).toMatchObject({ ratingCount: 1, ratingAverage: 4 });
    });
  });

  describe('earnings', () => {
    it("counts paid jobs net of HomeMate's commission, tips apart, per Montreal day and week, with a weekly statement", async () => {
      const pro = await newPro({ firstName: 'Sam', categories: ['cleaning'], serviceAreaPrefixes: ['H'] });
      const done: BookingView[] = [];
      for (const subServiceId of ['window-cleaning', 'carpet-cleaning', 'deep-cleaning']) {
        const booking = await book(customer, { serviceId: 'cleaning', subServiceId });
        expect((await accept(pro, booking.bookingNumber)).status).toBe(200);
        await moveVisitToToday(sql, booking.bookingNumber);
        expect((await step(pro, booking.bookingNumber, { action: 'start' })).status).toBe(200);
        const invoice = invoiceAtEstimate('cleaning', subServiceId);
        expect((await step(pro, booking.bookingNumber, { action: 'complete', invoice })).status).toBe(200);
        // A price on quote waits for the customer's approval before it is paid.
        await call(customer, 'POST', `bookings/${booking.bookingNumber}/invoice/approve`);
        done.push(booking);
      }
      // An upcoming one that is not completed counts nowhere but in upcoming.
      const upcoming = await book(customer, { serviceId: 'cleaning', subServiceId: 'regular-cleaning' });
      await accept(pro, upcoming.bookingNumber);
      // Two are paid (one with a $10 tip handed over), one three days ago; the third waits for its payment.
      const pay = (number: string, body: Record<string, unknown>) =>
        call(pro, 'POST', PRO_APP_ROUTES.payment(number), { method: 'cash', paidOn: todayInToronto(), ...body });
      expect((await pay(done[0]!.bookingNumber, {})).status).toBe(200);
      expect((await pay(done[1]!.bookingNumber, { tipCents: 1_000 })).status).toBe(200);
      await sql.query(`update booking_payments set paid_on = paid_on - 3 where booking_id = $1`, [done[0]!.id]);
      const rows = (
        await sql.query(
          'select booking_id, earned_cents, commission_percent, commission_cents, amount_cents from booking_payments where booking_id = any($1)',
          [done.map((b) => b.id)],
        )
      ).rows as { booking_id: string; earned_cents: number; commission_percent: number; commission_cents: number; amount_cents: number }[];
      const paid = (booking: BookingView) => rows.find((row) => row.booking_id === booking.id)!;
      // HomeMate's 15 %, fixed on each payment, in whole cents.
      for (const row of rows) {
        expect(row.commission_percent).toBe(15);
        expect(row.commission_cents).toBe(Math.round((row.earned_cents * 15) / 100));
      }
      const net = (booking: BookingView) => paid(booking).earned_cents - paid(booking).commission_cents;

      const home = await ok<ProHomeView>(pro, 'GET', PRO_APP_ROUTES.home);
      expect(home).toMatchObject({ earningsTodayCents: net(done[1]!), completedJobsCount: 3, ratingAverage: null, ratingCount: 0 });
      expect(home.upcoming.map((job) => job.bookingNumber)).toEqual([upcoming.bookingNumber]);

      const earnings = await ok<ProEarningsView>(pro, 'GET', PRO_APP_ROUTES.earnings);
      expect(earnings).toMatchObject({ commissionPercent: 15, totalCents: net(done[0]!) + net(done[1]!), tipsCents: 1_000, totalJobs: 2 });
      const threeDaysAgo = new Date(`${todayInToronto()}T00:00:00Z`);
      threeDaysAgo.setUTCDate(threeDaysAgo.getUTCDate() - 3);
      expect(earnings.days).toEqual([
        { date: todayInToronto(), cents: net(done[1]!), tipCents: 1_000, jobs: 1 },
        { date: threeDaysAgo.toISOString().slice(0, 10), cents: net(done[0]!), tipCents: 0, jobs: 1 },
      ]);
      expect(earnings.weeks.reduce((sum, week) => sum + week.cents, 0)).toBe(earnings.totalCents);
      expect(earnings.jobs.map((job) => [job.bookingNumber, job.amountCents, job.tipCents])).toEqual([
        [done[2]!.bookingNumber, null, 0],
        [done[1]!.bookingNumber, net(done[1]!), 1_000],
        [done[0]!.bookingNumber, net(done[0]!), 0],
      ]);

      // This week's statement: the job paid today, and what the pro and HomeMate owe each other.
      const week = weekStartOf(todayInToronto());
      const statement = await ok<ProWeeklyStatementView>(pro, 'GET', PRO_APP_ROUTES.statement(week));
      const line = statement.lines.find((entry) => entry.bookingNumber === done[1]!.bookingNumber)!;
      expect(line).toEqual({
        bookingNumber: done[1]!.bookingNumber,
        subServiceName: expect.any(String),
        paidOn: todayInToronto(),
        earnedCents: paid(done[1]!).earned_cents,
        commissionPercent: 15,
        commissionCents: paid(done[1]!).commission_cents,
        netCents: net(done[1]!),
        tipCents: 1_000,
        collectedCents: paid(done[1]!).amount_cents + 1_000,
      });
      expect(statement.totals.balanceCents).toBe(statement.totals.netCents + statement.totals.tipCents - statement.totals.collectedCents);
      const csv = await client.send('GET', `${PRO_APP_ROUTES.statementCsv(week)}?lang=en`, pro.session.accessToken);
      expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(csv.headers.get('content-disposition')).toContain(`HomeMate-statement-${week}.csv`);
      const bytes = Buffer.from(await csv.arrayBuffer());
      // UTF-8 with a byte-order mark, which spreadsheets need to read accents.
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = bytes.subarray(3).toString('utf8');
      expect(text.split('\r\n')[0]).toBe('Booking,Service,Paid on,Earned,Commission (%),Commission,Net,Tip,Collected directly');
      expect(text).toContain(`${done[1]!.bookingNumber},`);
      expect(text).toContain(`,${(net(done[1]!) / 100).toFixed(2)},10.00,`);
      expect((await call(pro, 'GET', PRO_APP_ROUTES.statement('2026-11-24'))).body).toMatchObject({
        statusCode: 400,
        fields: { weekStart: ['INVALID_WEEK'] },
      });
      // Another pro's earnings and statements are not theirs.
      expect(await ok<ProEarningsView>(mover, 'GET', PRO_APP_ROUTES.earnings)).toMatchObject({ totalCents: 0, totalJobs: 0, days: [] });
      expect((await ok<ProWeeklyStatementView>(mover, 'GET', PRO_APP_ROUTES.statement(week))).lines).toEqual([]);
    });
  });

  describe('profile', () => {
    it('saves categories, normalised areas and bios, and checks them', async () => {
      const saved = await ok<ProMyProfileView>(
        mover,
        'PUT',
        PRO_APP_ROUTES.profile,
        profileRequest({
          firstName: 'Léa',
          lastName: 'Côté',
          categories: ['electrical', 'handyman'],
          serviceAreaPrefixes: ['h2x', ' H3 ', 'h2x'],
          bioFr: ' Électricienne ',
          bioEn: '',
        }),
      );
      expect(saved).toMatchObject({
        firstName: 'Léa',
        categories: ['electrical', 'handyman'],
        serviceAreaPrefixes: ['H2X', 'H3'],
        bioFr: 'Électricienne',
        bioEn: null,
        phone: '+15145550199',
      });
      for (const bad of [{ categories: [] }, { categories: ['rocket-science'] }, { serviceAreaPrefixes: ['12345'] }, { phone: '12' }]) {
        const response = await call<ApiErrorBody>(mover, 'PUT', PRO_APP_ROUTES.profile, profileRequest(bad));
        expect({ bad, status: response.status, code: response.body.code }).toEqual({ bad, status: 400, code: 'VALIDATION_FAILED' });
      }
    });

    it('takes PNG, JPEG or WebP photos judged from their bytes, at most 5 MB and 40 megapixels, without their EXIF', async () => {
      const upload = (bytes: Buffer, name: string, type: string) => {
        const form = new FormData();
        form.append('photo', new Blob([bytes], { type }), name);
        return fetch(`${app.baseUrl}/api/${PRO_APP_ROUTES.photo}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${mover.session.accessToken}` },
          body: form,
        });
      };
      const before = await readdir(uploadDir);
      const gif = await upload(GIF, 'photo.png', 'image/png');
      expect([gif.status, ((await gif.json()) as ApiErrorBody).code]).toEqual([415, 'PRO_PHOTO_INVALID']);
      const text = await upload(Buffer.from('<svg onload="alert(1)"/>'), 'photo.jpg', 'image/jpeg');
      expect([text.status, ((await text.json()) as ApiErrorBody).code]).toEqual([415, 'PRO_PHOTO_INVALID']);
      const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
      const large = await upload(big, 'big.png', 'image/png');
      expect([large.status, ((await large.json()) as ApiErrorBody).code]).toEqual([413, 'PRO_PHOTO_TOO_LARGE']);
      const bomb = await upload(await pixelBombPng(), 'bomb.png', 'image/png');
      expect([bomb.status, ((await bomb.json()) as ApiErrorBody).code]).toEqual([413, 'PRO_PHOTO_TOO_MANY_PIXELS']);
      // JPEG's first bytes and nothing an image decoder can read.
      const fake = await upload(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'x.jpg', 'image/jpeg');
      expect([fake.status, ((await fake.json()) as ApiErrorBody).code]).toEqual([415, 'PRO_PHOTO_INVALID']);
      expect(await readdir(uploadDir)).toEqual(before);
      // A photo taken at the pro's home: its GPS position must not reach the customers who see it.
      const jpeg = await upload(await jpegWithGps(), 'x.bin', 'application/octet-stream');
      expect(jpeg.status).toBe(200);
      const url = ((await jpeg.json()) as ProMyProfileView).photoUrl!;
      expect(url).toMatch(/\.jpg$/);
      const served = await fetch(`${app.baseUrl}${url}`);
      expect(served.headers.get('content-type')).toBe('image/jpeg');
      expect(await imageInfo(Buffer.from(await served.arrayBuffer()))).toEqual({ format: 'jpeg', width: 64, height: 48, exif: false });
    });

    it('refuses a photo before the profile exists', async () => {
      const fresh = await signUpAs(client, sql, 'professional');
      const profile = await ok<ProMyProfileView>(fresh, 'GET', PRO_APP_ROUTES.profile);
      expect(profile).toMatchObject({ id: null, categories: [], ratingCount: 0 });
      expect(await ok<ProJobView[]>(fresh, 'GET', PRO_APP_ROUTES.openJobs)).toEqual([]);
      const form = new FormData();
      form.append('photo', new Blob([PNG], { type: 'image/png' }), 'me.png');
      const response = await fetch(`${app.baseUrl}/api/${PRO_APP_ROUTES.photo}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${fresh.session.accessToken}` },
        body: form,
      });
      expect([response.status, ((await response.json()) as ApiErrorBody).code]).toEqual([409, 'PRO_PROFILE_MISSING']);
    });
  });
});
