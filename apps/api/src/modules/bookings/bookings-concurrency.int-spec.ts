import type { ConfigService } from '@nestjs/config';
import { MikroORM, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { createOrmOptions } from '@hm/db';
import { createTestDatabase, type TestDatabase } from '@hm/db/testing';
import { DEFAULT_LICENSED_JOB_VALUE_CENTS, type ApiErrorBody, type BookingView } from '@hm/contracts';

import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { AppConfig } from '../../config/app-config.js';
import { AccountsClient, signUpRequest, type Signed } from '../../testing/accounts-client.js';
import { buildBookingRequest } from '../../testing/booking-requests.js';
import { deleteRedisKeys, startApp, type RunningApp } from '../../testing/test-app.js';
import { TEST_REDIS_URL, testConfig, testRedisPrefix } from '../../testing/test-config.js';
import type { AuthUser } from '../auth/auth-user.js';
import { normalizeBookingRequest } from './booking-request.js';
import type { RealtimeGateway } from '../realtime/realtime.gateway.js';
import { BookingEventsService } from './booking-events.service.js';
import { BookingsRepository } from './bookings.repository.js';
import { BookingsService } from './bookings.service.js';
import type { CreateBookingDto } from './dto/create-booking.dto.js';
import { addServingProfessional } from '../../testing/serving-professional.js';
import { confirmationMails } from '../../testing/confirmation-mails.js';
import { AvailabilityService } from '../availability/availability.service.js';
import type { AvailabilityCache } from '../availability/availability-cache.js';
import { ProAvailabilityRepository } from '../availability/pro-availability.repository.js';

const SUITE = 'bookings-concurrency';
const PUBLIC_URL = 'https://homemate.test';

describe('bookings under retries and concurrency (real PostgreSQL and Redis)', () => {
  let db: TestDatabase;
  let app: RunningApp;
  let client: AccountsClient;
  let sql: pg.Client;
  let alice: Signed;
  let bob: Signed;

  beforeAll(async () => {
    db = await createTestDatabase('hm_test_bookings_concurrency');
    app = await startApp(
      testConfig({ DATABASE_URL: db.url, PUBLIC_URL }, { suite: SUITE, rateLimit: { limit: 10_000, windowMs: 60_000 } }),
    );
    client = new AccountsClient(app.baseUrl);
    sql = new pg.Client({ connectionString: db.url });
    await sql.connect();
    // Bookings are accepted where an approved pro works: one serves all of Montreal (H).
    await addServingProfessional(sql);
    alice = await client.signUp(signUpRequest({ email: 'alice@example.com' }));
    bob = await client.signUp(signUpRequest({ email: 'bob@example.com' }));
  });

  afterAll(async () => {
    await sql?.end();
    await app?.close();
    await db?.drop();
    await deleteRedisKeys(TEST_REDIS_URL, testRedisPrefix(SUITE));
  });

  const book = (who: Signed, body: unknown, idempotencyKey?: string) =>
    fetch(`${app.baseUrl}/api/bookings`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${who.session.accessToken}`,
        'content-type': 'application/json',
        ...(idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey }),
      },
      body: JSON.stringify(body),
    });

  async function stored(): Promise<Record<string, number>> {
    const { rows } = await sql.query(`
      select (select count(*) from bookings)::int as bookings,
             (select count(*) from booking_timeline_events)::int as events,
             (select count(*) from booking_messages)::int as messages,
             (select count(*) from idempotency_keys)::int as keys,
             (select count(*) from outbox where job_name = 'bookingConfirmation')::int as mails`);
    return rows[0] as Record<string, number>;
  }

  const plus = (before: Record<string, number>, bookings: number, keys: number) => ({
    bookings: before.bookings! + bookings,
    events: before.events! + bookings,
    messages: before.messages! + bookings,
    keys: before.keys! + keys,
    mails: before.mails! + bookings,
  });

  describe('Idempotency-Key', () => {
    it('answers a repeated submit with the same booking (200) instead of a second one', async () => {
      const before = await stored();
      const key = randomUUID();
      const body = buildBookingRequest();
      const first = await book(alice, body, key);
      const second = await book(alice, body, key);
      expect(first.status).toBe(201);
      expect(second.status).toBe(200);
      const original = (await first.json()) as BookingView;
      expect(await second.json()).toEqual(original);
      expect(await stored()).toEqual(plus(before, 1, 1));
    });

    it('treats a retry that differs only in spacing or e-mail case as the same request', async () => {
      const key = randomUUID();
      const body = buildBookingRequest();
      const first = (await (await book(alice, body, key)).json()) as BookingView;
      const retry = await book(alice, { ...body, firstName: 'Camille', email: 'camille.tremblay@example.com' }, key);
      expect(retry.status).toBe(200);
      expect(((await retry.json()) as BookingView).id).toBe(first.id);
    });

    it('makes exactly one booking when the same submit arrives ten times at once', async () => {
      const before = await stored();
      const key = randomUUID();
      const body = buildBookingRequest();
      const responses = await Promise.all(Array.from({ length: 10 }, () => book(alice, body, key)));
      const bodies = (await Promise.all(responses.map((r) => r.json()))) as BookingView[];
      expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
      expect(new Set(bodies.map((b) => b.id)).size).toBe(1);
      expect(await stored()).toEqual(plus(before, 1, 1));
    });

    it('refuses the same key with a different request (409) and stores nothing', async () => {
      const key = randomUUID();
      expect((await book(alice, buildBookingRequest(), key)).status).toBe(201);
      const before = await stored();
      const response = await book(alice, buildBookingRequest({ scheduledTime: '09:00' }), key);
      expect(response.status).toBe(409);
      expect(((await response.json()) as ApiErrorBody).code).toBe('IDEMPOTENCY_KEY_REUSED');
      expect(await stored()).toEqual(before);
    });

    it("keeps each user's keys apart: another user's key never reaches someone else's booking", async () => {
      const key = randomUUID();
      const alices = (await (await book(alice, buildBookingRequest(), key)).json()) as BookingView;
      const response = await book(bob, buildBookingRequest(), key);
      expect(response.status).toBe(201);
      expect(((await response.json()) as BookingView).id).not.toBe(alices.id);
    });

    it('does not spend a key on a rejected request', async () => {
      const key = randomUUID();
      expect((await book(alice, buildBookingRequest({ phone: 'nope' }), key)).status).toBe(400);
      expect((await book(alice, buildBookingRequest(), key)).status).toBe(201);
    });

    it('refuses a malformed key with 400', async () => {
      const before = await stored();
      for (const key of ['has space', 'x'.repeat(256), 'é']) {
        const response = await book(alice, buildBookingRequest(), key);
        expect(response.status).toBe(400);
        expect(((await response.json()) as ApiErrorBody).code).toBe('BAD_REQUEST');
      }
      expect(await stored()).toEqual(before);
    });
  });

  it('gives 50 concurrent bookings 50 distinct numbers, each with exactly one confirmation mail and its .ics', async () => {
    const before = await stored();
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => book(i % 2 ? alice : bob, buildBookingRequest(), randomUUID())),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(50).fill(201));
    const bookings = (await Promise.all(responses.map((r) => r.json()))) as BookingView[];
    expect(new Set(bookings.map((b) => b.bookingNumber)).size).toBe(50);
    expect(await stored()).toEqual(plus(before, 50, 50));

    // One confirmation each, written by the worker from its own booking (its calendar entry's UID is the booking's).
    const mails = (await Promise.all(bookings.map((booking) => confirmationMails(app, sql, booking.bookingNumber)))).flat();
    const uids = mails.map((mail) => {
      expect(mail.attachments).toHaveLength(1);
      expect(mail.attachments![0]!.contentType).toMatch(/^text\/calendar/);
      return /\r\nUID:([^\r]+)\r\n/.exec(mail.attachments![0]!.content.replace(/\r\n /g, ''))?.[1];
    });
    expect(uids).toHaveLength(50);
    for (const booking of bookings) {
      expect(uids.filter((uid) => uid === `${booking.id}@homemate.test`)).toHaveLength(1);
    }
  });

  describe('booking number clashes (the service against the real database)', () => {
    let orm: MikroORM;
    let caller: AuthUser;
    // Each section read returns these (http's publicUrl, credentials' threshold).
    const config = {
      get: () => ({ publicUrl: PUBLIC_URL, licensedJobValueCents: DEFAULT_LICENSED_JOB_VALUE_CENTS }),
    } as unknown as ConfigService<AppConfig, true>;
    const request = () => normalizeBookingRequest(buildBookingRequest() as unknown as CreateBookingDto);

    beforeAll(async () => {
      orm = await MikroORM.init(createOrmOptions({ url: db.url }));
      caller = { id: alice.session.user.id, role: 'customer', sessionId: randomUUID() };
    });

    afterAll(async () => {
      await orm?.close(true);
    });

    // No Socket.IO server in this test: the events service has nowhere to emit.
    // Nor a Redis cache of free times: every read computes.
    const noCache = { read: (_parts: unknown, _now: unknown, compute: () => unknown) => compute(), invalidate: () => undefined };
    const noSockets = new BookingEventsService({} as RealtimeGateway, noCache as unknown as AvailabilityCache);
    const availability = () =>
      new AvailabilityService(new ProAvailabilityRepository(orm.em, config), noCache as unknown as AvailabilityCache);

    /** Hands out the given numbers in turn, repeating the last one. */
    function sequence(...numbers: string[]) {
      let calls = 0;
      const next = () => numbers[Math.min(calls++, numbers.length - 1)]!;
      return { next, calls: () => calls };
    }

    it('retries with a new number when the generated one is taken, keeping nothing of the failed try', async () => {
      const numbers = sequence('HM-2026-000000001', 'HM-2026-000000001', 'HM-2026-000000002');
      const service = new BookingsService(orm.em, new BookingsRepository(orm.em), config, numbers.next, noSockets, availability());
      const before = await stored();
      const first = await service.create(caller, request(), null);
      const second = await service.create(caller, request(), randomUUID());
      expect([first.booking.bookingNumber, second.booking.bookingNumber]).toEqual(['HM-2026-000000001', 'HM-2026-000000002']);
      expect(numbers.calls()).toBe(3);
      expect(await stored()).toEqual(plus(before, 2, 1));
    });

    it('gives up after 5 clashes and stores nothing', async () => {
      const numbers = sequence('HM-2026-000000001');
      const service = new BookingsService(orm.em, new BookingsRepository(orm.em), config, numbers.next, noSockets, availability());
      const before = await stored();
      await expect(service.create(caller, request(), randomUUID())).rejects.toBeInstanceOf(UniqueConstraintViolationException);
      expect(numbers.calls()).toBe(5);
      expect(await stored()).toEqual(before);
    });
  });
});
