import { bookingInsert, bookingsInsertSelect, createTestDatabase, type BookingColumns, type TestDatabase } from '@hm/db/testing';
import { PUBLIC_FIGURE_FLOORS, PUBLIC_FIGURES_ROUTE, PUBLIC_REVIEWS, type PublicFiguresView } from '@hm/contracts';
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
    // with 20 reviews of 4 and 5 stars (too short to be quoted on the landing); 5 cleaning jobs (under a service's floor); one job cancelled.
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
      reviews: [],
    } satisfies PublicFiguresView);
  });
});

// The customers' reviews the landing quotes (docs/public-figures.md "Customers' reviews"): which
// reviews qualify, the floor, the order, and that only a first name and an initial go out. This app
// counts again for every request (PUBLIC_FIGURES_CACHE_SECONDS=0), so each test sees its own rows.
describe("GET /api/public-figures: the customers' reviews (real PostgreSQL and Redis)", () => {
  const suite = 'public-reviews';
  let db: TestDatabase;
  let app: RunningApp;
  let sql: pg.Client;
  let customerId: string;
  let disabledId: string;

  const COMMENT = 'The plumber came on time, found the leak and left everything clean.';

  async function insertReviewed(
    booking: Partial<BookingColumns> & { user_id: string },
    review: { rating: number; comment: string; at: string; language?: 'fr' | 'en' },
  ): Promise<void> {
    const insert = bookingInsert({ status: 'completed', timeline_status: 'completed', ...booking });
    let n = 0;
    const [row] = (
      await sql.query<{ id: string }>(
        insert.sql.replace(/\?/g, () => `$${++n}`),
        insert.params,
      )
    ).rows;
    await sql.query(
      `insert into booking_reviews (booking_id, user_id, rating, comment, created_at, language) values ($1, $2, $3, $4, $5, $6)`,
      [row!.id, booking.user_id, review.rating, review.comment, review.at, review.language ?? null],
    );
  }

  async function reviews(): Promise<{ cacheControl: string | null; body: string; view: PublicFiguresView }> {
    const response = await fetch(`${app.baseUrl}/api/${PUBLIC_FIGURES_ROUTE}`);
    expect(response.status).toBe(200);
    const body = await response.text();
    return { cacheControl: response.headers.get('cache-control'), body, view: JSON.parse(body) as PublicFiguresView };
  }

  beforeAll(async () => {
    db = await createTestDatabase('hm_test_public_reviews');
    sql = new pg.Client({ connectionString: db.url });
    await sql.connect();
    const users = await sql.query<{ id: string; email: string }>(
      `insert into users (first_name, last_name, email) values ('Marie', 'Tremblay', 'marie.reviews@example.com'), ('Dan', 'Disabled', 'dan.reviews@example.com')
       returning id, email`,
    );
    customerId = users.rows.find((row) => row.email.startsWith('marie'))!.id;
    disabledId = users.rows.find((row) => row.email.startsWith('dan'))!.id;
    await sql.query(`update users set disabled_at = now(), disabled_reason = 'abuse' where id = $1`, [disabledId]);
    const mine = {
      user_id: customerId,
      first_name: 'Marie',
      last_name: 'Tremblay',
      email: 'marie.tremblay@example.com',
      phone: '5145550123',
      address: '4512 rue Saint-Denis',
    };
    // Two that qualify (the second at 4 stars, with a lower-case last name)...
    await insertReviewed(
      { ...mine, booking_number: 'HM-2026-700000001' },
      { rating: 5, comment: `  ${COMMENT}\n`, at: '2026-02-10T15:00:00Z' },
    );
    await insertReviewed(
      { ...mine, booking_number: 'HM-2026-700000002', first_name: 'Jean-Philippe', last_name: 'gagnon', service_id: 'cleaning' },
      { rating: 4, comment: 'Careful work, and the cleaner brought every product needed.', at: '2026-02-09T15:00:00Z' },
    );
    // ...and newer ones that never do: 3 stars, no comment, a comment just under the minimum (padded
    // with spaces), one too long for a card, a job not completed, and an account an operator disabled.
    const newer = (day: number) => `2026-02-${day}T15:00:00Z`;
    await insertReviewed({ ...mine, booking_number: 'HM-2026-700000003' }, { rating: 3, comment: COMMENT, at: newer(20) });
    await insertReviewed({ ...mine, booking_number: 'HM-2026-700000004' }, { rating: 5, comment: '', at: newer(21) });
    await insertReviewed(
      { ...mine, booking_number: 'HM-2026-700000005' },
      { rating: 5, comment: `   ${'x'.repeat(PUBLIC_REVIEWS.minCommentLength - 1)}   `, at: newer(22) },
    );
    await insertReviewed(
      { ...mine, booking_number: 'HM-2026-700000006' },
      { rating: 5, comment: 'y'.repeat(PUBLIC_REVIEWS.maxCommentLength + 1), at: newer(23) },
    );
    await insertReviewed(
      { ...mine, booking_number: 'HM-2026-700000007', status: 'in_progress', timeline_status: 'in_progress' },
      { rating: 5, comment: COMMENT, at: newer(24) },
    );
    await insertReviewed(
      { user_id: disabledId, booking_number: 'HM-2026-700000008', first_name: 'Dan', last_name: 'Disabled' },
      { rating: 5, comment: COMMENT, at: newer(25) },
    );
    app = await startApp(testConfig({ DATABASE_URL: db.url, PUBLIC_FIGURES_CACHE_SECONDS: '0' }, { suite }));
  });

  afterAll(async () => {
    await sql?.end();
    await app?.close();
    await db?.drop();
    await deleteRedisKeys(TEST_REDIS_URL, testRedisPrefix(suite));
  });

  it('quotes none while fewer than the floor qualify, and says it may not be kept', async () => {
    const { cacheControl, view } = await reviews();
    expect(PUBLIC_REVIEWS.floor).toBe(3);
    expect(view.reviews).toEqual([]);
    expect(cacheControl).toBe('public, max-age=0');
  });

  it('from the floor up, quotes the qualifying reviews newest first, by first name and initial, and nothing private', async () => {
    // The third: written on 1 March at 03:00 UTC, still 28 February in Montreal.
    await insertReviewed(
      { user_id: customerId, booking_number: 'HM-2026-700000009', first_name: 'Élise', last_name: 'Ouellet', service_id: 'handyman' },
      { rating: 5, comment: 'Shelves hung straight and the furniture assembled in one visit.', at: '2026-03-01T03:00:00Z', language: 'en' },
    );
    const { body, view } = await reviews();
    expect(view.reviews).toEqual([
      {
        firstName: 'Élise',
        lastInitial: 'O.',
        serviceId: 'handyman',
        rating: 5,
        comment: 'Shelves hung straight and the furniture assembled in one visit.',
        // Written since languages are recorded; the two others before (unknown).
        language: 'en',
        month: '2026-02',
      },
      { firstName: 'Marie', lastInitial: 'T.', serviceId: 'plumbing', rating: 5, comment: COMMENT, language: null, month: '2026-02' },
      {
        firstName: 'Jean-Philippe',
        lastInitial: 'G.',
        serviceId: 'cleaning',
        rating: 4,
        comment: 'Careful work, and the cleaner brought every product needed.',
        language: null,
        month: '2026-02',
      },
    ] satisfies PublicFiguresView['reviews']);
    for (const secret of ['Tremblay', 'gagnon', 'Ouellet', 'Disabled', '@example.com', '5145550123', 'Saint-Denis', 'HM-2026-', 'H2X']) {
      expect(body).not.toContain(secret);
    }
  });

  it(`quotes at most ${PUBLIC_REVIEWS.max}, the latest`, async () => {
    for (let day = 2; day <= 8; day++) {
      await insertReviewed(
        { user_id: customerId, booking_number: `HM-2026-70000001${day}` },
        { rating: 5, comment: `${COMMENT} (${day} March)`, at: `2026-03-0${day}T15:00:00Z` },
      );
    }
    const { view } = await reviews();
    expect(view.reviews).toHaveLength(PUBLIC_REVIEWS.max);
    expect(view.reviews[0]!.comment).toBe(`${COMMENT} (8 March)`);
    // Ten qualify: the oldest (Jean-Philippe's) is the one left out.
    expect(view.reviews.map((review) => review.firstName)).not.toContain('Jean-Philippe');
    expect(view.reviews.at(-1)!.firstName).toBe('Marie');
  });
});
