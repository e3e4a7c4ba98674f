import { createTestDatabase, type TestDatabase } from '@hm/db/testing';
import {
  SOCKET_IO_PATH,
  type BookingJoinAck,
  type BookingMessageView,
  type BookingTimelinePayload,
  type BookingView,
  type ClientToServerEvents,
  type ReservationView,
  type ServerToClientEvents,
  type TimelineEventView,
} from '@hm/contracts';
import { reminderDelayMs } from '@hm/mail';
import type { MailJob } from '@hm/queue';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { AccountsClient, signUpRequest, type Signed } from '../../testing/accounts-client.js';
import {
  arrivalIn,
  arrivalInstantOf,
  buildBookingRequest,
  moveVisitToToday,
  soonestSlot,
  tooSoonToday,
  torontoDayFromToday,
} from '../../testing/booking-requests.js';
import { signUpAs } from '../../testing/role-users.js';
import { deleteRedisKeys, startApp, type RunningApp } from '../../testing/test-app.js';
import { TEST_REDIS_URL, testConfig, testRedisPrefix } from '../../testing/test-config.js';
import { addServingProfessional, giveVerifiedCredentials } from '../../testing/serving-professional.js';
import { confirmationMails } from '../../testing/confirmation-mails.js';

const SUITE = 'reservations';
const PUBLIC_URL = 'https://homemate.test';
type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

describe('reservations: read, edit, cancel, messages, review, operator transitions, sockets (real PostgreSQL and Redis)', () => {
  let db: TestDatabase;
  let app: RunningApp;
  let client: AccountsClient;
  let sql: pg.Client;
  let alice: Signed;
  let bob: Signed;
  let admin: Signed;
  let pro: Signed;
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    db = await createTestDatabase('hm_test_reservations');
    app = await startApp(
      testConfig({ DATABASE_URL: db.url, PUBLIC_URL }, { suite: SUITE, rateLimit: { limit: 10_000, windowMs: 60_000 } }),
    );
    client = new AccountsClient(app.baseUrl);
    sql = new pg.Client({ connectionString: db.url });
    await sql.connect();
    alice = await client.signUp(signUpRequest({ firstName: 'Alice', lastName: 'Martin', locale: 'fr' }));
    bob = await client.signUp(signUpRequest({ firstName: 'Bob', locale: 'en' }));
    admin = await signUpAs(client, sql, 'admin', { firstName: 'Ops' });
    pro = await signUpAs(client, sql, 'professional', { firstName: 'Marc', lastName: 'Roy' });
    // Bookings are accepted where an approved pro works: Marc serves all of Montreal (H).
    await addServingProfessional(sql, { userId: pro.session.user.id });
    // A second pro of the team, never assigned here: new bookings find someone free while the first is busy.
    await addServingProfessional(sql);
  });

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await sql?.end();
    await app?.close();
    await db?.drop();
    await deleteRedisKeys(TEST_REDIS_URL, testRedisPrefix(SUITE));
  });

  async function call<T = unknown>(who: Signed | null, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
    const response = await client.send(method, path, who?.session.accessToken ?? null, body);
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  }
  const at = (number: string, rest = '') => `bookings/${encodeURIComponent(number)}${rest}`;
  async function book(who: Signed = alice, overrides: Record<string, unknown> = {}): Promise<BookingView> {
    const { status, body } = await call<BookingView>(who, 'POST', 'bookings', buildBookingRequest(overrides));
    expect(status).toBe(201);
    return body;
  }
  const transition = (number: string, body: Record<string, unknown>, who: Signed = admin) =>
    call<ReservationView>(who, 'POST', `admin/bookings/${number}/transitions`, body);
  const row = async (id: string) => (await sql.query('select * from bookings where id = $1', [id])).rows[0] as Record<string, unknown>;
  const counts = async (id: string) =>
    (
      await sql.query(
        `select (select count(*) from booking_timeline_events where booking_id = $1)::int as events,
                (select count(*) from booking_messages where booking_id = $1)::int as messages,
                (select count(*) from booking_reviews where booking_id = $1)::int as reviews,
                (select count(*) from outbox where payload->>'subject' like '%' || (select booking_number from bookings where id = $1) || '%')::int as mails`,
        [id],
      )
    ).rows[0] as Record<string, number>;
  const mails = async (number: string, template: string) =>
    (
      await sql.query(`select payload from outbox where payload->>'template' = $1 and payload->>'subject' like $2`, [
        template,
        `%${number}%`,
      ])
    ).rows.map((r) => r.payload as MailJob);

  function connect(who: Signed | null): Promise<ClientSocket> {
    const socket: ClientSocket = io(app.baseUrl, {
      path: SOCKET_IO_PATH,
      transports: ['websocket'],
      auth: who ? { token: who.session.accessToken } : {},
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    return new Promise((resolve, reject) => {
      socket.once('server:hello', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  }
  const join = (socket: ClientSocket, bookingNumber: string): Promise<BookingJoinAck> =>
    socket.timeout(2000).emitWithAck('booking:join', { bookingNumber });
  /** Every booking event a socket receives, in order. */
  function record(socket: ClientSocket): { name: string; payload: unknown }[] {
    const seen: { name: string; payload: unknown }[] = [];
    for (const name of ['booking:changed', 'booking:timeline', 'booking:message'] as const)
      socket.on(name, (payload: unknown) => seen.push({ name, payload }));
    return seen;
  }
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  describe('another user', () => {
    let booking: BookingView;
    beforeAll(async () => {
      booking = await book();
    });

    it('gets 404 BOOKING_NOT_FOUND on every endpoint, and nothing changes', async () => {
      const before = { row: await row(booking.id), counts: await counts(booking.id) };
      const attempts: [string, string, unknown?][] = [
        ['GET', at(booking.bookingNumber)],
        ['PATCH', at(booking.bookingNumber), { city: 'Laval' }],
        ['POST', at(booking.bookingNumber, '/cancel')],
        ['GET', at(booking.bookingNumber, '/timeline')],
        ['GET', at(booking.bookingNumber, '/messages')],
        ['POST', at(booking.bookingNumber, '/messages'), { message: 'hello' }],
        ['POST', at(booking.bookingNumber, '/messages/read')],
        ['POST', at(booking.bookingNumber, '/review'), { rating: 5, comment: '' }],
      ];
      for (const [method, path, body] of attempts) {
        for (const number of [booking.bookingNumber, 'HM-2026-000000000']) {
          const response = await call(bob, method, path.replace(booking.bookingNumber, number), body);
          expect({ method, path, status: response.status, body: response.body }).toEqual({
            method,
            path,
            status: 404,
            body: { statusCode: 404, code: 'BOOKING_NOT_FOUND', message: 'Reservation not found. Please check the reservation number.' },
          });
        }
      }
      expect({ row: await row(booking.id), counts: await counts(booking.id) }).toEqual(before);
    });

    it('cannot join the booking room and receives none of its events', async () => {
      const [owner, stranger, anonymous] = await Promise.all([connect(alice), connect(bob), connect(null)]);
      expect(await join(stranger, booking.bookingNumber)).toEqual({ ok: false, code: 'BOOKING_NOT_FOUND' });
      expect(await join(anonymous, booking.bookingNumber)).toEqual({ ok: false, code: 'UNAUTHENTICATED' });
      expect(await join(owner, booking.bookingNumber)).toEqual({ ok: true, bookingId: booking.id });
      const strangerSaw = record(stranger);
      const anonymousSaw = record(anonymous);
      const ownerSaw = record(owner);
      expect((await call(alice, 'POST', at(booking.bookingNumber, '/messages'), { message: 'Code 1234' })).status).toBe(201);
      await sleep(300);
      expect(ownerSaw.map((e) => e.name)).toEqual(['booking:message']);
      expect(strangerSaw).toEqual([]);
      expect(anonymousSaw).toEqual([]);
    });

    it('a customer cannot use the operator endpoints (403)', async () => {
      expect((await transition(booking.bookingNumber, { action: 'assign', professionalId: pro.session.user.id }, alice)).status).toBe(403);
      expect((await call(alice, 'GET', 'admin/professionals')).status).toBe(403);
      expect((await row(booking.id)).status).toBe('pending');
    });
  });

  describe('operator transitions', () => {
    it('lists the professionals', async () => {
      const { status, body } = await call(admin, 'GET', 'admin/professionals');
      expect(status).toBe(200);
      // By last name: Marc, and the team's second pro.
      expect(body).toEqual([
        { id: pro.session.user.id, firstName: 'Marc', lastName: 'Roy', email: expect.any(String) },
        { id: expect.any(String), firstName: 'Sam', lastName: 'Servant', email: expect.any(String) },
      ]);
    });

    it('moves a booking along the timeline, pushing each step to the owner within 1 s, and refuses steps out of order', async () => {
      const booking = await book();
      const owner = await connect(alice);
      const timeline: BookingTimelinePayload[] = [];
      owner.on('booking:timeline', (payload) => timeline.push(payload));
      const changed: string[] = [];
      owner.on('booking:changed', (payload) => changed.push(`${payload.kind}:${payload.booking.status}`));

      // Refused without writing anything or announcing anything.
      const before = await counts(booking.id);
      expect((await transition(booking.bookingNumber, { action: 'complete' })).body).toMatchObject({
        statusCode: 409,
        code: 'INVALID_TRANSITION',
      });
      expect((await transition(booking.bookingNumber, { action: 'assign' })).body).toMatchObject({
        statusCode: 422,
        code: 'PROFESSIONAL_NOT_FOUND',
      });
      expect((await transition(booking.bookingNumber, { action: 'assign', professionalId: bob.session.user.id })).body).toMatchObject({
        code: 'PROFESSIONAL_NOT_FOUND',
      });
      expect((await transition(booking.bookingNumber, { action: 'fly' })).status).toBe(400);
      expect((await transition('HM-2026-000000000', { action: 'start' })).body).toMatchObject({ code: 'BOOKING_NOT_FOUND' });
      await sleep(200);
      expect(timeline).toEqual([]);
      expect(await counts(booking.id)).toEqual(before);

      const started = Date.now();
      const assigned = await transition(booking.bookingNumber, { action: 'assign', professionalId: pro.session.user.id });
      expect(assigned.status).toBe(200);
      expect(assigned.body).toMatchObject({
        status: 'confirmed',
        timelineStatus: 'pro_assigned',
        professional: { id: pro.session.user.id, firstName: 'Marc', lastName: 'Roy', photoUrl: null, estimatedArrival: null },
      });
      while (timeline.length === 0 && Date.now() - started < 1000) await sleep(10);
      expect(timeline).toHaveLength(1);
      expect(timeline[0]).toMatchObject({
        bookingId: booking.id,
        event: { status: 'pro_assigned', note: { code: 'pro_assigned', professionalName: 'Marc Roy' } },
      });

      // A week before the visit: not the day to go en route or start, and nothing is written.
      const beforeTheDay = await counts(booking.id);
      expect((await transition(booking.bookingNumber, { action: 'en_route', estimatedArrival: arrivalIn(30) })).body).toMatchObject({
        statusCode: 409,
        code: 'NOT_JOB_DAY',
        details: { scheduledDate: booking.scheduledDate },
      });
      expect((await transition(booking.bookingNumber, { action: 'start' })).body).toMatchObject({ statusCode: 409, code: 'NOT_JOB_DAY' });
      expect(await counts(booking.id)).toEqual(beforeTheDay);

      await moveVisitToToday(sql, booking.bookingNumber);
      // The arrival is a Montreal date-time from now to 12 hours ahead; an instant with a zone is refused.
      for (const estimatedArrival of [new Date(Date.now() + 30 * 60_000).toISOString(), arrivalIn(-10), arrivalIn(13 * 60), 'soon']) {
        expect((await transition(booking.bookingNumber, { action: 'en_route', estimatedArrival })).body).toMatchObject({
          statusCode: 400,
          code: 'ARRIVAL_TIME_INVALID',
        });
      }
      expect(await counts(booking.id)).toEqual(beforeTheDay);
      const eta = arrivalIn(30);
      expect((await transition(booking.bookingNumber, { action: 'en_route', estimatedArrival: eta })).body).toMatchObject({
        status: 'confirmed',
        timelineStatus: 'en_route',
        professional: { estimatedArrival: arrivalInstantOf(eta) },
      });
      expect((await transition(booking.bookingNumber, { action: 'assign', professionalId: pro.session.user.id })).body).toMatchObject({
        code: 'INVALID_TRANSITION',
      });
      expect((await transition(booking.bookingNumber, { action: 'start', note: 'Arrived early' })).body).toMatchObject({
        status: 'in_progress',
      });
      expect((await transition(booking.bookingNumber, { action: 'complete' })).body).toMatchObject({
        status: 'completed',
        timelineStatus: 'completed',
      });
      expect((await transition(booking.bookingNumber, { action: 'cancel' })).body).toMatchObject({ code: 'INVALID_TRANSITION' });

      const events = (await call<TimelineEventView[]>(alice, 'GET', at(booking.bookingNumber, '/timeline'))).body;
      expect(events.map((e) => [e.status, e.note?.code])).toEqual([
        ['waiting_for_pro', 'booking_received'],
        ['pro_assigned', 'pro_assigned'],
        ['en_route', 'en_route'],
        ['in_progress', 'text'],
        ['completed', 'job_completed'],
      ]);
      const messages = (await call<BookingMessageView[]>(alice, 'GET', at(booking.bookingNumber, '/messages'))).body;
      expect(messages.map((m) => [m.senderType, m.note?.code])).toEqual([
        ['system', 'booking_received'],
        ['system', 'pro_assigned'],
        ['system', 'en_route'],
        ['system', 'job_started'],
        ['system', 'job_completed'],
      ]);
      expect(messages[1]!.message).toBe('Marc Roy a été assigné(e) à votre réservation.');
      for (const template of ['bookingProAssigned', 'bookingEnRoute', 'bookingStarted', 'bookingCompleted']) {
        const [mail] = await mails(booking.bookingNumber, template);
        expect(mail).toMatchObject({ to: 'camille.tremblay@example.com', locale: 'fr' });
      }
      await sleep(200);
      expect(timeline.map((t) => t.event.status)).toEqual(['pro_assigned', 'en_route', 'in_progress', 'completed']);
      expect(changed).toEqual(['transition:confirmed', 'transition:confirmed', 'transition:in_progress', 'transition:completed']);
    });

    it('lets an operator move a job on another day only with a reason, which the timeline records', async () => {
      const booking = await book();
      await transition(booking.bookingNumber, { action: 'assign', professionalId: pro.session.user.id });
      // The pro may not, whatever they send; the operator may, saying why.
      expect((await call(pro, 'POST', `pro/jobs/${booking.bookingNumber}/steps`, { action: 'start' })).body).toMatchObject({
        code: 'NOT_JOB_DAY',
      });
      expect((await transition(booking.bookingNumber, { action: 'start' })).body).toMatchObject({ code: 'NOT_JOB_DAY' });
      const reason = 'Customer asked by phone to start a day early';
      expect((await transition(booking.bookingNumber, { action: 'start', note: reason })).body).toMatchObject({ status: 'in_progress' });
      const events = (await call<TimelineEventView[]>(alice, 'GET', at(booking.bookingNumber, '/timeline'))).body;
      expect(events.at(-1)).toMatchObject({ status: 'in_progress', note: { code: 'text', text: reason } });
      // Completing follows the start, on any day.
      expect((await transition(booking.bookingNumber, { action: 'complete' })).body).toMatchObject({ status: 'completed' });
    });

    it('tells each side in its own room and with its own view; other professionals only that the open jobs changed', async () => {
      // The customer writes in French; the assigned pro reads English, the language saved on their account.
      const englishPro = await signUpAs(client, sql, 'professional', { firstName: 'Jack', lastName: 'Smith', locale: 'en' });
      const otherPro = await signUpAs(client, sql, 'professional', { firstName: 'Luc' });
      // Assigned a plumbing job below: a verified licence, membership and insurance (docs/verified-trades.md).
      await giveVerifiedCredentials(sql, englishPro.session.user.id);
      const [ownerSocket, proSocket, otherProSocket, adminSocket, strangerSocket] = await Promise.all(
        [alice, englishPro, otherPro, admin, bob].map((who) => connect(who)),
      );
      type Heard = { name: string; viewer?: string; canEdit?: boolean }[];
      const heard = (socket: ClientSocket): Heard => {
        const seen: Heard = [];
        socket.on('booking:changed', ({ booking }) =>
          seen.push({ name: 'booking:changed', viewer: booking.viewer, canEdit: booking.can.edit }),
        );
        socket.on('booking:message', () => seen.push({ name: 'booking:message' }));
        socket.on('booking:timeline', () => seen.push({ name: 'booking:timeline' }));
        socket.on('jobs:changed', () => seen.push({ name: 'jobs:changed' }));
        return seen;
      };
      const [owner, assigned, other, operator, stranger] = [ownerSocket!, proSocket!, otherProSocket!, adminSocket!, strangerSocket!].map(
        heard,
      ) as [Heard, Heard, Heard, Heard, Heard];

      // Operators' console: one content-free signal per change, to operators only.
      const consoleSignals = new Map<ClientSocket, number>();
      for (const socket of [ownerSocket!, proSocket!, adminSocket!, strangerSocket!])
        socket.on('console:changed', () => consoleSignals.set(socket, (consoleSignals.get(socket) ?? 0) + 1));

      const booking = await book();
      await sleep(200);
      expect([...consoleSignals.entries()]).toEqual([[adminSocket, 1]]);
      expect(owner).toEqual([{ name: 'booking:changed', viewer: 'customer', canEdit: true }]);
      expect(assigned).toEqual([{ name: 'jobs:changed' }]);
      expect(other).toEqual([{ name: 'jobs:changed' }]);
      expect(operator).toEqual([]);
      expect(await join(adminSocket!, booking.bookingNumber)).toEqual({ ok: true, bookingId: booking.id });
      for (const seen of [owner, assigned, other]) seen.length = 0;

      // Assigned: the pro hears it in their own room (no booking:join), with the professional's view.
      await transition(booking.bookingNumber, { action: 'assign', professionalId: englishPro.session.user.id });
      await sleep(200);
      const step = (viewer: string, canEdit: boolean) => [
        { name: 'booking:changed', viewer, canEdit },
        { name: 'booking:message' },
        { name: 'booking:timeline' },
      ];
      const sorted = (seen: { name: string }[]) => [...seen].sort((a, b) => a.name.localeCompare(b.name));
      expect(sorted(owner)).toEqual(step('customer', true));
      // The pro is also in the professionals' room: the job left the open jobs.
      expect(sorted(assigned)).toEqual([...step('professional', false), { name: 'jobs:changed' }]);
      expect(sorted(operator)).toEqual(step('admin', true));
      // The job left the open jobs; the other pro learns nothing else.
      expect(other).toEqual([{ name: 'jobs:changed' }]);
      for (const seen of [owner, assigned, other, operator]) seen.length = 0;

      // A message and an edit reach the assigned pro; the other pro hears nothing of a taken job.
      expect((await call(alice, 'POST', at(booking.bookingNumber, '/messages'), { message: 'The door code is 4321' })).status).toBe(201);
      expect((await call(alice, 'PATCH', at(booking.bookingNumber), { address: '77 rue Rachel Est' })).status).toBe(200);
      await sleep(200);
      expect(assigned.map((e) => e.name).sort()).toEqual(['booking:changed', 'booking:message', 'booking:message', 'booking:timeline']);
      expect(other).toEqual([]);
      assigned.length = 0;
      // And by e-mail, in the pro's language, with what changed.
      const [updated] = await mails(booking.bookingNumber, 'proJobUpdated');
      expect(updated).toMatchObject({
        to: englishPro.session.user.email,
        locale: 'en',
        subject: `Job ${booking.bookingNumber} has changed`,
      });
      expect(updated!.text).toContain('The customer changed this job: address.');
      expect(updated!.text).toContain('77 rue Rachel Est');

      // An operator cancels: the pro is told live, with the professional's view.
      const cancelled = await transition(booking.bookingNumber, { action: 'cancel' });
      expect(cancelled.body).toMatchObject({ status: 'cancelled', timelineStatus: 'pro_assigned', viewer: 'admin' });
      const events = (await call<TimelineEventView[]>(alice, 'GET', at(booking.bookingNumber, '/timeline'))).body;
      expect(events.at(-1)).toMatchObject({ status: 'cancelled', note: { code: 'booking_cancelled', by: 'admin' } });
      expect(await mails(booking.bookingNumber, 'bookingCancelled')).toEqual([expect.objectContaining({ locale: 'fr' })]);
      const [proCancelled] = await mails(booking.bookingNumber, 'proJobCancelled');
      expect(proCancelled).toMatchObject({
        to: englishPro.session.user.email,
        locale: 'en',
        subject: `Job ${booking.bookingNumber} is cancelled`,
      });
      expect(proCancelled!.text).toContain('HomeMate support cancelled this job. You no longer need to go.');
      await sleep(200);
      expect(sorted(assigned)).toEqual(step('professional', false));
      expect(other).toEqual([]);
      expect(stranger).toEqual([]);
    });

    it('reads the preferences: booking updates turned off send none, cancellations are always sent', async () => {
      const quietPro = await signUpAs(client, sql, 'professional', { firstName: 'Zoé', locale: 'fr' });
      await giveVerifiedCredentials(sql, quietPro.session.user.id);
      for (const who of [bob, quietPro]) {
        const saved = await call(who, 'PUT', 'me/notifications', { bookingUpdates: false, messages: true, tipsAndOffers: true });
        expect(saved.status).toBe(200);
      }
      const booking = await book(bob);
      await transition(booking.bookingNumber, { action: 'assign', professionalId: quietPro.session.user.id });
      await moveVisitToToday(sql, booking.bookingNumber);
      expect((await transition(booking.bookingNumber, { action: 'en_route' })).status).toBe(200);
      expect((await call(bob, 'PATCH', at(booking.bookingNumber), { city: 'Laval' })).status).toBe(200);
      expect(await mails(booking.bookingNumber, 'bookingProAssigned')).toEqual([]);
      expect(await mails(booking.bookingNumber, 'bookingEnRoute')).toEqual([]);
      expect(await mails(booking.bookingNumber, 'proJobUpdated')).toEqual([]);
      // The booking's confirmation and its cancellation are always sent, to both sides.
      expect(await confirmationMails(app, sql, booking.bookingNumber)).toHaveLength(1);
      // A visit today: the customer's cancel is late and accepts the fee (late-changes.int-spec.ts).
      expect((await call(bob, 'POST', at(booking.bookingNumber, '/cancel'), { acceptLateFee: true })).status).toBe(200);
      expect(await mails(booking.bookingNumber, 'bookingCancelled')).toHaveLength(1);
      expect(await mails(booking.bookingNumber, 'proJobCancelled')).toEqual([
        expect.objectContaining({ to: quietPro.session.user.email, locale: 'fr' }),
      ]);
    });

    it('gives each reader the reservation from their side', async () => {
      const booking = await book();
      await transition(booking.bookingNumber, { action: 'assign', professionalId: pro.session.user.id });
      const views = await Promise.all([alice, pro, admin].map((who) => call<ReservationView>(who, 'GET', at(booking.bookingNumber))));
      expect(views.map((view) => [view.body.viewer, view.body.can.edit])).toEqual([
        ['customer', true],
        ['professional', false],
        ['admin', true],
      ]);
    });

    it('lets only one of two concurrent identical steps apply (the row is locked)', async () => {
      const booking = await book();
      const results = await Promise.all(
        [1, 2].map(() => transition(booking.bookingNumber, { action: 'assign', professionalId: pro.session.user.id })),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect((await counts(booking.id)).events).toBe(2);
    });
  });

  describe('editing', () => {
    it('rejects every invalid field with its code and stores nothing', async () => {
      const booking = await book();
      const before = { row: await row(booking.id), counts: await counts(booking.id) };
      const cases: [Record<string, unknown>, Record<string, string[]>][] = [
        [{ scheduledDate: torontoDayFromToday(-1) }, { scheduledDate: ['DATE_IN_PAST'] }],
        [{ scheduledDate: '2026-02-30' }, { scheduledDate: ['INVALID_DATE'] }],
        [{ scheduledTime: '21:15' }, { scheduledTime: ['TIME_OUTSIDE_HOURS'] }],
        [{ firstName: ' ' }, { firstName: ['REQUIRED'] }],
        [{ lastName: 'a\nb' }, { lastName: ['INVALID_TEXT'] }],
        [{ email: 'no-at' }, { email: ['INVALID_EMAIL'] }],
        [{ phone: '12' }, { phone: ['INVALID_PHONE'] }],
        [{ postalCode: 'H2X' }, { postalCode: ['INVALID_POSTAL_CODE'] }],
        [{ postalCode: 'V6B 1A1' }, { postalCode: ['POSTAL_CODE_OUTSIDE_QUEBEC'] }],
        [{ postalCode: '90210' }, { postalCode: ['POSTAL_CODE_OUTSIDE_QUEBEC'] }],
        // Quebec, but no pro of the service goes there (this suite's pro serves H only): nothing of the edit is applied.
        [{ postalCode: 'G1R 4P5', city: 'Québec' }, { postalCode: ['SERVICE_AREA_NOT_SERVED'] }],
        [{ address: '' }, { address: ['REQUIRED'] }],
        [{ city: 'x'.repeat(500) }, { city: ['TOO_LONG'] }],
        [{ description: 'x'.repeat(2001) }, { description: ['TOO_LONG'] }],
        // One bad field among good ones: nothing of it is applied.
        [{ city: 'Laval', phone: 'abc' }, { phone: ['INVALID_PHONE'] }],
        [{ serviceId: 'cleaning' }, { serviceId: [expect.any(String)] }],
      ];
      for (const [body, fields] of cases) {
        const response = await call(alice, 'PATCH', at(booking.bookingNumber), body);
        expect({ body, status: response.status, fields: (response.body as { fields?: unknown }).fields }).toEqual({
          body,
          status: 400,
          fields,
        });
      }
      expect({ row: await row(booking.id), counts: await counts(booking.id) }).toEqual(before);
    });

    it('changes only what differs, normalised, with a timeline note and a system message in the booking language', async () => {
      const booking = await book();
      const owner = await connect(alice);
      const changed: ReservationView[] = [];
      owner.on('booking:changed', (payload) => payload.kind === 'updated' && changed.push(payload.booking));
      const { status, body } = await call<ReservationView>(alice, 'PATCH', at(booking.bookingNumber), {
        city: ' Laval ',
        phone: '514 555 0000',
        firstName: 'Camille',
      });
      expect(status).toBe(200);
      expect(body).toMatchObject({ city: 'Laval', phone: '5145550000', firstName: 'Camille', can: { edit: true } });
      const events = (await call<TimelineEventView[]>(alice, 'GET', at(booking.bookingNumber, '/timeline'))).body;
      expect(events.at(-1)).toMatchObject({ status: 'waiting_for_pro', note: { code: 'details_updated', fields: ['city', 'phone'] } });
      const messages = (await call<BookingMessageView[]>(alice, 'GET', at(booking.bookingNumber, '/messages'))).body;
      expect(messages.at(-1)).toMatchObject({ senderType: 'system', message: 'Détails de la réservation modifiés : ville, téléphone.' });
      await sleep(200);
      expect(changed.map((b) => b.city)).toEqual(['Laval']);
      // Nothing differs: nothing written.
      const before = await counts(booking.id);
      expect((await call(alice, 'PATCH', at(booking.bookingNumber), { city: 'Laval' })).status).toBe(200);
      expect(await counts(booking.id)).toEqual(before);
    });

    it("keeps the customer's calendar current: an edit sends the entry again (same UID, higher SEQUENCE), a cancellation removes it", async () => {
      const booking = await book();
      const icsOf = (mail: Pick<MailJob, 'attachments'> | undefined) => mail!.attachments![0]!.content.replace(/\r\n /g, '');
      const [confirmation] = await confirmationMails(app, sql, booking.bookingNumber);
      const uid = /UID:(.+)\r\n/.exec(icsOf(confirmation))![1];
      expect(icsOf(confirmation)).toContain('SEQUENCE:0\r\n');

      expect((await call(alice, 'PATCH', at(booking.bookingNumber), { scheduledTime: '16:00' })).status).toBe(200);
      const [updated] = await mails(booking.bookingNumber, 'bookingUpdated');
      expect(updated).toMatchObject({ to: 'camille.tremblay@example.com', locale: 'fr' });
      expect(updated!.text).toContain('Votre réservation a été modifiée : heure.');
      expect(icsOf(updated)).toContain(`UID:${uid}\r\n`);
      expect(icsOf(updated)).toContain('SEQUENCE:2\r\n');
      expect(icsOf(updated)).toContain('METHOD:PUBLISH\r\n');

      expect((await call(alice, 'POST', at(booking.bookingNumber, '/cancel'))).status).toBe(200);
      const [cancelled] = await mails(booking.bookingNumber, 'bookingCancelled');
      expect(icsOf(cancelled)).toContain(`UID:${uid}\r\n`);
      expect(icsOf(cancelled)).toContain('SEQUENCE:3\r\n');
      expect(icsOf(cancelled)).toContain('METHOD:CANCEL\r\n');
      expect(icsOf(cancelled)).toContain('STATUS:CANCELLED\r\n');
    });

    it('refuses to move a visit to today less than 2 hours away, changing nothing', async () => {
      const booking = await book();
      const time = tooSoonToday();
      const before = { row: await row(booking.id), counts: await counts(booking.id) };
      const moved = await call(alice, 'PATCH', at(booking.bookingNumber), {
        scheduledDate: torontoDayFromToday(0),
        scheduledTime: time ?? '08:00',
      });
      if (time === null) {
        // Before 06:00 in Montreal, 08:00 today is at least 2 hours away.
        expect(moved.status).toBe(200);
        return;
      }
      expect(moved.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', fields: { scheduledTime: ['TIME_TOO_SOON'] } });
      expect({ row: await row(booking.id), counts: await counts(booking.id) }).toEqual(before);
    });

    it('refuses to edit or cancel once the work has started', async () => {
      const booking = await book();
      await transition(booking.bookingNumber, { action: 'assign', professionalId: pro.session.user.id });
      await moveVisitToToday(sql, booking.bookingNumber);
      expect((await transition(booking.bookingNumber, { action: 'start' })).status).toBe(200);
      const before = { row: await row(booking.id), counts: await counts(booking.id) };
      expect((await call(alice, 'PATCH', at(booking.bookingNumber), { city: 'Laval' })).body).toMatchObject({
        statusCode: 409,
        code: 'BOOKING_NOT_EDITABLE',
      });
      expect((await call(alice, 'POST', at(booking.bookingNumber, '/cancel'))).body).toMatchObject({
        statusCode: 409,
        code: 'BOOKING_NOT_CANCELLABLE',
      });
      expect({ row: await row(booking.id), counts: await counts(booking.id) }).toEqual(before);
      expect((await call<ReservationView>(alice, 'GET', at(booking.bookingNumber))).body.can).toEqual({
        edit: false,
        cancel: false,
        review: false,
        message: true,
      });
    });
  });

  describe('cancelling and the reminder', () => {
    const reminders = async (bookingId: string) =>
      (
        await sql.query(
          `select id, payload, delay_ms from outbox where job_name = 'bookingReminder' and payload->>'bookingId' = $1 order by id`,
          [bookingId],
        )
      ).rows as {
        id: string;
        payload: { version: number; reservationUrl: string };
        delay_ms: number;
      }[];

    it('schedules the reminder 24 h before the visit, moves it with the date or time, and drops it on cancel', async () => {
      const booking = await book(alice, { scheduledDate: torontoDayFromToday(5), scheduledTime: '10:00' });
      const [first] = await reminders(booking.id);
      const expectedFirst = reminderDelayMs(torontoDayFromToday(5), '10:00')!;
      expect(first!.payload).toEqual({
        bookingId: booking.id,
        version: 0,
        reservationUrl: `${PUBLIC_URL}/reservation/${booking.bookingNumber}`,
      });
      expect(Math.abs(first!.delay_ms - expectedFirst)).toBeLessThan(10_000);
      expect(await row(booking.id)).toMatchObject({ reminder_version: 0, reminder_job_id: `outbox-${first!.id}` });

      // A change that is not the date or time leaves it alone.
      await call(alice, 'PATCH', at(booking.bookingNumber), { city: 'Laval' });
      expect(await reminders(booking.id)).toHaveLength(1);

      await call(alice, 'PATCH', at(booking.bookingNumber), { scheduledDate: torontoDayFromToday(6), scheduledTime: '15:00' });
      const [, second] = await reminders(booking.id);
      expect(second!.payload.version).toBe(1);
      expect(Math.abs(second!.delay_ms - reminderDelayMs(torontoDayFromToday(6), '15:00')!)).toBeLessThan(10_000);
      expect(await row(booking.id)).toMatchObject({ reminder_version: 1, reminder_job_id: `outbox-${second!.id}` });

      const owner = await connect(alice);
      const seen = record(owner);
      const cancelled = await call<ReservationView>(alice, 'POST', at(booking.bookingNumber, '/cancel'));
      expect(cancelled.status).toBe(200);
      expect(cancelled.body).toMatchObject({ status: 'cancelled', can: { edit: false, cancel: false, message: false } });
      expect(await reminders(booking.id)).toHaveLength(2);
      expect(await row(booking.id)).toMatchObject({
        status: 'cancelled',
        reminder_version: 2,
        reminder_job_id: null,
        cancelled_at: expect.any(Date),
      });
      const [mail] = await mails(booking.bookingNumber, 'bookingCancelled');
      expect(mail).toMatchObject({
        to: 'camille.tremblay@example.com',
        locale: 'fr',
        subject: `Votre réservation HomeMate ${booking.bookingNumber} est annulée`,
      });
      const events = (await call<TimelineEventView[]>(alice, 'GET', at(booking.bookingNumber, '/timeline'))).body;
      expect(events.at(-1)).toMatchObject({ status: 'cancelled', note: { code: 'booking_cancelled', by: 'customer' } });
      await sleep(200);
      expect(seen.map((e) => e.name).sort()).toEqual(['booking:changed', 'booking:message', 'booking:timeline']);
      expect((await call(alice, 'POST', at(booking.bookingNumber, '/cancel'))).body).toMatchObject({ code: 'BOOKING_NOT_CANCELLABLE' });
      expect((await call(alice, 'POST', at(booking.bookingNumber, '/messages'), { message: 'hello?' })).body).toMatchObject({
        statusCode: 409,
        code: 'MESSAGING_CLOSED',
      });
      // The record stays.
      expect((await call(alice, 'GET', at(booking.bookingNumber))).status).toBe(200);
    });

    it('sends no reminder for a visit less than 24 h away', async () => {
      const booking = await book(alice, soonestSlot());
      expect(await reminders(booking.id)).toEqual([]);
      expect((await row(booking.id)).reminder_job_id).toBeNull();
    });
  });

  describe('messages', () => {
    it('stores HTML as typed and returns it as text; the sender is the user', async () => {
      const booking = await book();
      const html = '  <img src=x onerror="alert(1)"><b>Door code</b> & 1234  ';
      const sent = await call<BookingMessageView>(alice, 'POST', at(booking.bookingNumber, '/messages'), { message: html });
      expect(sent.status).toBe(201);
      expect(sent.body).toMatchObject({ senderType: 'customer', senderName: 'Alice Martin', message: html.trim(), note: null });
      const { rows } = await sql.query('select message from booking_messages where id = $1', [sent.body.id]);
      expect(rows[0].message).toBe(html.trim());
      const response = await client.send('GET', at(booking.bookingNumber, '/messages'), alice.session.accessToken);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(((await response.json()) as BookingMessageView[]).at(-1)!.message).toBe(html.trim());

      await transition(booking.bookingNumber, { action: 'assign', professionalId: pro.session.user.id });
      expect(
        (await call<BookingMessageView>(pro, 'POST', at(booking.bookingNumber, '/messages'), { message: 'On my way soon' })).body,
      ).toMatchObject({
        senderType: 'professional',
        senderName: 'Marc Roy',
      });
    });

    it('queues one e-mail per reader for a burst, none for its writer, and records who has read the thread', async () => {
      const booking = await book();
      await transition(booking.bookingNumber, { action: 'assign', professionalId: pro.session.user.id });
      const jobs = async () =>
        (
          await sql.query(
            `select payload, delay_ms from outbox where job_name = 'unreadMessages' and payload->>'bookingId' = $1 order by id`,
            [booking.id],
          )
        ).rows as { payload: { userId: string; reservationUrl: string }; delay_ms: number }[];
      const reads = async () =>
        Object.fromEntries(
          (await sql.query('select user_id, read_at, mail_due_at from booking_message_reads where booking_id = $1', [booking.id])).rows.map(
            (r) => [r.user_id, { read: r.read_at !== null, due: r.mail_due_at !== null }],
          ),
        );

      // 20 messages at once: one e-mail queued for the pro, after the delay (10 minutes unless configured).
      const burst = await Promise.all(
        Array.from({ length: 20 }, (_, i) => call(alice, 'POST', at(booking.bookingNumber, '/messages'), { message: `Message ${i}` })),
      );
      expect(burst.map((r) => r.status)).toEqual(Array(20).fill(201));
      expect(await jobs()).toEqual([
        {
          payload: {
            bookingId: booking.id,
            userId: pro.session.user.id,
            reservationUrl: `${PUBLIC_URL}/reservation/${booking.bookingNumber}`,
          },
          delay_ms: 600_000,
        },
      ]);
      expect(await reads()).toEqual({
        [alice.session.user.id]: { read: true, due: false },
        [pro.session.user.id]: { read: false, due: true },
      });

      // The pro opens the thread and answers: the customer's e-mail is queued; an operator's line adds none while both are due.
      expect((await call(pro, 'POST', at(booking.bookingNumber, '/messages/read'))).status).toBe(204);
      await call(pro, 'POST', at(booking.bookingNumber, '/messages'), { message: 'On my way' });
      await call(admin, 'POST', at(booking.bookingNumber, '/messages'), { message: 'HomeMate: all good' });
      expect((await jobs()).map((j) => j.payload.userId)).toEqual([pro.session.user.id, alice.session.user.id]);
      expect(await reads()).toEqual({
        [alice.session.user.id]: { read: true, due: true },
        [pro.session.user.id]: { read: true, due: true },
      });
      // An operator reading the thread is not one of its readers.
      expect((await call(admin, 'POST', at(booking.bookingNumber, '/messages/read'))).status).toBe(204);
      expect(Object.keys(await reads())).toHaveLength(2);
    });

    it('refuses an empty or too long message', async () => {
      const booking = await book();
      expect((await call(alice, 'POST', at(booking.bookingNumber, '/messages'), { message: '   ' })).body).toMatchObject({
        statusCode: 400,
        fields: { message: ['REQUIRED'] },
      });
      expect((await call(alice, 'POST', at(booking.bookingNumber, '/messages'), { message: 'x'.repeat(2001) })).body).toMatchObject({
        fields: { message: ['TOO_LONG'] },
      });
      expect((await call(alice, 'POST', at(booking.bookingNumber, '/messages'), { message: 'x'.repeat(2000) })).status).toBe(201);
    });
  });

  describe('review', () => {
    it('is taken once, after completion, from the owner', async () => {
      const booking = await book();
      expect((await call(alice, 'POST', at(booking.bookingNumber, '/review'), { rating: 5, comment: 'Great' })).body).toMatchObject({
        statusCode: 409,
        code: 'REVIEW_NOT_ALLOWED',
      });
      await moveVisitToToday(sql, booking.bookingNumber);
      for (const action of ['assign', 'start', 'complete'])
        expect((await transition(booking.bookingNumber, { action, professionalId: pro.session.user.id })).status).toBe(200);
      expect((await call(alice, 'POST', at(booking.bookingNumber, '/review'), { rating: 6, comment: '' })).body).toMatchObject({
        fields: { rating: ['INVALID_RATING'] },
      });
      expect(
        (await call(alice, 'POST', at(booking.bookingNumber, '/review'), { rating: 4, comment: 'x'.repeat(2001) })).body,
      ).toMatchObject({ fields: { comment: ['TOO_LONG'] } });
      expect((await call(pro, 'POST', at(booking.bookingNumber, '/review'), { rating: 5, comment: '' })).body).toMatchObject({
        code: 'REVIEW_NOT_ALLOWED',
      });
      const [first, second] = await Promise.all([
        call(alice, 'POST', at(booking.bookingNumber, '/review'), { rating: 4, comment: ' Tidy work ' }),
        call(alice, 'POST', at(booking.bookingNumber, '/review'), { rating: 1, comment: 'again' }),
      ]);
      expect([first.status, second.status].sort()).toEqual([201, 409]);
      const reservation = (await call<ReservationView>(alice, 'GET', at(booking.bookingNumber))).body;
      expect(reservation.review).toMatchObject({ rating: expect.any(Number), createdAt: expect.any(String) });
      expect(reservation.can.review).toBe(false);
      expect((await call(alice, 'POST', at(booking.bookingNumber, '/review'), { rating: 3, comment: '' })).body).toMatchObject({
        code: 'REVIEW_ALREADY_EXISTS',
      });
      const { rows } = await sql.query('select rating, comment, professional_id from booking_reviews where booking_id = $1', [booking.id]);
      expect(rows).toHaveLength(1);
      expect(rows[0].professional_id).toBe(pro.session.user.id);
      // Recorded in the language its writer uses the site in (pages in the other language mark it).
      const written = await sql.query(
        'select r.language, u.locale from booking_reviews r join users u on u.id = r.user_id where r.booking_id = $1',
        [booking.id],
      );
      expect(written.rows[0].language).toBe(written.rows[0].locale);
      expect(['fr', 'en']).toContain(written.rows[0].language);
      // The pro is told once, in their language, with the rating that was kept.
      const told = await mails(booking.bookingNumber, 'proReviewReceived');
      expect(told).toEqual([expect.objectContaining({ to: pro.session.user.email, locale: 'fr' })]);
      expect(told[0]!.text).toContain(`Le client a noté votre travail ${rows[0].rating} sur 5.`);
      expect(told[0]!.text).toContain('https://homemate.test/pro\n');
    });
  });

  it('announces a new booking to its owner', async () => {
    const owner = await connect(alice);
    const created: ReservationView[] = [];
    owner.on('booking:changed', (payload) => payload.kind === 'created' && created.push(payload.booking));
    const booking = await book();
    const started = Date.now();
    while (created.length === 0 && Date.now() - started < 1000) await sleep(10);
    expect(created.map((b) => b.bookingNumber)).toEqual([booking.bookingNumber]);
  });
});
