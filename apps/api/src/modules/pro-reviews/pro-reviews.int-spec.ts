import { createTestDatabase, type TestDatabase } from '@hm/db/testing';
import { PRO_APP_ROUTES, type ApiErrorBody, type BookingView, type PublicProProfileView, type PublicReviewView } from '@hm/contracts';
import pg from 'pg';
import { AccountsClient, type Signed } from '../../testing/accounts-client.js';
import { buildBookingRequest, moveVisitToToday, SAMPLE_INVOICE } from '../../testing/booking-requests.js';
import { signUpAs } from '../../testing/role-users.js';
import { addServingProfessional } from '../../testing/serving-professional.js';
import { deleteRedisKeys, startApp, type RunningApp } from '../../testing/test-app.js';
import { TEST_REDIS_URL, testConfig, testRedisPrefix } from '../../testing/test-config.js';

const SUITE = 'pro-reviews';

describe("reviews with trust: a pro's public profile and their one answer to a review (real PostgreSQL and Redis)", () => {
  let db: TestDatabase;
  let app: RunningApp;
  let client: AccountsClient;
  let sql: pg.Client;
  let customer: Signed;
  let pro: Signed;
  let otherPro: Signed;
  let reviewed: BookingView;

  beforeAll(async () => {
    db = await createTestDatabase('hm_test_pro_reviews');
    app = await startApp(testConfig({ DATABASE_URL: db.url }, { suite: SUITE, rateLimit: { limit: 100_000, windowMs: 60_000 } }));
    client = new AccountsClient(app.baseUrl);
    sql = new pg.Client({ connectionString: db.url });
    await sql.connect();
    customer = await signUpAs(client, sql, 'customer', { firstName: 'Camille' });
    pro = await signUpAs(client, sql, 'professional', { firstName: 'Marc', lastName: 'Gagnon' });
    await addServingProfessional(sql, { userId: pro.session.user.id, categories: ['plumbing'], prefixes: ['H'] });
    otherPro = await signUpAs(client, sql, 'professional', { firstName: 'Luc' });
    await addServingProfessional(sql, { userId: otherPro.session.user.id, categories: ['cleaning'], prefixes: ['H'] });

    // One job of the pro done and reviewed, one more done without a review.
    reviewed = await doneJob();
    await doneJob();
    const review = await call(customer, 'POST', `bookings/${reviewed.bookingNumber}/review`, { rating: 4, comment: 'Travail soigné.' });
    expect(review.status).toBe(201);
  });

  afterAll(async () => {
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
  async function doneJob(): Promise<BookingView> {
    const booked = await call<BookingView>(customer, 'POST', 'bookings', buildBookingRequest({ firstName: 'Camille' }));
    expect(booked.status).toBe(201);
    const number = booked.body.bookingNumber;
    expect((await call(pro, 'POST', PRO_APP_ROUTES.accept(number))).status).toBe(200);
    await moveVisitToToday(sql, number);
    expect((await call(pro, 'POST', PRO_APP_ROUTES.step(number), { action: 'start' })).status).toBe(200);
    expect((await call(pro, 'POST', PRO_APP_ROUTES.step(number), { action: 'complete', invoice: SAMPLE_INVOICE })).status).toBe(200);
    return booked.body;
  }
  const profile = () => call<PublicProProfileView & ApiErrorBody>(null, 'GET', `public/pros/${pro.session.user.id}`);
  const reply = (who: Signed, text: unknown, number = reviewed.bookingNumber) =>
    call<PublicReviewView & ApiErrorBody>(who, 'POST', `pro/reviews/${number}/reply`, { reply: text });

  it('shows anyone the rating, the counts of reviews and completed jobs from the data, the verified credentials and the latest reviews', async () => {
    const { status, body } = await profile();
    expect(status).toBe(200);
    expect(body).toMatchObject({
      userId: pro.session.user.id,
      firstName: 'Sam',
      lastInitial: 'S.',
      ratingAverage: 4,
      ratingCount: 1,
      completedJobsCount: 2,
      latestReviews: [{ rating: 4, comment: 'Travail soigné.', customerFirstName: 'Camille', reply: null }],
    });
    expect(body.credentials.map((credential) => credential.kind)).toEqual(['rbq', 'cmmtq', 'cmeq', 'insurance']);
    // Never the phone, the e-mail or a policy number.
    const text = JSON.stringify(body);
    expect(text).not.toMatch(/5145550100|@example\.com|RC-2026-0042/);
    // Unknown, malformed, or not an active pro: not found alike.
    expect((await call(null, 'GET', 'public/pros/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await call(null, 'GET', 'public/pros/not-a-uuid')).status).toBe(404);
    expect((await call(null, 'GET', `public/pros/${customer.session.user.id}`)).status).toBe(404);
  });

  it('lets the pro of the job answer once, publicly; nobody else', async () => {
    expect((await reply(pro, '   ')).body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { reply: ['REQUIRED'] } });
    expect((await reply(pro, 'x'.repeat(1001))).body).toMatchObject({ fields: { reply: ['TOO_LONG'] } });
    expect(await reply(otherPro, 'Merci !')).toMatchObject({ status: 404, body: { code: 'REVIEW_NOT_FOUND' } });
    expect((await reply(customer, 'Merci !')).status).toBe(403);

    const answered = await reply(pro, '  Merci Camille, au plaisir !  ');
    expect(answered).toMatchObject({ status: 200, body: { comment: 'Travail soigné.', reply: { text: 'Merci Camille, au plaisir !' } } });
    expect(await reply(pro, 'Une autre réponse')).toMatchObject({ status: 409, body: { code: 'REVIEW_REPLY_EXISTS' } });
    expect((await profile()).body.latestReviews[0]?.reply?.text).toBe('Merci Camille, au plaisir !');
    // The pro's home shows it too.
    const home = await call<{ recentReviews: { reply?: { text: string } | null }[] }>(pro, 'GET', PRO_APP_ROUTES.home);
    expect(home.body.recentReviews[0]?.reply?.text).toBe('Merci Camille, au plaisir !');
  });
});
