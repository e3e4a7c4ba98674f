import { createTestDatabase, type TestDatabase } from '@hm/db/testing';
import {
  addDays,
  DEFAULT_WEEKLY_HOURS,
  PRO_APP_ROUTES,
  todayInToronto,
  type ApiErrorBody,
  type ProScheduleView,
  type UpdateProScheduleRequest,
} from '@hm/contracts';
import pg from 'pg';
import { AccountsClient, type Signed } from '../../testing/accounts-client.js';
import { signUpAs } from '../../testing/role-users.js';
import { deleteRedisKeys, startApp, type RunningApp } from '../../testing/test-app.js';
import { TEST_REDIS_URL, testConfig, testRedisPrefix } from '../../testing/test-config.js';

const SUITE = 'pro-schedule';

describe("pro app: a pro's weekly hours and days off (real PostgreSQL and Redis)", () => {
  let db: TestDatabase;
  let app: RunningApp;
  let client: AccountsClient;
  let sql: pg.Client;
  let pro: Signed;
  let otherPro: Signed;
  let customer: Signed;
  const today = todayInToronto();

  beforeAll(async () => {
    db = await createTestDatabase('hm_test_pro_schedule');
    app = await startApp(testConfig({ DATABASE_URL: db.url }, { suite: SUITE, rateLimit: { limit: 100_000, windowMs: 60_000 } }));
    client = new AccountsClient(app.baseUrl);
    sql = new pg.Client({ connectionString: db.url });
    await sql.connect();
    pro = await signUpAs(client, sql, 'professional', { firstName: 'Marc' });
    otherPro = await signUpAs(client, sql, 'professional', { firstName: 'Léa' });
    customer = await signUpAs(client, sql, 'customer');
  });

  afterAll(async () => {
    await sql?.end();
    await app?.close();
    await db?.drop();
    await deleteRedisKeys(TEST_REDIS_URL, testRedisPrefix(SUITE));
  });

  async function call<T = unknown>(who: Signed | null, method: string, body?: unknown): Promise<{ status: number; body: T }> {
    const response = await client.send(method, PRO_APP_ROUTES.schedule, who?.session.accessToken ?? null, body);
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  }
  const stored = async (who: Signed) =>
    (
      await sql.query<{ rows: string }>(
        `select (select count(*) from pro_schedules where user_id = $1)::text || '/' ||
                coalesce((select string_agg(weekday || ' ' || start_minute || '-' || end_minute, ',' order by weekday, start_minute) from pro_working_hours where user_id = $1), '') || '/' ||
                coalesce((select string_agg(first_day || '..' || last_day, ',' order by first_day) from pro_days_off where user_id = $1), '') as rows`,
        [who.session.user.id],
      )
    ).rows[0]!.rows;

  const week: UpdateProScheduleRequest['weeklyHours'] = {
    ...DEFAULT_WEEKLY_HOURS,
    monday: [
      { start: '13:00', end: '18:00' },
      { start: '08:00', end: '12:00' },
    ],
    friday: [],
    saturday: [{ start: '09:00', end: '13:00' }],
  };

  it('shows a new pro the default week, Monday to Friday 08:00 to 17:00, not yet saved', async () => {
    const { status, body } = await call<ProScheduleView>(pro, 'GET');
    expect(status).toBe(200);
    expect(body).toEqual({ saved: false, weeklyHours: DEFAULT_WEEKLY_HOURS, daysOff: [] });
    expect(await stored(pro)).toBe('0//');
  });

  it('saves the week and the days off, sorted and merged, and shows them back', async () => {
    const daysOff = [
      { from: addDays(today, 10), to: addDays(today, 12) },
      { from: today, to: today },
      { from: addDays(today, 11), to: addDays(today, 14) },
    ];
    const { status, body } = await call<ProScheduleView>(pro, 'PUT', { weeklyHours: week, daysOff });
    expect(status).toBe(200);
    const expected: ProScheduleView = {
      saved: true,
      weeklyHours: { ...week, monday: [week.monday[1]!, week.monday[0]!] },
      daysOff: [
        { from: today, to: today },
        { from: addDays(today, 10), to: addDays(today, 14) },
      ],
    };
    expect(body).toEqual(expected);
    expect((await call<ProScheduleView>(pro, 'GET')).body).toEqual(expected);
    expect(await stored(pro)).toBe(
      `1/1 480-720,1 780-1080,2 480-1020,3 480-1020,4 480-1020,6 540-780/${today}..${today},${addDays(today, 10)}..${addDays(today, 14)}`,
    );
  });

  it('saves a week without any working day, which is no longer the default', async () => {
    const empty = Object.fromEntries(Object.keys(DEFAULT_WEEKLY_HOURS).map((day) => [day, []]));
    const { body } = await call<ProScheduleView>(otherPro, 'PUT', { weeklyHours: empty, daysOff: [] });
    expect(body).toEqual({ saved: true, weeklyHours: empty, daysOff: [] });
    expect((await call<ProScheduleView>(otherPro, 'GET')).body.saved).toBe(true);
  });

  it("keeps each pro to their own schedule: another pro's save leaves it alone", async () => {
    const before = await stored(pro);
    const other = await call<ProScheduleView>(otherPro, 'GET');
    expect(other.body.weeklyHours.monday).toEqual([]);
    await call(otherPro, 'PUT', { weeklyHours: DEFAULT_WEEKLY_HOURS, daysOff: [] });
    expect(await stored(pro)).toBe(before);
    expect((await call<ProScheduleView>(pro, 'GET')).body.weeklyHours.saturday).toEqual([{ start: '09:00', end: '13:00' }]);
  });

  it('refuses customers (403) and anonymous callers (401), writing nothing', async () => {
    expect((await call(customer, 'GET')).status).toBe(403);
    expect((await call(customer, 'PUT', { weeklyHours: DEFAULT_WEEKLY_HOURS, daysOff: [] })).status).toBe(403);
    expect((await call(null, 'GET')).status).toBe(401);
    const { rows } = await sql.query('select 1 from pro_schedules where user_id = $1', [customer.session.user.id]);
    expect(rows).toEqual([]);
  });

  it('answers bad input with a code per field and writes nothing, not even the good parts', async () => {
    const before = await stored(pro);
    const bad = await call<ApiErrorBody>(pro, 'PUT', {
      weeklyHours: {
        ...DEFAULT_WEEKLY_HOURS,
        monday: [
          { start: '08:00', end: '12:00' },
          { start: '11:30', end: '14:00' },
        ],
        tuesday: [{ start: '06:00', end: '10:00' }],
        sunday: [{ start: '10:07', end: '12:00' }],
      },
      daysOff: [
        { from: addDays(today, -1), to: today },
        { from: addDays(today, 5), to: addDays(today, 3) },
        { from: today, to: addDays(today, 400) },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    expect(bad.body.fields).toEqual({
      'weeklyHours.monday.1': ['OVERLAP'],
      'weeklyHours.tuesday.0': ['OUTSIDE_HOURS'],
      'weeklyHours.sunday.0': ['INVALID_TIME'],
      'daysOff.0': ['DATE_IN_PAST'],
      'daysOff.1': ['RANGE_REVERSED'],
      'daysOff.2': ['DATE_TOO_FAR'],
    });
    const { saturday: _saturday, ...missingDay } = DEFAULT_WEEKLY_HOURS;
    const shapes = [
      { weeklyHours: 'all week', daysOff: [] },
      { weeklyHours: DEFAULT_WEEKLY_HOURS },
      { weeklyHours: missingDay, daysOff: [] },
      { weeklyHours: DEFAULT_WEEKLY_HOURS, daysOff: [], extra: true },
      { weeklyHours: { ...DEFAULT_WEEKLY_HOURS, monday: [{ start: 8, end: 17 }] }, daysOff: [] },
    ];
    for (const body of shapes) expect({ body, status: (await call(pro, 'PUT', body)).status }).toEqual({ body, status: 400 });
    expect(await stored(pro)).toBe(before);
  });

  it('leaves out days off that have ended and shows one under way from today', async () => {
    await sql.query(`insert into pro_days_off (user_id, first_day, last_day) values ($1, $2, $3), ($1, $4, $5)`, [
      otherPro.session.user.id,
      addDays(today, -10),
      addDays(today, -8),
      addDays(today, -2),
      addDays(today, 2),
    ]);
    const { body } = await call<ProScheduleView>(otherPro, 'GET');
    expect(body.daysOff).toEqual([{ from: today, to: addDays(today, 2) }]);
    // What the page sends back is accepted as it is.
    expect((await call(otherPro, 'PUT', { weeklyHours: body.weeklyHours, daysOff: body.daysOff })).status).toBe(200);
  });
});
