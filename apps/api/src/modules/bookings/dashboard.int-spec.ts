import { bookingInsert, bookingsInsertSelect, createTestDatabase, type TestDatabase } from '@hm/db/testing';
import {
  DASHBOARD_PAGE_SIZE,
  todayInToronto,
  type DashboardActivityView,
  type DashboardCountsView,
  type DashboardListView,
} from '@hm/contracts';
import pg from 'pg';
import { AccountsClient, signUpRequest, type Signed } from '../../testing/accounts-client.js';
import { numberedPlaceholders, signUpAs } from '../../testing/role-users.js';
import { deleteRedisKeys, startApp, type RunningApp } from '../../testing/test-app.js';
import { TEST_REDIS_URL, testConfig, testRedisPrefix } from '../../testing/test-config.js';
import { ACTIVITY_SQL, COUNTS_SQL, listSql } from './dashboard.repository.js';
import { RESERVATION_SQL } from './reservations.repository.js';
import { addServingProfessional } from '../../testing/serving-professional.js';

const SUITE = 'dashboard';

describe('dashboard list, counts and activity (real PostgreSQL)', () => {
  let db: TestDatabase;
  let app: RunningApp;
  let client: AccountsClient;
  let sql: pg.Client;
  let dana: Signed;
  let erin: Signed;
  let proId: string;

  /** Inserts bookings straight into the table (faster than the API for hundreds of rows). */
  async function insertBookings(
    userId: string,
    rows: {
      first: string;
      last: string;
      email: string;
      status?: string;
      pro?: boolean;
      createdDaysAgo?: number;
      date?: string;
      service?: string;
    }[],
  ) {
    for (const [index, b] of rows.entries()) {
      const { sql: text, params } = bookingInsert({
        user_id: userId,
        status: b.status ?? 'pending',
        timeline_status: b.status === 'completed' ? 'completed' : b.pro ? 'pro_assigned' : 'waiting_for_pro',
        service_option: 'Leak repair',
        sub_service_name: b.service ?? 'Leak repair',
        sub_service_description: 'desc',
        scheduled_date: b.date ?? '2026-06-01',
        scheduled_time: '10:00',
        first_name: b.first,
        last_name: b.last,
        email: b.email,
        address: '1 rue A',
        professional_id: b.pro ? proId : null,
        cancelled_at: b.status === 'cancelled' ? new Date() : null,
        created_at: new Date(Date.now() - (b.createdDaysAgo ?? index % 3) * 86_400_000),
      });
      await sql.query(numberedPlaceholders(text), params);
    }
  }

  beforeAll(async () => {
    db = await createTestDatabase('hm_test_dashboard');
    app = await startApp(testConfig({ DATABASE_URL: db.url }, { suite: SUITE, rateLimit: { limit: 10_000, windowMs: 60_000 } }));
    client = new AccountsClient(app.baseUrl);
    sql = new pg.Client({ connectionString: db.url });
    await sql.connect();
    dana = await client.signUp(signUpRequest({ firstName: 'Dana' }));
    erin = await client.signUp(signUpRequest({ firstName: 'Erin' }));
    proId = (await signUpAs(client, sql, 'professional', { firstName: 'Marc', lastName: 'Roy' })).session.user.id;
    // Bookings are accepted where an approved pro works: Marc serves all of Montreal (H).
    await addServingProfessional(sql, { userId: proId });
    // A second pro of the team, never assigned here: new bookings find someone free while the first is busy.
    await addServingProfessional(sql);
    await insertBookings(dana.session.user.id, [
      {
        first: 'Zoé',
        last: 'Tremblay',
        email: 'zoe@example.com',
        status: 'pending',
        createdDaysAgo: 0,
        date: '2026-06-03',
        service: 'Leak repair',
      },
      {
        first: 'adam',
        last: 'Bouchard',
        email: 'adam@mail.test',
        status: 'confirmed',
        pro: true,
        createdDaysAgo: 0,
        date: '2026-06-01',
        service: 'Drain cleaning',
      },
      {
        first: 'Léa',
        last: 'Côté',
        email: 'lea@example.com',
        status: 'completed',
        pro: true,
        createdDaysAgo: 2,
        date: '2026-06-02',
        service: 'Toilet repair',
      },
      {
        first: 'Noah',
        last: 'TREMBLAY',
        email: 'noah_100%@example.com',
        status: 'cancelled',
        createdDaysAgo: 6,
        date: '2026-06-04',
        service: 'Faucet',
      },
      {
        first: 'Old',
        last: 'Booking',
        email: 'old@example.com',
        status: 'in_progress',
        pro: true,
        createdDaysAgo: 40,
        date: '2026-06-05',
        service: 'Boiler',
      },
    ]);
    await insertBookings(
      erin.session.user.id,
      Array.from({ length: DASHBOARD_PAGE_SIZE + 4 }, (_, i) => ({
        first: `F${i}`,
        last: `L${i}`,
        email: `e${i}@example.com`,
        createdDaysAgo: 0,
      })),
    );
  });

  afterAll(async () => {
    await sql?.end();
    await app?.close();
    await db?.drop();
    await deleteRedisKeys(TEST_REDIS_URL, testRedisPrefix(SUITE));
  });

  async function list(who: Signed, query: Record<string, string | number> = {}): Promise<DashboardListView> {
    const params = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
    const response = await client.send('GET', `bookings?${params}`, who.session.accessToken);
    expect(response.status).toBe(200);
    return (await response.json()) as DashboardListView;
  }
  const names = (view: DashboardListView) => view.items.map((item) => item.firstName);

  it('lists only the caller’s bookings, newest first by default, with the professional’s name', async () => {
    const view = await list(dana);
    expect(view).toMatchObject({ total: 5, page: 1, pageSize: DASHBOARD_PAGE_SIZE, totalPages: 1 });
    expect(names(view).slice(-2)).toEqual(['Noah', 'Old']);
    expect(view.items.find((item) => item.firstName === 'adam')).toMatchObject({
      professionalName: 'Marc Roy',
      scheduledDate: '2026-06-01',
      status: 'confirmed',
    });
    expect(view.items.find((item) => item.firstName === 'Zoé')!.professionalName).toBeNull();
  });

  it('sorts by each whitelisted column in both directions', async () => {
    // Last name, then first name, ignoring case: Booking, Bouchard, Côté, TREMBLAY Noah, Tremblay Zoé.
    expect(names(await list(dana, { sort: 'customerName', direction: 'asc' }))).toEqual(['Old', 'adam', 'Léa', 'Noah', 'Zoé']);
    expect(names(await list(dana, { sort: 'customerName', direction: 'desc' }))).toEqual(['Zoé', 'Noah', 'Léa', 'adam', 'Old']);
    expect(names(await list(dana, { sort: 'scheduledDate', direction: 'asc' }))).toEqual(['adam', 'Léa', 'Zoé', 'Noah', 'Old']);
    expect(names(await list(dana, { sort: 'scheduledDate', direction: 'desc' }))).toEqual(['Old', 'Noah', 'Zoé', 'Léa', 'adam']);
    expect(names(await list(dana, { sort: 'service', direction: 'asc' }))).toEqual(['Old', 'adam', 'Noah', 'Zoé', 'Léa']);
    expect(names(await list(dana, { sort: 'status', direction: 'asc' }))).toEqual(['Noah', 'Léa', 'adam', 'Old', 'Zoé']);
    const byNumber = (await list(dana, { sort: 'bookingNumber', direction: 'asc' })).items.map((item) => item.bookingNumber);
    expect(byNumber).toEqual([...byNumber].sort());
    const response = await client.send('GET', 'bookings?sort=password_hash', dana.session.accessToken);
    expect(response.status).toBe(400);
  });

  it('searches names, e-mail and booking number, case-insensitively and partially, with % and _ taken literally', async () => {
    expect(names(await list(dana, { search: 'tremb', sort: 'customerName', direction: 'asc' }))).toEqual(['Noah', 'Zoé']);
    expect(names(await list(dana, { search: 'ADAM' }))).toEqual(['adam']);
    expect(names(await list(dana, { search: 'MAIL.TEST' }))).toEqual(['adam']);
    expect(names(await list(dana, { search: '100%' }))).toEqual(['Noah']);
    expect(names(await list(dana, { search: '_' }))).toEqual(['Noah']);
    const { bookingNumber } = (await list(dana, { search: 'Léa' })).items[0]!;
    expect(names(await list(dana, { search: bookingNumber.slice(-6).toLowerCase() }))).toEqual(['Léa']);
    expect((await list(dana, { search: 'F1' })).total).toBe(0);
  });

  it('filters by status and by assignment', async () => {
    expect(names(await list(dana, { status: 'pending' }))).toEqual(['Zoé']);
    expect(names(await list(dana, { status: 'cancelled' }))).toEqual(['Noah']);
    expect(names(await list(dana, { status: 'assigned', sort: 'customerName', direction: 'asc' }))).toEqual(['Old', 'adam', 'Léa']);
    expect(names(await list(dana, { status: 'unassigned' }))).toEqual(['Zoé']);
    expect((await client.send('GET', 'bookings?status=deleted', dana.session.accessToken)).status).toBe(400);
  });

  it('pages by DASHBOARD_PAGE_SIZE with the total', async () => {
    const first = await list(erin, { sort: 'customerName', direction: 'asc' });
    expect(first).toMatchObject({ total: DASHBOARD_PAGE_SIZE + 4, totalPages: 2, page: 1 });
    expect(first.items).toHaveLength(DASHBOARD_PAGE_SIZE);
    const second = await list(erin, { sort: 'customerName', direction: 'asc', page: 2 });
    expect(second.items).toHaveLength(4);
    expect(new Set([...first.items, ...second.items].map((item) => item.id)).size).toBe(DASHBOARD_PAGE_SIZE + 4);
    expect(await list(erin, { page: 3 })).toMatchObject({ items: [], total: DASHBOARD_PAGE_SIZE + 4, page: 3, totalPages: 2 });
    expect((await client.send('GET', 'bookings?page=0', erin.session.accessToken)).status).toBe(400);
  });

  it('counts by status and assignment in one answer', async () => {
    const response = await client.send('GET', 'bookings/stats', dana.session.accessToken);
    expect(response.status).toBe(200);
    expect((await response.json()) as DashboardCountsView).toEqual({
      total: 5,
      pending: 1,
      confirmed: 1,
      inProgress: 1,
      completed: 1,
      cancelled: 1,
      assigned: 3,
      unassigned: 1,
    });
  });

  it('gives bookings per Toronto day over 7, 30 or 90 days, zero days included', async () => {
    const get = async (days?: number) => {
      const response = await client.send('GET', `bookings/activity${days ? `?days=${days}` : ''}`, dana.session.accessToken);
      expect(response.status).toBe(200);
      return (await response.json()) as DashboardActivityView;
    };
    const week = await get();
    expect(week.days).toBe(7);
    expect(week.points).toHaveLength(7);
    expect(week.points.at(-1)!.date).toBe(todayInToronto());
    const byDate = (view: DashboardActivityView) => Object.fromEntries(view.points.map((p) => [p.date, p.count]));
    const { rows } = await sql.query(
      `select to_char((created_at at time zone 'America/Toronto')::date, 'YYYY-MM-DD') as day, count(*)::int as n from bookings where user_id = $1 group by 1`,
      [dana.session.user.id],
    );
    for (const view of [week, await get(30), await get(90)]) {
      const expected = Object.fromEntries(view.points.map((p) => [p.date, rows.find((r) => r.day === p.date)?.n ?? 0]));
      expect(byDate(view)).toEqual(expected);
    }
    expect((await get(30)).points.reduce((sum, p) => sum + p.count, 0)).toBe(4);
    expect((await get(90)).points.reduce((sum, p) => sum + p.count, 0)).toBe(5);
    expect((await client.send('GET', 'bookings/activity?days=14', dana.session.accessToken)).status).toBe(400);
  });

  describe('query plans on a few thousand bookings with realistic statistics', () => {
    beforeAll(async () => {
      // 4,000 bookings across 200 users (20 each, the 1,000,000 / 20,000 ratio of the budget).
      await sql.query(
        `insert into users (first_name, last_name, email) select 'U', 'Ser' || i, 'plan' || i || '@example.com' from generate_series(1, 200) i`,
      );
      const plans = bookingsInsertSelect(
        {
          booking_number: `'HM-2025-' || lpad(i::text, 9, '0')`,
          user_id: 'u.id',
          scheduled_date: `date '2026-06-01' + (i % 60)`,
          first_name: `'First' || i`,
          last_name: `'Last' || i`,
          email: `'b' || i || '@example.com'`,
          created_at: 'now() - make_interval(hours => i)',
        },
        `generate_series(1, 4000) i join lateral (select id from users where email = 'plan' || (i % 200 + 1) || '@example.com') u on true`,
      );
      await sql.query(numberedPlaceholders(plans.sql), plans.params);
      // As autovacuum would have: statistics, and the visibility map that index-only scans need.
      await sql.query('vacuum analyze bookings');
      await sql.query('vacuum analyze users');
      await sql.query('vacuum analyze booking_reviews');
    });

    async function plan(text: string, params: unknown[]): Promise<string> {
      const { rows } = await sql.query(`explain ${numberedPlaceholders(text)}`, params);
      return rows.map((r) => r['QUERY PLAN'] as string).join('\n');
    }
    const someUser = async () => (await sql.query(`select id from users where email = 'plan7@example.com'`)).rows[0].id as string;

    it('reads the dashboard list through a user_id index, never a scan of all bookings', async () => {
      const userId = await someUser();
      for (const query of [{}, { sort: 'scheduledDate' as const }, { status: 'pending' as const }, { search: 'last1' }]) {
        const { sql: text, params } = listSql(query);
        const explained = await plan(text, [userId, ...params.slice(1)]);
        expect(explained).toMatch(/Index (Only )?Scan.*bookings_user_id_|Bitmap Index Scan on bookings_user_id_/);
        expect(explained).not.toMatch(/Seq Scan on bookings/);
      }
    });

    it('counts with an index-only scan of (user_id, status, professional_id)', async () => {
      const explained = await plan(COUNTS_SQL, [await someUser()]);
      expect(explained).toMatch(/Index Only Scan using bookings_user_id_status_professional_id_index/);
    });

    it('reads the activity through (user_id, created_at)', async () => {
      const explained = await plan(ACTIVITY_SQL, [30, await someUser()]);
      expect(explained).toMatch(/bookings_user_id_created_at_index/);
      expect(explained).not.toMatch(/Seq Scan on bookings/);
    });

    it('reads a reservation by its unique number', async () => {
      const explained = await plan(RESERVATION_SQL, ['HM-2025-000000042']);
      expect(explained).toMatch(/Index Scan using bookings_booking_number_unique/);
      expect(explained).not.toMatch(/Seq Scan on bookings/);
    });

    it('has the trigram index for searches across users (operators)', async () => {
      await sql.query('begin');
      try {
        await sql.query('set local enable_seqscan = off');
        const explained = await plan(
          `select id from bookings b where lower(b.first_name || ' ' || b.last_name || ' ' || b.email || ' ' || b.booking_number) like ?`,
          ['%last12%'],
        );
        expect(explained).toMatch(/bookings_search_trgm_index/);
      } finally {
        await sql.query('rollback');
      }
    });
  });
});
