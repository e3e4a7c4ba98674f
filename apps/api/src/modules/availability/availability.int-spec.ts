import pg from 'pg';
import { AVAILABILITY_HORIZON_DAYS, todayInToronto, type ApiErrorBody, type AvailabilityView, type BookingView } from '@hm/contracts';
import { signUpRequest, type Signed } from '../../testing/accounts-client.js';
import { buildBookingRequest, torontoDayFromToday } from '../../testing/booking-requests.js';
import { startIntStack, type IntStack } from '../../testing/int-stack.js';
import { signUpAs } from '../../testing/role-users.js';
import { addServingProfessional } from '../../testing/serving-professional.js';
import { testConfig } from '../../testing/test-config.js';

const SUITE = 'availability';

// The wizard's free times and the server's rule behind them (docs/booking-rules.md "Free slots"):
// a time is offered, and booked, only when a pro of the trade who serves the area is free then.
describe('free times: the wizard read, booking and moving (real PostgreSQL and Redis)', () => {
  let stack: IntStack;
  let alice: Signed;
  let admin: Signed;
  let marc: Signed;

  beforeAll(async () => {
    stack = await startIntStack('hm_test_availability', SUITE, (url) => testConfig({ DATABASE_URL: url }, { suite: SUITE }));
    alice = await stack.client.signUp(signUpRequest({ firstName: 'Alice', locale: 'fr' }));
    admin = await signUpAs(stack.client, stack.sql, 'admin');
    marc = await signUpAs(stack.client, stack.sql, 'professional', { firstName: 'Marc', lastName: 'Roy' });
    // Marc alone serves H2X for plumbing, every day 07:00 to 21:00.
    await addServingProfessional(stack.sql, { userId: marc.session.user.id, categories: ['plumbing'], prefixes: ['H2X'] });
  });

  afterAll(async () => {
    await stack?.close();
  });

  const call = <T>(who: Signed | null, method: string, path: string, body?: unknown) => stack.client.call<T>(who, method, path, body);
  const read = (query: Record<string, string>) =>
    call<AvailabilityView & ApiErrorBody>(null, 'GET', `public/availability?${new URLSearchParams(query).toString()}`);
  const leakRepairAt = { serviceId: 'plumbing', subServiceId: 'leak-repair', postalCode: 'h2x 1y4' };
  const day = (view: AvailabilityView, date: string) => view.days.find((d) => d.date === date)!;
  const book = (overrides: Record<string, unknown>) =>
    call<BookingView & ApiErrorBody>(alice, 'POST', 'bookings', buildBookingRequest(overrides));
  const assign = (number: string) =>
    call(admin, 'POST', `admin/bookings/${number}/transitions`, { action: 'assign', professionalId: marc.session.user.id });

  it('answers 30 Montreal days from today, each job fitting the pro’s day (90 minutes: 19:30 the last start)', async () => {
    const { status, body } = await read(leakRepairAt);
    expect(status).toBe(200);
    expect(body.days).toHaveLength(AVAILABILITY_HORIZON_DAYS);
    expect(body.days[0]!.date).toBe(todayInToronto());
    const later = day(body, torontoDayFromToday(3));
    expect(later).toMatchObject({ full: false });
    expect(later.slots[0]).toBe('08:00');
    expect(later.slots.at(-1)).toBe('19:30');
  });

  it('takes an assigned job’s time (and its travel buffer) off its pro, and refuses to book it', async () => {
    const date = torontoDayFromToday(4);
    const booked = await book({ scheduledDate: date, scheduledTime: '10:00' });
    expect(booked.status).toBe(201);
    // Waiting for its pro, the booking already holds the time of the only plumber (one pro, one job at a time).
    expect(day((await read(leakRepairAt)).body, date).slots).not.toContain('10:00');
    expect((await assign(booked.body.bookingNumber)).status).toBe(200);
    const slots = day((await read(leakRepairAt)).body, date).slots;
    // 10:00–11:30, then 30 minutes of travel: a 90-minute job can start at 08:00 at the earliest before, 12:00 after.
    expect(slots).toContain('08:00');
    expect(slots).not.toContain('08:15');
    expect(slots).not.toContain('11:45');
    expect(slots).toContain('12:00');
    const taken = await book({ scheduledDate: date, scheduledTime: '10:30' });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      code: 'SLOT_TAKEN',
      details: {
        nextSlots: [
          { date, time: '12:00' },
          { date, time: '12:15' },
          { date, time: '12:30' },
        ],
      },
    });
  });

  it('shows every day full where nobody serves the trade, and refuses bad queries with their codes', async () => {
    const unserved = await read({ ...leakRepairAt, postalCode: 'H3B 2Y5' });
    expect(unserved.status).toBe(200);
    expect(unserved.body.days.every((d) => d.full && d.slots.length === 0)).toBe(true);
    expect((await read({ ...leakRepairAt, postalCode: 'V6B 1A1' })).body).toMatchObject({
      statusCode: 400,
      fields: { postalCode: ['POSTAL_CODE_OUTSIDE_QUEBEC'] },
    });
    expect((await read({ ...leakRepairAt, subServiceId: 'house-move' })).status).toBe(400);
  });

  it('caps a trade on its busiest days (Moving Day): once the cap is booked the day is full and a booking is refused', async () => {
    const date = torontoDayFromToday(6);
    await addServingProfessional(stack.sql, { categories: ['moving'], prefixes: ['H2X'] });
    await stack.sql.query(`insert into trade_day_capacities (service_id, day, max_bookings) values ('moving', $1, 1)`, [date]);
    const moving = { serviceId: 'moving', subServiceId: 'local-move', postalCode: 'H2X 1Y4' };
    expect(day((await read(moving)).body, date)).toMatchObject({ full: false });
    expect((await book({ ...moving, scheduledDate: date, scheduledTime: '08:00' })).status).toBe(201);
    // The mover is still free in the afternoon, but the day's cap of moves is reached.
    expect(day((await read(moving)).body, date)).toEqual({ date, slots: [], full: true, capacityReached: true });
    const refused = await book({ ...moving, scheduledDate: date, scheduledTime: '13:00' });
    expect(refused.body).toMatchObject({ statusCode: 409, code: 'SLOT_TAKEN' });
    const nextSlots = (refused.body.details as { nextSlots: { date: string }[] }).nextSlots;
    expect(nextSlots.length).toBeGreaterThan(0);
    expect(nextSlots.every((slot) => slot.date > date)).toBe(true);
    // Plumbing that day is not capped.
    expect(day((await read(leakRepairAt)).body, date)).toMatchObject({ full: false });
  });

  it('gives the last place of a capped day to one of ten customers booking at once, even with movers free for several', async () => {
    const date = torontoDayFromToday(9);
    for (let i = 0; i < 3; i++) await addServingProfessional(stack.sql, { categories: ['moving'], prefixes: ['H2X'] });
    await stack.sql.query(`insert into trade_day_capacities (service_id, day, max_bookings) values ('moving', $1, 1)`, [date]);
    const times = ['08:00', '08:15', '08:30', '08:45', '09:00', '09:15', '09:30', '09:45', '10:00', '10:15'];
    const answers = await Promise.all(
      times.map((scheduledTime) =>
        book({ serviceId: 'moving', subServiceId: 'local-move', postalCode: 'H2X 1Y4', scheduledDate: date, scheduledTime }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(answers.filter((answer) => answer.status === 409).every((answer) => answer.body.code === 'SLOT_TAKEN')).toBe(true);
    const { rows } = await stack.sql.query(`select count(*)::int as n from bookings where service_id = 'moving' and scheduled_date = $1`, [
      date,
    ]);
    expect(rows[0]).toEqual({ n: 1 });
  });

  it('counts the bookings of a capped day under a lock: a booking made while another holds it is counted', async () => {
    const date = torontoDayFromToday(11);
    await stack.sql.query(`insert into trade_day_capacities (service_id, day, max_bookings) values ('moving', $1, 1)`, [date]);
    const other = new pg.Client({ connectionString: stack.db.url });
    await other.connect();
    try {
      // Another writer holds the day's cap while it takes the last place.
      await other.query('begin');
      await other.query(`select 1 from trade_day_capacities where service_id = 'moving' and day = $1 for update`, [date]);
      const pending = book({
        serviceId: 'moving',
        subServiceId: 'local-move',
        postalCode: 'H2X 1Y4',
        scheduledDate: date,
        scheduledTime: '13:00',
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      const { rows } = await stack.sql.query(
        `select count(*)::int as n from bookings where service_id = 'moving' and scheduled_date = $1`,
        [date],
      );
      // The API waits for the lock instead of writing beside it.
      expect(rows[0]).toEqual({ n: 0 });
      await other.query(
        `insert into bookings (booking_number, user_id, service_id, sub_service_id, service_option, sub_service_name, sub_service_description,
           price_cents, price_kind, scheduled_date, scheduled_time, first_name, last_name, email, phone, address, city, postal_code, locale)
         select 'HM-2026-888888888', user_id, 'moving', 'local-move', service_option, sub_service_name, sub_service_description,
           null, 'quote', $1, '08:00', first_name, last_name, email, phone, address, city, postal_code, locale
         from bookings limit 1`,
        [date],
      );
      await other.query('commit');
      expect((await pending).body).toMatchObject({ statusCode: 409, code: 'SLOT_TAKEN' });
    } finally {
      await other.end();
    }
  });

  it('keeps the pro when a move finds them free, and sends the job back to matching when not, telling both', async () => {
    const date = torontoDayFromToday(5);
    const first = await book({ scheduledDate: date, scheduledTime: '09:00' });
    const second = await book({ scheduledDate: date, scheduledTime: '14:00' });
    for (const booking of [first, second]) expect((await assign(booking.body.bookingNumber)).status).toBe(200);
    // Free at 16:30: Marc keeps the job.
    const kept = await call<{ status: string; professional: { id: string } | null }>(
      alice,
      'PATCH',
      `bookings/${second.body.bookingNumber}`,
      {
        scheduledTime: '16:30',
      },
    );
    expect(kept.body).toMatchObject({ status: 'confirmed', professional: { id: marc.session.user.id } });
    // At 09:30 Marc is at the first job: with nobody else free, the move is refused and nothing changes.
    const refused = await call<ApiErrorBody>(alice, 'PATCH', `bookings/${second.body.bookingNumber}`, { scheduledTime: '09:30' });
    expect(refused.body).toMatchObject({ statusCode: 409, code: 'SLOT_TAKEN' });
    // With a second plumber in H2X, the job moves to 09:30 and waits for a pro again; Marc is told.
    await addServingProfessional(stack.sql, { categories: ['plumbing'], prefixes: ['H2X'] });
    const moved = await call<{ status: string; professional: unknown }>(alice, 'PATCH', `bookings/${second.body.bookingNumber}`, {
      scheduledTime: '09:30',
    });
    expect(moved.body).toMatchObject({ status: 'pending', professional: null });
    const { rows: notes } = await stack.sql.query(
      `select e.note->>'code' as code from booking_timeline_events e join bookings b on b.id = e.booking_id
       where b.booking_number = $1 order by e.created_at, e.id`,
      [second.body.bookingNumber],
    );
    expect(notes.map((row) => row.code)).toContain('back_to_matching');
    const { rows: mails } = await stack.sql.query(
      `select payload->>'to' as "to" from outbox where payload->>'template' = 'proJobCancelled' and payload->>'subject' like $1`,
      [`%${second.body.bookingNumber}%`],
    );
    expect(mails).toEqual([{ to: marc.session.user.email }]);
  });
});
