import { createTestDatabase, type TestDatabase } from '@hm/db/testing';
import type { ApiErrorBody, BookingView } from '@hm/contracts';
import type { TemplatedMail } from '@hm/mail';
import pg from 'pg';
import { AccountsClient, signUpRequest, type Signed } from '../../testing/accounts-client.js';
import { buildBookingRequest, soonestSlot, tooSoonToday, torontoDayFromToday } from '../../testing/booking-requests.js';
import { deleteRedisKeys, startApp, type RunningApp } from '../../testing/test-app.js';
import { TEST_REDIS_URL, testConfig, testRedisPrefix } from '../../testing/test-config.js';
import { addServingProfessional } from '../../testing/serving-professional.js';
import { confirmationMails } from '../../testing/confirmation-mails.js';

const SUITE = 'bookings';
const PUBLIC_URL = 'https://homemate.test';

describe('POST /api/bookings and GET /api/bookings/:number (real PostgreSQL and Redis)', () => {
  let db: TestDatabase;
  let app: RunningApp;
  let client: AccountsClient;
  let sql: pg.Client;
  let alice: Signed;
  let bob: Signed;

  beforeAll(async () => {
    db = await createTestDatabase('hm_test_bookings');
    app = await startApp(
      testConfig({ DATABASE_URL: db.url, PUBLIC_URL }, { suite: SUITE, rateLimit: { limit: 10_000, windowMs: 60_000 } }),
    );
    client = new AccountsClient(app.baseUrl);
    sql = new pg.Client({ connectionString: db.url });
    await sql.connect();
    // Bookings are accepted where an approved pro works: one serves all of Montreal (H).
    await addServingProfessional(sql);
    alice = await client.signUp(signUpRequest({ firstName: 'Alice', email: 'alice@example.com', locale: 'fr' }));
    bob = await client.signUp(signUpRequest({ firstName: 'Bob', email: 'bob@example.com', locale: 'en' }));
  });

  afterAll(async () => {
    await sql?.end();
    await app?.close();
    await db?.drop();
    await deleteRedisKeys(TEST_REDIS_URL, testRedisPrefix(SUITE));
  });

  const book = (who: Signed | null, body: unknown) => client.send('POST', 'bookings', who?.session.accessToken ?? null, body);
  const read = (who: Signed | null, bookingNumber: string) =>
    client.send('GET', `bookings/${encodeURIComponent(bookingNumber)}`, who?.session.accessToken ?? null);

  /** Rows of every table a booking writes to; the outbox counts booking mails only. */
  async function stored(): Promise<Record<string, number>> {
    const { rows } = await sql.query(`
      select (select count(*) from bookings)::int as bookings,
             (select count(*) from booking_timeline_events)::int as events,
             (select count(*) from booking_messages)::int as messages,
             (select count(*) from idempotency_keys)::int as keys,
             (select count(*) from outbox where job_name = 'bookingConfirmation')::int as mails`);
    return rows[0] as Record<string, number>;
  }

  async function mailOf(bookingNumber: string): Promise<TemplatedMail> {
    const mails = await confirmationMails(app, sql, bookingNumber);
    expect(mails).toHaveLength(1);
    return mails[0]!;
  }

  it('refuses a signed-out visitor with 401 and stores nothing', async () => {
    const before = await stored();
    const response = await book(null, buildBookingRequest());
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await stored()).toEqual(before);
  });

  it('creates a pending booking with normalised fields, its price snapshot, a timeline event, a message and the mail', async () => {
    const before = await stored();
    const response = await book(alice, buildBookingRequest({ scheduledDate: torontoDayFromToday(7), scheduledTime: '14:30' }));
    expect(response.status).toBe(201);
    const booking = (await response.json()) as BookingView;
    const year = new Date().getFullYear();
    expect(booking).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      bookingNumber: expect.stringMatching(new RegExp(`^HM-(${year}|${year + 1})-\\d{9}$`)),
      status: 'pending',
      timelineStatus: 'waiting_for_pro',
      serviceId: 'plumbing',
      subServiceId: 'leak-repair',
      serviceOption: 'Réparation de fuites - Détection et réparation de fuites (À partir de 120\u00a0$)',
      price: {
        subServiceName: 'Réparation de fuites',
        subServiceDescription: 'Détection et réparation de fuites',
        priceCents: 12_000,
        priceKind: 'from_job',
        // The account's first booking, at a phone and home that never took it: the welcome offer.
        offer: { kind: 'welcome', percent: 25 },
        currency: 'CAD',
      },
      scheduledDate: torontoDayFromToday(7),
      scheduledTime: '14:30',
      firstName: 'Camille',
      lastName: 'Tremblay',
      email: 'camille.tremblay@example.com',
      phone: '+15145551234',
      address: '1234 rue Saint-Denis',
      apartment: '5',
      accessNotes: null,
      parking: null,
      parkingNotes: null,
      city: 'Montréal',
      postalCode: 'H2X 1Y4',
      description: 'The kitchen sink leaks\nunder the cabinet.',
      locale: 'fr',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(await stored()).toEqual({
      ...before,
      bookings: before.bookings! + 1,
      events: before.events! + 1,
      messages: before.messages! + 1,
      mails: before.mails! + 1,
    });

    const { rows: owner } = await sql.query('select user_id from bookings where id = $1', [booking.id]);
    expect(owner[0].user_id).toBe(alice.session.user.id);
    const { rows: events } = await sql.query('select status, note from booking_timeline_events where booking_id = $1', [booking.id]);
    expect(events).toEqual([{ status: 'waiting_for_pro', note: { code: 'booking_received' } }]);
    const { rows: messages } = await sql.query(
      'select sender_type, sender_name, message, metadata from booking_messages where booking_id = $1',
      [booking.id],
    );
    expect(messages).toEqual([
      {
        sender_type: 'system',
        sender_name: 'HomeMate',
        message: expect.stringContaining(`Votre réservation ${booking.bookingNumber} a bien été reçue`),
        metadata: { kind: 'booking_received', note: { code: 'booking_received' } },
      },
    ]);

    const mail = await mailOf(booking.bookingNumber);
    const link = `${PUBLIC_URL}/reservation/${booking.bookingNumber}`;
    expect(mail).toMatchObject({ to: 'camille.tremblay@example.com', locale: 'fr', template: 'bookingConfirmation' });
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text).toContain('Plomberie');
    expect(mail.text).toContain('Prix : à partir de 120,00\u00a0$, taxes en sus ; offre de bienvenue : 25 % de rabais sur le travail');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments![0]).toMatchObject({
      filename: `${booking.bookingNumber}.ics`,
      contentType: expect.stringMatching(/^text\/calendar/),
    });
    const ics = mail.attachments![0]!.content.replace(/\r\n /g, '');
    expect(ics).toContain(`UID:${booking.id}@homemate.test\r\n`);
    expect(ics).toContain(`URL:${link}\r\n`);
  });

  it("keeps the request's language on the booking, else the user's; the e-mail is always in the language saved on the account", async () => {
    const english = (await (await book(alice, buildBookingRequest({ locale: 'en' }))).json()) as BookingView;
    expect(english.locale).toBe('en');
    expect(english.serviceOption).toBe('Leak repair - Finding and fixing leaks (From $120)');
    // Alice's account is in French: so is her e-mail, option included.
    const mail = await mailOf(english.bookingNumber);
    expect(mail).toMatchObject({ locale: 'fr', subject: `Votre réservation HomeMate ${english.bookingNumber} est bien reçue` });
    expect(mail.text).toContain('Réparation de fuites - Détection et réparation de fuites');

    const bobs = (await (
      await book(bob, buildBookingRequest({ serviceId: 'cleaning', subServiceId: 'deep-cleaning' }))
    ).json()) as BookingView;
    expect(bobs.locale).toBe('en');
    expect(bobs.price).toEqual({
      subServiceName: 'Deep cleaning',
      subServiceDescription: expect.any(String),
      priceCents: 2500,
      priceKind: 'from_hour',
      currency: 'CAD',
      // The suite's requests share one phone and home, whose welcome offer an earlier booking took.
      offer: null,
    });
    const { rows } = await sql.query('select message from booking_messages where booking_id = $1', [bobs.id]);
    expect(rows[0].message).toContain(`Your booking ${bobs.bookingNumber} has been received`);
  });

  it('stores a quoted sub-service without an amount and blank optional fields as null', async () => {
    const response = await book(
      bob,
      buildBookingRequest({
        serviceId: 'moving',
        subServiceId: 'long-distance-move',
        // Eight hours: the morning, so it ends within a working day; a day no other test books.
        scheduledDate: torontoDayFromToday(9),
        scheduledTime: '08:00',
        apartment: '  ',
        description: null,
        postalCode: 'h3a1b9',
      }),
    );
    expect(response.status).toBe(201);
    const booking = (await response.json()) as BookingView;
    expect(booking.price).toMatchObject({ priceCents: null, priceKind: 'quote' });
    expect(booking).toMatchObject({ apartment: null, description: null, postalCode: 'H3A 1B9' });
  });

  it('accepts a Quebec area once an approved pro of the service serves it, and only for that service', async () => {
    const gatineau = buildBookingRequest({ postalCode: 'j8y 3r7', city: 'Gatineau' });
    expect((await book(bob, gatineau)).status).toBe(400);
    // A pending application, or an approved pro of another service or area, serves nothing here.
    const pending = await addServingProfessional(sql, { categories: ['plumbing'], prefixes: ['J8Y'] });
    await sql.query(`update professionals set status = 'pending', reviewed_at = null where id = $1`, [pending.professionalId]);
    await addServingProfessional(sql, { categories: ['cleaning'], prefixes: ['J8Y'] });
    await addServingProfessional(sql, { categories: ['plumbing'], prefixes: ['J8Z', 'J7'] });
    expect(await (await book(bob, gatineau)).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { postalCode: ['SERVICE_AREA_NOT_SERVED'] },
    });
    // A pro whose account is no longer a professional one (turned back into a customer) serves nothing either.
    const former = await addServingProfessional(sql, { categories: ['plumbing'], prefixes: ['J8'] });
    await sql.query(`update users set role = 'customer' where id = $1`, [former.userId]);
    expect((await book(bob, gatineau)).status).toBe(400);
    await addServingProfessional(sql, { categories: ['plumbing'], prefixes: ['J8'] });
    const response = await book(bob, gatineau);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ postalCode: 'J8Y 3R7', city: 'Gatineau' });
    expect((await book(bob, { ...gatineau, serviceId: 'moving', subServiceId: 'local-move' })).status).toBe(400);
  });

  it('refuses a booking where the only plumber lacks verified credentials as where no plumber works, and stores nothing', async () => {
    const inSherbrooke = () => buildBookingRequest({ postalCode: 'j1h 5n4', city: 'Sherbrooke' });
    const sherbrooke = inSherbrooke();
    const answer = async (request: Record<string, unknown>) => {
      const response = await book(bob, request);
      const { statusCode, code, message, fields } = (await response.json()) as ApiErrorBody;
      return { status: response.status, body: { statusCode, code, message, fields } };
    };
    // Nobody works in J1H yet: the unserved area's refusal.
    const unserved = await answer(sherbrooke);
    expect(unserved).toEqual({
      status: 400,
      body: expect.objectContaining({ code: 'VALIDATION_FAILED', fields: { postalCode: ['SERVICE_AREA_NOT_SERVED'] } }),
    });
    // Its only plumber entered a licence, a membership and an insurance that no operator verified
    // yet (docs/verified-trades.md): plumbing is refused there in the very same words, and nothing is written.
    const rookie = await addServingProfessional(sql, { categories: ['plumbing', 'cleaning'], prefixes: ['J1H'] });
    await sql.query(`update pro_credentials set status = 'pending', reviewed_at = null where user_id = $1`, [rookie.userId]);
    const before = await stored();
    expect(await answer(sherbrooke)).toEqual(unserved);
    expect(await stored()).toEqual(before);
    // The same pro serves a trade that requires nothing; verified, they serve plumbing too (each
    // booking at its own time: the first holds the pro's).
    expect((await book(bob, { ...inSherbrooke(), serviceId: 'cleaning', subServiceId: 'regular-cleaning' })).status).toBe(201);
    await sql.query(`update pro_credentials set status = 'verified', reviewed_at = now() where user_id = $1`, [rookie.userId]);
    expect((await book(bob, inSherbrooke())).status).toBe(201);
  });

  it('accepts the first and last slots, a quarter hour of the picker, and the soonest slot (today when one is left)', async () => {
    const soonest = soonestSlot();
    // A one-hour job (drain unclogging); pros work until 21:00 at the latest, so 20:00 is its last start.
    // The fixed times are on the day after tomorrow: late in the day the soonest slot is tomorrow 08:00.
    for (const [scheduledDate, scheduledTime] of [
      [soonest.scheduledDate, soonest.scheduledTime],
      [torontoDayFromToday(2), '08:00'],
      [torontoDayFromToday(2), '20:00'],
      [torontoDayFromToday(2), '14:15'],
    ]) {
      const response = await book(bob, buildBookingRequest({ subServiceId: 'drain-unclogging', scheduledDate, scheduledTime }));
      expect(response.status).toBe(201);
    }
  });

  it('refuses a time at which no pro can do the job (409 SLOT_TAKEN) with the next free times, and stores nothing', async () => {
    const before = await stored();
    // 20:30 + 90 minutes ends after every pro's day (21:00 at the latest).
    const response = await book(bob, buildBookingRequest({ scheduledDate: torontoDayFromToday(2), scheduledTime: '20:30' }));
    const body = (await response.json()) as ApiErrorBody & { details: { nextSlots: { date: string; time: string }[] } };
    expect({ status: response.status, code: body.code }).toEqual({ status: 409, code: 'SLOT_TAKEN' });
    expect(body.details.nextSlots).toHaveLength(3);
    expect(body.details.nextSlots[0]!.date > torontoDayFromToday(2)).toBe(true);
    expect(await stored()).toEqual(before);
  });

  it('refuses a visit today less than 2 hours away (Montreal time), storing nothing', async () => {
    const time = tooSoonToday();
    if (time === null) {
      // Before 06:00 in Montreal every slot today is at least 2 hours away (08:00 may be the soonest test's).
      expect((await book(bob, buildBookingRequest({ scheduledDate: torontoDayFromToday(0), scheduledTime: '12:00' }))).status).toBe(201);
      return;
    }
    const before = await stored();
    const response = await book(alice, buildBookingRequest({ scheduledDate: torontoDayFromToday(0), scheduledTime: time }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as ApiErrorBody).fields).toEqual({ scheduledTime: ['TIME_TOO_SOON'] });
    expect(await stored()).toEqual(before);
  });

  describe('rejects every invalid field with its code and stores nothing', () => {
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['serviceId', { serviceId: 'roofing' }, 'serviceId', 'UNKNOWN_SERVICE'],
      ['a coming-soon service', { serviceId: 'painting', subServiceId: 'interior-painting' }, 'serviceId', 'SERVICE_NOT_BOOKABLE'],
      ['subServiceId of another category', { serviceId: 'handyman' }, 'subServiceId', 'UNKNOWN_SUB_SERVICE'],
      ['subServiceId', { subServiceId: 'nonsense' }, 'subServiceId', 'UNKNOWN_SUB_SERVICE'],
      ['scheduledDate yesterday', { scheduledDate: torontoDayFromToday(-1) }, 'scheduledDate', 'DATE_IN_PAST'],
      ['scheduledDate not a day', { scheduledDate: '2030-02-30' }, 'scheduledDate', 'INVALID_DATE'],
      ['scheduledTime too early', { scheduledTime: '07:30' }, 'scheduledTime', 'TIME_OUTSIDE_HOURS'],
      ['scheduledTime too late', { scheduledTime: '21:00' }, 'scheduledTime', 'TIME_OUTSIDE_HOURS'],
      ['scheduledTime in 12 h form', { scheduledTime: '2:30 PM' }, 'scheduledTime', 'INVALID_TIME'],
      ['firstName blank', { firstName: '   ' }, 'firstName', 'REQUIRED'],
      ['firstName too long', { firstName: 'a'.repeat(101) }, 'firstName', 'TOO_LONG'],
      ['lastName with a line break', { lastName: 'Trem\nblay' }, 'lastName', 'INVALID_TEXT'],
      ['email', { email: 'camille@example' }, 'email', 'INVALID_EMAIL'],
      ['phone', { phone: 'call me' }, 'phone', 'INVALID_PHONE'],
      ['address', { address: '' }, 'address', 'REQUIRED'],
      ['city not text', { city: 42 }, 'city', 'REQUIRED'],
      ['postalCode', { postalCode: 'ABC123' }, 'postalCode', 'INVALID_POSTAL_CODE'],
      // Real addresses HomeMate does not serve: Vancouver, Paris, Beverly Hills.
      ['postalCode in Vancouver', { postalCode: 'V6B 1A1' }, 'postalCode', 'POSTAL_CODE_OUTSIDE_QUEBEC'],
      ['postalCode in Paris', { postalCode: '75001' }, 'postalCode', 'POSTAL_CODE_OUTSIDE_QUEBEC'],
      ['postalCode in Beverly Hills', { postalCode: '90210' }, 'postalCode', 'POSTAL_CODE_OUTSIDE_QUEBEC'],
      // Quebec, but no approved pro of the service works there (this suite's pro serves H only).
      ['postalCode in Rouyn-Noranda, not served', { postalCode: 'J9X 1A1' }, 'postalCode', 'SERVICE_AREA_NOT_SERVED'],
      ['apartment too long', { apartment: '1'.repeat(51) }, 'apartment', 'TOO_LONG'],
      ['description too long', { description: 'x'.repeat(2001) }, 'description', 'TOO_LONG'],
      ['locale', { locale: 'de' }, 'locale', 'INVALID_LOCALE'],
    ];

    it.each(cases)('%s', async (_name, overrides, field, code) => {
      const before = await stored();
      const response = await book(alice, buildBookingRequest(overrides));
      expect(response.status).toBe(400);
      const body = (await response.json()) as ApiErrorBody;
      expect(body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
      expect(body.fields).toEqual({ [field]: [code] });
      expect(await stored()).toEqual(before);
    });

    it('lists every missing required field at once', async () => {
      const before = await stored();
      const response = await book(alice, {});
      expect(response.status).toBe(400);
      const { fields } = (await response.json()) as ApiErrorBody;
      const required = [
        'serviceId',
        'subServiceId',
        'scheduledDate',
        'scheduledTime',
        'firstName',
        'lastName',
        'email',
        'phone',
        'address',
        'city',
        'postalCode',
      ];
      expect(fields).toEqual(Object.fromEntries(required.map((field) => [field, ['REQUIRED']])));
      expect(await stored()).toEqual(before);
    });

    it('never takes the owner, status or price from the body', async () => {
      const before = await stored();
      for (const extra of [
        { userId: bob.session.user.id },
        { status: 'completed' },
        { priceCents: 1 },
        { bookingNumber: 'HM-2026-000000001' },
      ]) {
        const response = await book(alice, { ...buildBookingRequest(), ...extra });
        expect(response.status).toBe(400);
        expect(((await response.json()) as ApiErrorBody).code).toBe('VALIDATION_FAILED');
      }
      expect(await stored()).toEqual(before);
    });
  });

  describe('reading a booking', () => {
    let alicesBooking: BookingView;

    beforeAll(async () => {
      alicesBooking = (await (await book(alice, buildBookingRequest())).json()) as BookingView;
    });

    it('shows the owner their booking', async () => {
      const response = await read(alice, alicesBooking.bookingNumber);
      expect(response.status).toBe(200);
      // The reservation is the booking plus the professional, the review, whose view it is and what the owner may do.
      expect(await response.json()).toEqual({
        ...alicesBooking,
        professional: null,
        review: null,
        cancellation: null,
        changePolicy: { freeUntil: expect.any(String), lateFeeCents: 4000 },
        lateFees: [],
        thankYouCode: null,
        invoice: null,
        payment: null,
        tip: null,
        tipUntil: null,
        receipt: null,
        cardPayment: null,
        viewer: 'customer',
        can: { edit: true, cancel: true, review: false, message: true },
      });
    });

    it('answers 404 BOOKING_NOT_FOUND to anyone else, exactly as for a number that does not exist', async () => {
      const foreign = await read(bob, alicesBooking.bookingNumber);
      const unknown = await read(bob, 'HM-2026-000000000');
      const malformed = await read(bob, 'not-a-number');
      for (const response of [foreign, unknown, malformed]) {
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({
          statusCode: 404,
          code: 'BOOKING_NOT_FOUND',
          message: 'Reservation not found. Please check the reservation number.',
        });
      }
    });

    it('answers 401 without a token', async () => {
      expect((await read(null, alicesBooking.bookingNumber)).status).toBe(401);
    });
  });
});
