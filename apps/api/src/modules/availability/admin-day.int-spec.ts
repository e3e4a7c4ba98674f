import type { AdminDayView, ApiErrorBody, AvailabilityView, BookingView } from '@hm/contracts';
import { signUpRequest, type Signed } from '../../testing/accounts-client.js';
import { buildBookingRequest, torontoDayFromToday } from '../../testing/booking-requests.js';
import { startIntStack, type IntStack } from '../../testing/int-stack.js';
import { signUpAs } from '../../testing/role-users.js';
import { addServingProfessional } from '../../testing/serving-professional.js';
import { testConfig } from '../../testing/test-config.js';

const SUITE = 'admin-day';

// The operators' day view (docs/booking-rules.md "Operators' day view"): one trade's pros on one
// Montreal day, their jobs and free times, and the bookings waiting for a pro.
describe('GET /api/admin/day (real PostgreSQL and Redis)', () => {
  let stack: IntStack;
  let alice: Signed;
  let admin: Signed;
  let marc: Signed;
  let other: string;

  beforeAll(async () => {
    stack = await startIntStack('hm_test_admin_day', SUITE, (url) => testConfig({ DATABASE_URL: url }, { suite: SUITE }));
    alice = await stack.client.signUp(signUpRequest({ firstName: 'Alice', locale: 'fr' }));
    admin = await signUpAs(stack.client, stack.sql, 'admin');
    marc = await signUpAs(stack.client, stack.sql, 'professional', { firstName: 'Marc', lastName: 'Roy' });
    // Marc serves H2X; another plumber serves only H3B (the day view shows every area); a mover is of another trade.
    await addServingProfessional(stack.sql, { userId: marc.session.user.id, categories: ['plumbing'], prefixes: ['H2X'] });
    other = (await addServingProfessional(stack.sql, { categories: ['plumbing'], prefixes: ['H3B'] })).userId;
    await addServingProfessional(stack.sql, { categories: ['moving'], prefixes: ['H2X'] });
  });

  afterAll(async () => {
    await stack?.close();
  });

  async function call<T>(who: Signed, path: string, method = 'GET', body?: unknown): Promise<{ status: number; body: T }> {
    const response = await stack.client.send(method, path, who.session.accessToken, body);
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  }
  const dayOf = (who: Signed, query: Record<string, string>) =>
    call<AdminDayView & ApiErrorBody>(who, `admin/day?${new URLSearchParams(query).toString()}`);
  const book = (time: string, date: string) =>
    call<BookingView & ApiErrorBody>(alice, 'bookings', 'POST', buildBookingRequest({ scheduledDate: date, scheduledTime: time }));

  it("shows an admin each plumber's jobs, the free times around them, and the waiting bookings with who is free", async () => {
    const date = torontoDayFromToday(4);
    const assigned = await book('10:00', date);
    expect(assigned.status).toBe(201);
    const assign = await call(admin, `admin/bookings/${assigned.body.bookingNumber}/transitions`, 'POST', {
      action: 'assign',
      professionalId: marc.session.user.id,
    });
    expect(assign.status).toBe(200);
    const waiting = await book('14:00', date);
    expect(waiting.status).toBe(201);

    const { status, body } = await dayOf(admin, { date, serviceId: 'plumbing' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ date, serviceId: 'plumbing' });
    expect(body.pros.map((pro) => pro.id).sort()).toEqual([marc.session.user.id, other].sort());
    const marcsDay = body.pros.find((pro) => pro.id === marc.session.user.id)!;
    // The waiting booking holds Marc's time (the only plumber of H2X), shown as held, not assigned.
    expect(marcsDay.jobs).toEqual([
      {
        bookingNumber: assigned.body.bookingNumber,
        scheduledTime: '10:00',
        endsAt: expect.any(String),
        status: 'confirmed',
        timelineStatus: expect.any(String),
        held: false,
        // Assigned, not started: another plumber free at 10:00 may be given it (Marc himself is not listed).
        freeProIds: [other],
        proQualified: true,
      },
      {
        bookingNumber: waiting.body.bookingNumber,
        scheduledTime: '14:00',
        endsAt: expect.any(String),
        status: 'pending',
        timelineStatus: 'waiting_for_pro',
        held: true,
        freeProIds: [],
        proQualified: true,
      },
    ]);
    expect(marcsDay.freeTimes).not.toContain('14:00');
    // Leak repair 10:00–11:30 then 30 minutes of travel; plumbing's shortest job is 60 minutes (+30).
    expect(marcsDay.freeTimes).toContain('08:30');
    expect(marcsDay.freeTimes).not.toContain('08:45');
    expect(marcsDay.freeTimes).not.toContain('11:45');
    expect(marcsDay.freeTimes).toContain('12:00');
    // Marc's hours end at 21:00: a 60-minute job starts at 20:00 at the latest, the grid's last time is 20:30.
    expect(marcsDay.freeTimes.at(-1)).toBe('20:00');
    const othersDay = body.pros.find((pro) => pro.id === other)!;
    expect(othersDay).toMatchObject({ jobs: [] });
    expect(othersDay.freeTimes).toContain('10:00');
    expect(body.unassigned).toEqual([
      {
        bookingNumber: waiting.body.bookingNumber,
        scheduledTime: '14:00',
        subServiceName: expect.any(String),
        postalCode: expect.any(String),
        // Marc's own hold does not keep him from taking it.
        freeProIds: expect.arrayContaining([marc.session.user.id, other]),
      },
    ]);

    // Another day of the trade is empty of jobs; another trade has its own pros only.
    const quiet = await dayOf(admin, { date: torontoDayFromToday(8), serviceId: 'plumbing' });
    expect(quiet.body.pros.every((pro) => pro.jobs.length === 0)).toBe(true);
    expect(quiet.body.unassigned).toEqual([]);
    const moving = await dayOf(admin, { date, serviceId: 'moving' });
    expect(moving.body.pros.map((pro) => pro.id)).not.toContain(marc.session.user.id);
    expect(moving.body.unassigned).toEqual([]);
  });

  it("sets and removes a trade's limit for a day, which the wizard's free times follow at once", async () => {
    const date = torontoDayFromToday(6);
    const postalCode = 'H2X 1Y4';
    const freeOn = async () =>
      (
        await call<AvailabilityView>(
          alice,
          `public/availability?${new URLSearchParams({ serviceId: 'plumbing', subServiceId: 'leak-repair', postalCode }).toString()}`,
        )
      ).body.days.find((d) => d.date === date)!;
    expect(await freeOn()).toMatchObject({ full: false });
    expect((await book('09:00', date)).status).toBe(201);

    const set = await call<AdminDayView>(admin, 'admin/day/capacity', 'PUT', { date, serviceId: 'plumbing', maxBookings: 1 });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ date, serviceId: 'plumbing', capacity: { maxBookings: 1 }, booked: 1 });
    // The one booking the day takes is made: the day is full, and a new booking is refused.
    expect(await freeOn()).toEqual({ date, slots: [], full: true, capacityReached: true });
    expect((await book('15:00', date)).body).toMatchObject({ statusCode: 409, code: 'SLOT_TAKEN' });

    const removed = await call<AdminDayView>(admin, `admin/day/capacity?date=${date}&serviceId=plumbing`, 'DELETE');
    expect(removed.body).toMatchObject({ capacity: null, booked: 1 });
    expect(await freeOn()).toMatchObject({ full: false });
    expect((await book('15:00', date)).status).toBe(201);
  });

  it('refuses a limit for a past day, one that is not a whole number from 0 to 1000, and anyone but an operator', async () => {
    const limit = (who: Signed, body: Record<string, unknown>) => call<ApiErrorBody>(who, 'admin/day/capacity', 'PUT', body);
    const valid = { date: torontoDayFromToday(3), serviceId: 'moving', maxBookings: 10 };
    expect((await limit(alice, valid)).status).toBe(403);
    expect((await limit(marc, valid)).status).toBe(403);
    expect((await limit(admin, { ...valid, date: torontoDayFromToday(-1) })).body).toMatchObject({
      statusCode: 400,
      fields: { date: ['DATE_IN_PAST'] },
    });
    for (const maxBookings of [-1, 2.5, 1001, '10', null])
      expect((await limit(admin, { ...valid, maxBookings })).body).toMatchObject({
        statusCode: 400,
        fields: { maxBookings: ['INVALID_CAP'] },
      });
    expect((await limit(admin, { ...valid, serviceId: 'electrical' })).body).toMatchObject({
      fields: { serviceId: ['SERVICE_NOT_BOOKABLE'] },
    });
    expect((await call<ApiErrorBody>(alice, `admin/day/capacity?date=${valid.date}&serviceId=moving`, 'DELETE')).status).toBe(403);
  });

  it('refuses a customer and a pro (403), and a bad day or trade with its field codes (400)', async () => {
    const query = { date: torontoDayFromToday(4), serviceId: 'plumbing' };
    expect((await dayOf(alice, query)).status).toBe(403);
    expect((await dayOf(marc, query)).status).toBe(403);
    expect((await dayOf(admin, { ...query, date: '2026-02-30' })).body).toMatchObject({
      statusCode: 400,
      fields: { date: ['INVALID_DATE'] },
    });
    expect((await dayOf(admin, { ...query, serviceId: 'nope' })).body).toMatchObject({
      statusCode: 400,
      fields: { serviceId: ['UNKNOWN_SERVICE'] },
    });
    expect((await dayOf(admin, {})).body).toMatchObject({ statusCode: 400, fields: { date: ['REQUIRED'], serviceId: ['REQUIRED'] } });
  });
});
