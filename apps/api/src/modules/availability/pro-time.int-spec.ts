import type { ApiErrorBody, AvailabilityView, BookingView, ProJobView } from '@hm/contracts';
import { randomUUID } from 'node:crypto';
import { signUpRequest, type Signed } from '../../testing/accounts-client.js';
import { buildBookingRequest, torontoDayFromToday } from '../../testing/booking-requests.js';
import { startIntStack, type IntStack } from '../../testing/int-stack.js';
import { signUpAs } from '../../testing/role-users.js';
import { addServingProfessional } from '../../testing/serving-professional.js';
import { testConfig } from '../../testing/test-config.js';

const SUITE = 'pro-time';

// One pro, one job at a time (docs/booking-rules.md): a new booking holds a free pro's time, the
// database refuses two jobs of one pro that overlap, and every way a job reaches a pro respects it.
describe('one pro, one job at a time (real PostgreSQL and Redis)', () => {
  let stack: IntStack;
  let customers: Signed[];
  let admin: Signed;
  let marc: Signed;
  let zoe: Signed;

  beforeAll(async () => {
    stack = await startIntStack('hm_test_pro_time', SUITE, (url) =>
      testConfig({ DATABASE_URL: url }, { suite: SUITE, rateLimit: { limit: 10_000, windowMs: 60_000 } }),
    );
    customers = [];
    for (let i = 0; i < 4; i++) customers.push(await stack.client.signUp(signUpRequest({ email: `customer-${i}@example.com` })));
    admin = await signUpAs(stack.client, stack.sql, 'admin');
    marc = await signUpAs(stack.client, stack.sql, 'professional', { firstName: 'Marc', lastName: 'Roy' });
    zoe = await signUpAs(stack.client, stack.sql, 'professional', { firstName: 'Zoé', lastName: 'Audet' });
    // Handymen of Montreal: Marc alone at first (Zoé joins for the assignment tests), every day 07:00–21:00.
    await addServingProfessional(stack.sql, { userId: marc.session.user.id, categories: ['handyman'], prefixes: ['H'] });
  });

  afterAll(async () => {
    await stack?.close();
  });

  const call = <T>(who: Signed | null, method: string, path: string, body?: unknown) => stack.client.call<T>(who, method, path, body);
  const shelves = { serviceId: 'handyman', subServiceId: 'shelf-installation' };
  const book = (who: Signed, visit: { scheduledDate: string; scheduledTime: string }) =>
    call<BookingView & ApiErrorBody>(who, 'POST', 'bookings', buildBookingRequest({ ...shelves, ...visit }));
  const assign = (number: string, pro: Signed) =>
    call<ApiErrorBody>(admin, 'POST', `admin/bookings/${number}/transitions`, { action: 'assign', professionalId: pro.session.user.id });
  const slotsOn = async (date: string) =>
    (
      await call<AvailabilityView>(null, 'GET', `public/availability?${new URLSearchParams({ ...shelves, postalCode: 'H2X 1Y4' })}`)
    ).body.days.find((day) => day.date === date)!.slots;
  const bookingsAt = async (date: string) =>
    (
      await stack.sql.query<{ booking_number: string; professional_id: string | null; held_by_id: string | null }>(
        `select booking_number, professional_id, held_by_id from bookings where scheduled_date = $1 and status <> 'cancelled'`,
        [date],
      )
    ).rows;

  it('makes exactly one booking of twenty concurrent ones for the last free time, and the others get the next free times', async () => {
    const date = torontoDayFromToday(5);
    const visit = { scheduledDate: date, scheduledTime: '10:00' };
    expect(await slotsOn(date)).toContain('10:00');
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => book(customers[i % customers.length]!, visit)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, ...Array(19).fill(409)]);
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(refused.body).toMatchObject({ code: 'SLOT_TAKEN' });
      expect(refused.body.details?.nextSlots).toEqual(expect.arrayContaining([expect.objectContaining({ date })]));
    }
    // The winner holds Marc's time: nobody else is offered it.
    expect(await bookingsAt(date)).toEqual([
      {
        booking_number: answers.find((answer) => answer.status === 201)!.body.bookingNumber,
        professional_id: null,
        held_by_id: marc.session.user.id,
      },
    ]);
    const slots = await slotsOn(date);
    // Shelf installation: 90 minutes and 30 of travel, so 08:00 is the last start before it and 12:00 the first after.
    expect(slots).toContain('08:00');
    expect(slots).not.toContain('08:15');
    expect(slots).not.toContain('10:00');
    expect(slots).not.toContain('11:45');
    expect(slots).toContain('12:00');
  });

  it('is the database’s rule: a second row taking the same pro’s time is refused, whoever writes it', async () => {
    const date = torontoDayFromToday(6);
    const first = await book(customers[0]!, { scheduledDate: date, scheduledTime: '14:00' });
    expect(first.status).toBe(201);
    const copy = stack.sql.query(
      `insert into bookings (booking_number, user_id, service_id, sub_service_id, service_option, sub_service_name,
         sub_service_description, price_cents, price_kind, scheduled_date, scheduled_time, first_name, last_name, email, phone,
         address, city, postal_code, locale, starts_at, ends_at, held_by_id)
       select 'HM-2026-999999999', user_id, service_id, sub_service_id, service_option, sub_service_name,
         sub_service_description, price_cents, price_kind, scheduled_date, '14:30', first_name, last_name, email, phone,
         address, city, postal_code, locale, starts_at + interval '30 minutes', ends_at + interval '30 minutes', held_by_id
       from bookings where booking_number = $1`,
      [first.body.bookingNumber],
    );
    await expect(copy).rejects.toMatchObject({ code: '23P01', constraint: 'bookings_pro_time_no_overlap' });
  });

  it('refuses to assign a pro who already has a job then (409 PRO_NOT_FREE), and frees the holder when another pro takes it', async () => {
    await addServingProfessional(stack.sql, { userId: zoe.session.user.id, categories: ['handyman'], prefixes: ['H'] });
    const date = torontoDayFromToday(7);
    const mine = await book(customers[0]!, { scheduledDate: date, scheduledTime: '09:00' });
    const other = await book(customers[1]!, { scheduledDate: date, scheduledTime: '09:30' });
    expect([mine.status, other.status]).toEqual([201, 201]);
    const held = await bookingsAt(date);
    // Two pros, two overlapping visits: each holds one of them.
    expect(new Set(held.map((row) => row.held_by_id))).toEqual(new Set([marc.session.user.id, zoe.session.user.id]));
    const marcs = held.find((row) => row.held_by_id === marc.session.user.id)!.booking_number;
    const zoes = held.find((row) => row.held_by_id === zoe.session.user.id)!.booking_number;

    expect((await assign(marcs, marc)).status).toBe(200);
    const before = await stack.sql.query(`select * from bookings where booking_number = $1`, [zoes]);
    const refused = await assign(zoes, marc);
    expect(refused).toMatchObject({ status: 409, body: { code: 'PRO_NOT_FREE' } });
    expect((await stack.sql.query(`select * from bookings where booking_number = $1`, [zoes])).rows).toEqual(before.rows);

    // Marc's jobs at 09:00 leave him nothing to take at 09:30: the pro app does not offer it, and taking it is refused.
    const offered = await call<ProJobView[]>(marc, 'GET', 'pro/jobs/open');
    expect(offered.body.map((job) => job.bookingNumber)).not.toContain(zoes);
    expect(await call(marc, 'POST', `pro/jobs/${zoes}/accept`)).toMatchObject({ status: 409, body: { code: 'PRO_NOT_FREE' } });
    // Zoé takes the job she holds.
    expect((await call(zoe, 'POST', `pro/jobs/${zoes}/accept`)).status).toBe(200);
    expect(await bookingsAt(date)).toEqual(
      expect.arrayContaining([{ booking_number: zoes, professional_id: zoe.session.user.id, held_by_id: null }]),
    );
  });

  it('gives the holder’s time back when another pro takes the job or it is cancelled', async () => {
    const date = torontoDayFromToday(8);
    const booked = await book(customers[2]!, { scheduledDate: date, scheduledTime: '15:00' });
    expect(booked.status).toBe(201);
    const [row] = await bookingsAt(date);
    const holder = row!.held_by_id === marc.session.user.id ? marc : zoe;
    const taker = holder === marc ? zoe : marc;
    expect((await assign(booked.body.bookingNumber, taker)).status).toBe(200);
    // The holder is free at 15:00 again: a second customer books it, held by them.
    const second = await book(customers[3]!, { scheduledDate: date, scheduledTime: '15:00' });
    expect(second.status).toBe(201);
    expect((await bookingsAt(date)).find((r) => r.booking_number === second.body.bookingNumber)?.held_by_id).toBe(holder.session.user.id);
    // Cancelled, it holds nobody: a third customer books the same time.
    expect((await call(customers[3]!, 'POST', `bookings/${second.body.bookingNumber}/cancel`)).status).toBe(200);
    expect((await book(customers[1]!, { scheduledDate: date, scheduledTime: '15:00' })).status).toBe(201);
  });

  it('lets an operator give an assigned job to another free pro before it starts, telling the pro who had it', async () => {
    const date = torontoDayFromToday(10);
    const booked = await book(customers[0]!, { scheduledDate: date, scheduledTime: '11:00' });
    expect((await assign(booked.body.bookingNumber, marc)).status).toBe(200);
    // The same pro again is not a change.
    expect(await assign(booked.body.bookingNumber, marc)).toMatchObject({ status: 409, body: { code: 'INVALID_TRANSITION' } });
    expect((await assign(booked.body.bookingNumber, zoe)).status).toBe(200);
    expect(await bookingsAt(date)).toEqual([
      { booking_number: booked.body.bookingNumber, professional_id: zoe.session.user.id, held_by_id: null },
    ]);
    const { rows } = await stack.sql.query<{ payload: { to: string } }>(
      `select payload from outbox where payload->>'template' = 'proJobCancelled' and payload->>'subject' like $1`,
      [`%${booked.body.bookingNumber}%`],
    );
    expect(rows.map((row) => row.payload.to)).toEqual([marc.session.user.email]);
    // In Marc's language (French by default).
    expect(JSON.stringify(rows[0]!.payload)).toMatch(/confié ce travail à un autre professionnel|gave this job to another professional/);
    // Once started, the job stays with Zoé.
    await stack.sql.query(`update bookings set status = 'in_progress', timeline_status = 'in_progress' where booking_number = $1`, [
      booked.body.bookingNumber,
    ]);
    expect(await assign(booked.body.bookingNumber, marc)).toMatchObject({ status: 409, body: { code: 'INVALID_TRANSITION' } });
  });

  it('answers a repeated submit of the winning booking with that booking, not SLOT_TAKEN', async () => {
    const date = torontoDayFromToday(9);
    // Both pros taken at 12:00, the second by this submit.
    expect((await book(customers[0]!, { scheduledDate: date, scheduledTime: '12:00' })).status).toBe(201);
    const body = buildBookingRequest({ ...shelves, scheduledDate: date, scheduledTime: '12:00' });
    const key = randomUUID();
    const send = () =>
      fetch(`${stack.app.baseUrl}/api/bookings`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${customers[1]!.session.accessToken}`,
          'content-type': 'application/json',
          'idempotency-key': key,
        },
        body: JSON.stringify(body),
      });
    const first = await send();
    expect(first.status).toBe(201);
    const again = await send();
    expect(again.status).toBe(200);
    expect(((await again.json()) as BookingView).id).toBe(((await first.json()) as BookingView).id);
  });
});
