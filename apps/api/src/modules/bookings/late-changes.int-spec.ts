import { addServingProfessional } from '../../testing/serving-professional.js';
import { createTestDatabase, type TestDatabase } from '@hm/db/testing';
import { freeChangeDeadline, LATE_CHANGE_FEE_CENTS, type BookingView, type ReservationView } from '@hm/contracts';
import pg from 'pg';
import { AccountsClient, signUpRequest, type Signed } from '../../testing/accounts-client.js';
import { buildBookingRequest, nextLateSlot, soonestSlot, torontoDayFromToday } from '../../testing/booking-requests.js';
import { signUpAs } from '../../testing/role-users.js';
import { deleteRedisKeys, startApp, type RunningApp } from '../../testing/test-app.js';
import { TEST_REDIS_URL, testConfig, testRedisPrefix } from '../../testing/test-config.js';

// Free changes until 24 h before the visit, a fee for the customer's later ones (docs/booking-rules.md,
// "Edits" and "Cancellations"). A visit less than 24 h away at any hour of the day is soonestSlot(); nextLateSlot() gives each booking its own.
const SUITE = 'late-changes';

describe('late changes: the free-change deadline and the late-change fee (real PostgreSQL and Redis)', () => {
  let db: TestDatabase;
  let app: RunningApp;
  let client: AccountsClient;
  let sql: pg.Client;
  let alice: Signed;
  let admin: Signed;
  let pro: Signed;

  beforeAll(async () => {
    db = await createTestDatabase('hm_test_late_changes');
    app = await startApp(testConfig({ DATABASE_URL: db.url }, { suite: SUITE, rateLimit: { limit: 10_000, windowMs: 60_000 } }));
    client = new AccountsClient(app.baseUrl);
    sql = new pg.Client({ connectionString: db.url });
    await sql.connect();
    alice = await client.signUp(signUpRequest({ firstName: 'Alice', locale: 'fr' }));
    admin = await signUpAs(client, sql, 'admin', { firstName: 'Ops' });
    pro = await signUpAs(client, sql, 'professional', { firstName: 'Marc' });
    // Bookings need a pro who serves the area and is free: Marc, and a second pro of the team.
    await addServingProfessional(sql, { userId: pro.session.user.id });
    await addServingProfessional(sql);
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
  const at = (number: string, rest = '') => `bookings/${encodeURIComponent(number)}${rest}`;
  async function book(who: Signed = alice, overrides: Record<string, unknown> = {}): Promise<BookingView> {
    const { status, body } = await call<BookingView>(who, 'POST', 'bookings', buildBookingRequest(overrides));
    expect(status).toBe(201);
    return body;
  }
  /** A visit less than 24 hours away, at whatever hour the test runs. */
  const bookLate = (who: Signed = alice) => book(who, nextLateSlot());
  const fees = async (id: string) =>
    (await sql.query('select kind, amount_cents from booking_late_fees where booking_id = $1 order by created_at, kind', [id])).rows;
  /** Everything a refused change must leave as it was. */
  const state = async (id: string) => ({
    booking: (await sql.query('select * from bookings where id = $1', [id])).rows[0] as Record<string, unknown>,
    events: (await sql.query('select count(*)::int as n from booking_timeline_events where booking_id = $1', [id])).rows[0],
    messages: (await sql.query('select count(*)::int as n from booking_messages where booking_id = $1', [id])).rows[0],
    outbox: (await sql.query('select count(*)::int as n from outbox')).rows[0],
    fees: await fees(id),
  });
  const later = { scheduledDate: torontoDayFromToday(3), scheduledTime: '10:00' };

  it('states the deadline on the view and lets the customer move and cancel for free before it', async () => {
    const booking = await book();
    const view = (await call<ReservationView>(alice, 'GET', at(booking.bookingNumber))).body;
    expect(view.changePolicy).toEqual({
      freeUntil: freeChangeDeadline(booking).toISOString(),
      lateFeeCents: LATE_CHANGE_FEE_CENTS,
    });
    expect(view.lateFees).toEqual([]);
    expect((await call(alice, 'PATCH', at(booking.bookingNumber), { scheduledDate: torontoDayFromToday(8) })).status).toBe(200);
    const cancelled = await call<ReservationView>(alice, 'POST', at(booking.bookingNumber, '/cancel'));
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.lateFees).toEqual([]);
    // Nothing more can be changed: no policy to state.
    expect(cancelled.body.changePolicy).toBeNull();
    expect(await fees(booking.id)).toEqual([]);
  });

  it('refuses the customer’s late cancel and late move without the fee accepted, writing nothing', async () => {
    const booking = await bookLate();
    const before = await state(booking.id);
    const refusal = {
      statusCode: 409,
      code: 'LATE_FEE_NOT_ACCEPTED',
      details: { feeCents: LATE_CHANGE_FEE_CENTS, freeUntil: freeChangeDeadline(booking).toISOString() },
    };
    expect((await call(alice, 'POST', at(booking.bookingNumber, '/cancel'))).body).toMatchObject(refusal);
    expect((await call(alice, 'POST', at(booking.bookingNumber, '/cancel'), { acceptLateFee: false })).body).toMatchObject(refusal);
    expect((await call(alice, 'PATCH', at(booking.bookingNumber), later)).body).toMatchObject(refusal);
    expect((await call(alice, 'PATCH', at(booking.bookingNumber), { scheduledTime: '20:30', city: 'Laval' })).body).toMatchObject(refusal);
    // Not a boolean: a validation error, not a consent.
    expect((await call(alice, 'POST', at(booking.bookingNumber, '/cancel'), { acceptLateFee: 'yes' })).status).toBe(400);
    expect(await state(booking.id)).toEqual(before);
    // An operator's cancel (free) gives the pro's time back to the suite's later late bookings.
    expect((await call(admin, 'POST', at(booking.bookingNumber, '/cancel'))).status).toBe(200);
  });

  it('moves late with the fee accepted, records it once however often, then records the late cancel once', async () => {
    const booking = await bookLate();
    // Another day and another time of day than the booking's.
    const elsewhen = { ...later, scheduledTime: booking.scheduledTime === later.scheduledTime ? '10:30' : later.scheduledTime };
    const moved = await call<ReservationView>(alice, 'PATCH', at(booking.bookingNumber), { ...elsewhen, acceptLateFee: true });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject(elsewhen);
    expect(moved.body.lateFees).toEqual([
      { kind: 'late_reschedule', amountCents: LATE_CHANGE_FEE_CENTS, createdAt: expect.any(String), charge: null },
    ]);
    // The timeline names the changed fields, never the consent.
    const { rows } = await sql.query(
      `select note from booking_timeline_events where booking_id = $1 and note->>'code' = 'details_updated'`,
      [booking.id],
    );
    expect(rows.map((row) => (row.note as { fields: string[] }).fields)).toEqual([['scheduledDate', 'scheduledTime']]);

    // The new visit is days away: free again, and the consent sent anyway charges nothing.
    expect((await call(alice, 'PATCH', at(booking.bookingNumber), { scheduledTime: '11:00', acceptLateFee: true })).status).toBe(200);
    expect(await fees(booking.id)).toEqual([{ kind: 'late_reschedule', amount_cents: LATE_CHANGE_FEE_CENTS }]);

    // Back within 24 hours (a fixture), moved late again: still one rescheduling fee.
    const soon = soonestSlot();
    await sql.query('update bookings set scheduled_date = $1, scheduled_time = $2 where id = $3', [
      soon.scheduledDate,
      soon.scheduledTime,
      booking.id,
    ]);
    expect((await call(alice, 'PATCH', at(booking.bookingNumber), { ...later, acceptLateFee: true })).status).toBe(200);
    expect(await fees(booking.id)).toEqual([{ kind: 'late_reschedule', amount_cents: LATE_CHANGE_FEE_CENTS }]);

    await sql.query('update bookings set scheduled_date = $1, scheduled_time = $2 where id = $3', [
      soon.scheduledDate,
      soon.scheduledTime,
      booking.id,
    ]);
    const cancelled = await call<ReservationView>(alice, 'POST', at(booking.bookingNumber, '/cancel'), { acceptLateFee: true });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    expect(cancelled.body.lateFees.map((fee) => fee.kind).sort()).toEqual(['late_cancellation', 'late_reschedule']);
    expect((await call(alice, 'POST', at(booking.bookingNumber, '/cancel'), { acceptLateFee: true })).body).toMatchObject({
      statusCode: 409,
      code: 'BOOKING_NOT_CANCELLABLE',
    });
    expect((await fees(booking.id)).map((fee) => fee.kind).sort()).toEqual(['late_cancellation', 'late_reschedule']);

    // The customer's data export carries their own booking's fees.
    const exported = await call<{ bookings: { bookingNumber: string; lateFees: { kind: string; amountCents: number }[] }[] }>(
      alice,
      'GET',
      'me/export',
    );
    const mine = exported.body.bookings.find((entry) => entry.bookingNumber === booking.bookingNumber)!;
    expect(mine.lateFees.map((fee) => [fee.kind, fee.amountCents]).sort()).toEqual([
      ['late_cancellation', LATE_CHANGE_FEE_CENTS],
      ['late_reschedule', LATE_CHANGE_FEE_CENTS],
    ]);
  });

  it('charges nothing for an operator’s late move or cancel', async () => {
    const booking = await bookLate();
    expect((await call(admin, 'PATCH', at(booking.bookingNumber), later)).status).toBe(200);
    const other = await bookLate();
    expect((await call(admin, 'POST', at(other.bookingNumber, '/cancel'))).status).toBe(200);
    expect(await fees(booking.id)).toEqual([]);
    expect(await fees(other.id)).toEqual([]);
  });

  it('charges an operator who cancels their own booking late: they act as its customer', async () => {
    const booking = await bookLate(admin);
    expect((await call(admin, 'POST', at(booking.bookingNumber, '/cancel'))).body).toMatchObject({ code: 'LATE_FEE_NOT_ACCEPTED' });
    expect((await call(admin, 'POST', at(booking.bookingNumber, '/cancel'), { acceptLateFee: true })).status).toBe(200);
    expect(await fees(booking.id)).toEqual([{ kind: 'late_cancellation', amount_cents: LATE_CHANGE_FEE_CENTS }]);
  });

  it('never charges a late change of other fields than the date and time', async () => {
    const booking = await bookLate();
    const edited = await call<ReservationView>(alice, 'PATCH', at(booking.bookingNumber), {
      address: '99 rue Ontario Est',
      description: 'Sous l’évier.',
      accessNotes: 'Code 1234',
      // The same date and time as stored: not a move.
      scheduledDate: booking.scheduledDate,
      scheduledTime: booking.scheduledTime,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.address).toBe('99 rue Ontario Est');
    expect(await fees(booking.id)).toEqual([]);
  });

  it('shows the fees to the owner and operators, never to the professional', async () => {
    const booking = await bookLate();
    expect(
      (
        await call(admin, 'POST', `admin/bookings/${booking.bookingNumber}/transitions`, {
          action: 'assign',
          professionalId: pro.session.user.id,
        })
      ).status,
    ).toBe(200);
    // A time of its own: the pro stays assigned only when free then.
    const free = { scheduledDate: torontoDayFromToday(3), scheduledTime: '16:00' };
    expect((await call(alice, 'PATCH', at(booking.bookingNumber), { ...free, acceptLateFee: true })).status).toBe(200);
    const owner = (await call<ReservationView>(alice, 'GET', at(booking.bookingNumber))).body;
    const operator = (await call<ReservationView>(admin, 'GET', at(booking.bookingNumber))).body;
    const professional = (await call<ReservationView>(pro, 'GET', at(booking.bookingNumber))).body;
    expect(owner.lateFees).toHaveLength(1);
    expect(operator.lateFees).toEqual(owner.lateFees);
    expect(operator.changePolicy).toEqual(owner.changePolicy);
    expect(professional.viewer).toBe('professional');
    expect(professional.lateFees).toEqual([]);
    expect(professional.changePolicy).toBeNull();
  });
});
