import type { ApiErrorBody, BookingView, OfferPreview, ReservationView } from '@hm/contracts';
import type { MailJob } from '@hm/queue';
import { signUpRequest, type Signed } from '../../testing/accounts-client.js';
import { buildBookingRequest } from '../../testing/booking-requests.js';
import { startIntStack, type IntStack } from '../../testing/int-stack.js';
import { signUpAs } from '../../testing/role-users.js';
import { addServingProfessional } from '../../testing/serving-professional.js';
import { confirmationMails } from '../../testing/confirmation-mails.js';
import { testConfig } from '../../testing/test-config.js';

const SUITE = 'offers';

// The welcome offer and the thank-you code (docs/pricing-and-taxes.md "Offers"), through the API
// against the real database: who gets which, the database's one-per-person rule under concurrency,
// a cancellation giving an offer back, and the code a first completed job earns.
describe('offers (real PostgreSQL and Redis)', () => {
  let stack: IntStack;
  let admin: Signed;
  let pro: Signed;
  let homes = 0;

  beforeAll(async () => {
    stack = await startIntStack('hm_test_offers', SUITE, (url) =>
      testConfig({ DATABASE_URL: url }, { suite: SUITE, rateLimit: { limit: 10_000, windowMs: 60_000 } }),
    );
    admin = await signUpAs(stack.client, stack.sql, 'admin');
    pro = await signUpAs(stack.client, stack.sql, 'professional', { firstName: 'Marc', lastName: 'Roy' });
    await addServingProfessional(stack.sql, { userId: pro.session.user.id, categories: ['plumbing'], prefixes: ['H'] });
  });

  afterAll(async () => {
    await stack?.close();
  });

  const call = <T>(who: Signed | null, method: string, path: string, body?: unknown) => stack.client.call<T>(who, method, path, body);
  const customer = (name: string, locale: 'fr' | 'en' = 'fr') =>
    stack.client.signUp(signUpRequest({ email: `${name}-${homes}@example.com`, locale }));
  /** A phone and a home nobody used yet in this suite. */
  const newHome = () => {
    homes++;
    return {
      phone: `514-555-${String(1000 + homes)}`,
      address: `${100 + homes} rue Saint-Denis`,
      apartment: null as string | null,
      postalCode: 'H2X 1Y4',
    };
  };
  const book = (who: Signed, place: ReturnType<typeof newHome>, overrides: Record<string, unknown> = {}) =>
    call<BookingView & ApiErrorBody>(who, 'POST', 'bookings', buildBookingRequest({ ...place, ...overrides }));
  const preview = (who: Signed | null, place: Record<string, unknown>) =>
    call<OfferPreview & ApiErrorBody>(who, 'POST', 'offers/preview', place);
  const transition = (number: string, body: Record<string, unknown>) =>
    call<ReservationView & ApiErrorBody>(admin, 'POST', `admin/bookings/${number}/transitions`, body);
  const complete = async (number: string) => {
    // An operator moves the job along off its day, with a reason (docs/booking-statuses.md).
    expect((await transition(number, { action: 'assign', professionalId: pro.session.user.id })).status).toBe(200);
    for (const action of ['en_route', 'start', 'complete'])
      expect((await transition(number, { action, note: 'Test: done earlier' })).status).toBe(200);
  };
  const mails = async (to: string, template: string) =>
    (
      await stack.sql.query<{ payload: MailJob }>(
        `select payload from outbox where job_name = 'send' and payload->>'to' = $1 and payload->>'template' = $2`,
        [to, template],
      )
    ).rows.map((row) => row.payload);

  it('gives a new customer 25 % off their first booking, shown before and after, and in the e-mail', async () => {
    const camille = await customer('camille');
    const home = newHome();
    expect((await preview(camille, home)).body).toEqual({ offer: { kind: 'welcome', percent: 25, code: null }, welcomeTaken: false });
    const { status, body } = await book(camille, home);
    expect(status).toBe(201);
    expect(body.price).toMatchObject({ priceCents: 12_000, offer: { kind: 'welcome', percent: 25 } });
    const [mail] = await confirmationMails(stack.app, stack.sql, body.bookingNumber);
    expect(mail!.text).toContain('offre de bienvenue : 25 % de rabais sur le travail');
    // Her second booking, wherever it is, is not her first: her account took the offer.
    expect((await preview(camille, newHome())).body).toEqual({ offer: null, welcomeTaken: true });
    expect((await book(camille, newHome())).body.price.offer).toBeNull();
    expect((await preview(camille, home)).body).toEqual({ offer: null, welcomeTaken: true });
  });

  it('refuses the welcome offer to a new account at a phone or a home that took it, however written', async () => {
    const first = await customer('first');
    const home = newHome();
    expect((await book(first, home)).body.price.offer).toEqual({ kind: 'welcome', percent: 25 });

    const samePhone = await customer('same-phone');
    const phone = `+1 (${home.phone.slice(0, 3)}) ${home.phone.slice(4)}`;
    expect((await preview(samePhone, { ...newHome(), phone })).body).toEqual({ offer: null, welcomeTaken: true });
    expect((await book(samePhone, { ...newHome(), phone })).body.price.offer).toBeNull();

    const sameHome = await customer('same-home');
    const rewritten = { ...newHome(), address: home.address.toUpperCase().replace(' rue ', ', Rue '), postalCode: 'h2x1y4' };
    expect((await book(sameHome, rewritten)).body.price.offer).toBeNull();
    // Another unit of the building is another home.
    const neighbour = await customer('neighbour');
    expect((await book(neighbour, { ...newHome(), address: home.address, apartment: '2' })).body.price.offer).toEqual({
      kind: 'welcome',
      percent: 25,
    });
  });

  it('gives the welcome offer once when one account sends two first bookings at once, and makes both', async () => {
    const eager = await customer('eager');
    const answers = await Promise.all([book(eager, newHome()), book(eager, newHome())]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(answers.map((answer) => answer.body.price.offer?.kind ?? 'none').sort()).toEqual(['none', 'welcome']);
    const { rows } = await stack.sql.query(`select count(*)::int as n from offer_claims where user_id = $1`, [eager.session.user.id]);
    expect(rows[0].n).toBe(1);
  });

  it('moves the welcome claim with the booking to a new phone or home, and refuses one that took the offer', async () => {
    const eve = await customer('eve');
    const home = newHome();
    const booked = (await book(eve, home)).body;
    expect(booked.price.offer).toEqual({ kind: 'welcome', percent: 25 });
    const other = await customer('other');
    const otherHome = newHome();
    expect((await book(other, otherHome)).body.price.offer).toEqual({ kind: 'welcome', percent: 25 });
    const edit = (fields: Record<string, unknown>) =>
      call<ReservationView & ApiErrorBody>(eve, 'PATCH', `bookings/${booked.bookingNumber}`, fields);

    // The other customer's phone, or home, took the offer: the edit changes nothing.
    const samePhone = await edit({ phone: otherHome.phone });
    expect(samePhone.status).toBe(409);
    expect(samePhone.body.code).toBe('WELCOME_OFFER_TAKEN');
    expect((await edit({ address: otherHome.address })).body.code).toBe('WELCOME_OFFER_TAKEN');
    const { rows } = await stack.sql.query<{ phone: string }>(`select phone from bookings where booking_number = $1`, [
      booked.bookingNumber,
    ]);
    expect(rows[0]!.phone).not.toContain(otherHome.phone.slice(-4));

    // A home nobody used: the claim moves there, and the first home may take the offer again.
    const moved = newHome();
    expect((await edit({ phone: moved.phone, address: moved.address })).status).toBe(200);
    expect((await preview(await customer('later'), moved)).body).toEqual({ offer: null, welcomeTaken: true });
    const newcomer = await customer('newcomer');
    expect((await preview(newcomer, home)).body).toEqual({ offer: { kind: 'welcome', percent: 25, code: null }, welcomeTaken: false });
    expect((await book(newcomer, home)).body.price.offer).toEqual({ kind: 'welcome', percent: 25 });
  });

  it('gives the offer back when its booking is cancelled', async () => {
    const dana = await customer('dana', 'en');
    const home = newHome();
    const first = (await book(dana, home)).body;
    expect(first.price.offer).toEqual({ kind: 'welcome', percent: 25 });
    expect((await call(dana, 'POST', `bookings/${first.bookingNumber}/cancel`, {})).status).toBe(200);
    expect((await preview(dana, home)).body).toEqual({ offer: { kind: 'welcome', percent: 25, code: null }, welcomeTaken: false });
    expect((await book(dana, home)).body.price.offer).toEqual({ kind: 'welcome', percent: 25 });
  });

  it('earns a thank-you code with the first completed job, shown to its customer only, applied to the next booking once', async () => {
    const eli = await customer('eli', 'en');
    const first = (await book(eli, newHome())).body;
    await complete(first.bookingNumber);

    const owners = (await call<ReservationView>(eli, 'GET', `bookings/${first.bookingNumber}`)).body;
    expect(owners.thankYouCode).toEqual({ code: expect.stringMatching(/^MERCI-[2-9A-HJKMNP-Z]{6}$/), percent: 20 });
    const code = owners.thankYouCode!.code;
    expect((await call<ReservationView>(pro, 'GET', `bookings/${first.bookingNumber}`)).body.thankYouCode).toBeNull();
    const [mail] = await mails(eli.session.user.email, 'thankYouCode');
    expect(mail).toMatchObject({ locale: 'en', subject: 'Thank you! 20% off your next HomeMate booking' });
    expect(mail!.text).toContain(code);

    // The next booking gets it by itself; the one after does not (the code is in use).
    expect((await preview(eli, newHome())).body).toEqual({ offer: { kind: 'thank_you', percent: 20, code }, welcomeTaken: true });
    const second = (await book(eli, newHome())).body;
    expect(second.price.offer).toEqual({ kind: 'thank_you', percent: 20 });
    expect((await book(eli, newHome())).body.price.offer).toBeNull();
    // A second completed job earns nothing more.
    await complete(second.bookingNumber);
    expect(await mails(eli.session.user.email, 'thankYouCode')).toHaveLength(1);
    const { rows } = await stack.sql.query(`select count(*)::int as n from offer_codes where user_id = $1`, [eli.session.user.id]);
    expect(rows[0].n).toBe(1);
  });

  it('answers 400 for a bad phone or postal code and 401 without a session', async () => {
    const fay = await customer('fay');
    const bad = await preview(fay, { ...newHome(), phone: '12' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await preview(fay, { ...newHome(), postalCode: '90210' })).status).toBe(400);
    expect((await preview(null, newHome())).status).toBe(401);
  });
});
