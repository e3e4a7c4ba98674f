import { bookingsInsertSelect, createTestDatabase, type TestDatabase } from '@hm/db/testing';
import { PUBLIC_FIGURE_FLOORS, PUBLIC_FIGURES_ROUTE, type PublicFiguresView } from '@hm/contracts';
import pg from 'pg';
import { addServingProfessional } from '../../testing/serving-professional.js';
import { deleteRedisKeys, startApp, type RunningApp } from '../../testing/test-app.js';
import { TEST_REDIS_URL, testConfig, testRedisPrefix } from '../../testing/test-config.js';

// The marketing figures from the data (docs/public-figures.md), against the real database: each
// figure is shown from its floor up, and left out (null) under it.

const SUITE = 'public-figures';

describe('GET /api/public-figures (real PostgreSQL and Redis)', () => {
  let db: TestDatabase;
  let app: RunningApp;
  let sql: pg.Client;

  beforeAll(async () => {
    db = await createTestDatabase('hm_test_public_figures');
    sql = new pg.Client({ connectionString: db.url });
    await sql.connect();
    // Exactly the floor of customers and completed jobs: one plumbing job each for 50 customers,
    // with 20 reviews of 4 and 5 stars; 5 cleaning jobs (under a service's floor); one job cancelled.
    const customers = PUBLIC_FIGURE_FLOORS.customers;
    await sql.query(
      `insert into users (first_name, last_name, email) select 'C', 'Customer', 'figures-' || n || '@example.com' from generate_series(1, ${customers}) as n`,
    );
    const users = `(select id, row_number() over (order by email) as n from users where email like 'figures-%') u`;
    const plumbing = bookingsInsertSelect(
      { booking_number: `'HM-2026-1' || lpad(u.n::text, 8, '0')`, user_id: 'u.id', status: `'completed'`, service_id: `'plumbing'` },
      users,
    );
    await sql.query(plumbing.sql.replace('?', '$1'), plumbing.params);
    const cleaning = bookingsInsertSelect(
      {
        booking_number: `'HM-2026-2' || lpad(u.n::text, 8, '0')`,
        user_id: 'u.id',
        status: `'completed'`,
        service_id: `'cleaning'`,
        sub_service_id: `'regular-cleaning'`,
      },
      `${users} where u.n <= 5`,
    );
    await sql.query(cleaning.sql.replace('?', '$1'), cleaning.params);
    const cancelled = bookingsInsertSelect(
      { booking_number: `'HM-2026-3' || lpad(u.n::text, 8, '0')`, user_id: 'u.id', status: `'cancelled'`, cancelled_at: 'now()' },
      `${users} where u.n = 1`,
    );
    await sql.query(cancelled.sql.replace('?', '$1'), cancelled.params);
    await sql.query(
      `insert into booking_reviews (booking_id, user_id, rating, comment)
       select b.id, b.user_id, case when row_number() over (order by b.id) <= 10 then 5 else 4 end, 'Good work'
         from bookings b where b.service_id = 'plumbing' and b.status = 'completed' order by b.id limit ${PUBLIC_FIGURE_FLOORS.reviews}`,
    );
    // One active pro short of the floor: the disabled and the pending ones do not count.
    for (let i = 0; i < PUBLIC_FIGURE_FLOORS.activePros - 1; i++) await addServingProfessional(sql);
    const disabled = await addServingProfessional(sql);
    await sql.query(`update users set disabled_at = now(), disabled_reason = 'left' where id = $1`, [disabled.userId]);
    await sql.query(
      `insert into professionals (first_name, last_name, email, phone, categories, service_area_prefixes, locale)
       values ('Pat', 'Pending', 'pending.figures@example.com', '+15145550101', '{plumbing}', '{H}', 'fr')`,
    );
    app = await startApp(testConfig({ DATABASE_URL: db.url }, { suite: SUITE }));
  });

  afterAll(async () => {
    await sql?.end();
    await app?.close();
    await db?.drop();
    await deleteRedisKeys(TEST_REDIS_URL, testRedisPrefix(SUITE));
  });

  it('counts completed jobs, customers and reviews from their floor, leaves out what is under it, and is public and cacheable', async () => {
    const response = await fetch(`${app.baseUrl}/api/${PUBLIC_FIGURES_ROUTE}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const figures = (await response.json()) as PublicFiguresView;
    expect(figures).toEqual({
      activePros: null,
      completedJobs: 55,
      customers: 50,
      rating: { average: 4.5, reviews: 20 },
      services: {
        plumbing: { completedJobs: 50, rating: { average: 4.5, reviews: 20 } },
        cleaning: { completedJobs: null, rating: null },
      },
    } satisfies PublicFiguresView);
  });
});
