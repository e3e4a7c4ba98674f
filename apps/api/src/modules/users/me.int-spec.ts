import { createTestDatabase, type TestDatabase } from '@hm/db/testing';
import pg from 'pg';
import type { AuthSession, Profile, SignedInDevice } from '@hm/contracts';
import { AccountsClient, signUpRequest, type Signed } from '../../testing/accounts-client.js';
import { buildBookingRequest } from '../../testing/booking-requests.js';
import { addServingProfessional } from '../../testing/serving-professional.js';
import { deleteRedisKeys, startApp, type RunningApp } from '../../testing/test-app.js';
import { TEST_REDIS_URL, testConfig, testRedisPrefix } from '../../testing/test-config.js';

const SUITE = 'accounts-me';

describe("/api/me: the caller's own profile (real PostgreSQL and Redis)", () => {
  let db: TestDatabase;
  let app: RunningApp;
  let client: AccountsClient;
  let alice: Signed;
  let bob: Signed;

  beforeAll(async () => {
    db = await createTestDatabase('hm_test_accounts_me');
    app = await startApp(testConfig({ DATABASE_URL: db.url }, { suite: SUITE }));
    client = new AccountsClient(app.baseUrl);
    // Bookings are accepted where an approved pro works: one serves all of Montreal (H).
    const sql = new pg.Client({ connectionString: db.url });
    await sql.connect();
    await addServingProfessional(sql);
    await sql.end();
    alice = await client.signUp(signUpRequest({ firstName: 'Alice', lastName: 'Lavoie', email: 'alice@example.com', locale: 'fr' }));
    bob = await client.signUp(signUpRequest({ firstName: 'Bob', lastName: 'Roy', email: 'bob@example.com', locale: 'en' }));
  });

  afterAll(async () => {
    await app?.close();
    await db?.drop();
    await deleteRedisKeys(TEST_REDIS_URL, testRedisPrefix(SUITE));
  });

  const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;

  it('answers 401 without a token', async () => {
    const response = await client.send('GET', 'me', null);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('shows the profile with the default notification preferences', async () => {
    const response = await client.send('GET', 'me', alice.session.accessToken);
    expect(response.status).toBe(200);
    expect(await json<Profile>(response)).toEqual({
      id: alice.session.user.id,
      email: 'alice@example.com',
      firstName: 'Alice',
      lastName: 'Lavoie',
      phone: null,
      address: null,
      city: null,
      postalCode: null,
      locale: 'fr',
      role: 'customer',
      notifications: { bookingUpdates: true, messages: true, tipsAndOffers: true },
    });
  });

  it('only ever shows and changes the caller: there is no id to aim at someone else', async () => {
    const asBob = await json<Profile>(await client.send('GET', 'me', bob.session.accessToken));
    expect(asBob.id).toBe(bob.session.user.id);
    expect(asBob.email).toBe('bob@example.com');
    // Ids, e-mails or roles in the body are refused, not followed.
    for (const body of [
      { id: alice.session.user.id, firstName: 'Hacked' },
      { email: 'alice@example.com' },
      { role: 'admin' },
      { userId: alice.session.user.id },
    ]) {
      const response = await client.send('PATCH', 'me', bob.session.accessToken, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    // Paths with an id do not exist.
    expect((await client.send('GET', `me/${alice.session.user.id}`, bob.session.accessToken)).status).toBe(404);
    expect((await client.send('PATCH', `users/${alice.session.user.id}`, bob.session.accessToken, { firstName: 'Hacked' })).status).toBe(
      404,
    );
    const stillAlice = await json<Profile>(await client.send('GET', 'me', alice.session.accessToken));
    expect(stillAlice).toMatchObject({ firstName: 'Alice', email: 'alice@example.com', role: 'customer' });
    expect((await json<Profile>(await client.send('GET', 'me', bob.session.accessToken))).role).toBe('customer');
  });

  it('saves the profile, normalising phone and postal code and clearing blanks', async () => {
    const response = await client.send('PATCH', 'me', alice.session.accessToken, {
      firstName: '  Alicia ',
      lastName: 'Lavoie-Roy',
      phone: '1 (514) 555-0199',
      address: '1234 rue Saint-Denis',
      city: 'Montréal',
      postalCode: 'h2x1y4',
      locale: 'en',
    });
    expect(response.status).toBe(200);
    expect(await json<Profile>(response)).toMatchObject({
      firstName: 'Alicia',
      lastName: 'Lavoie-Roy',
      phone: '+15145550199',
      address: '1234 rue Saint-Denis',
      city: 'Montréal',
      postalCode: 'H2X 1Y4',
      locale: 'en',
    });
    const cleared = await json<Profile>(
      await client.send('PATCH', 'me', alice.session.accessToken, { phone: null, address: '', city: '   ' }),
    );
    expect(cleared).toMatchObject({ phone: null, address: null, city: null, postalCode: 'H2X 1Y4', firstName: 'Alicia' });
  });

  it('requires first and last names when they are sent', async () => {
    for (const body of [
      { firstName: '' },
      { firstName: '   ' },
      { lastName: null },
      { firstName: 'x'.repeat(101) },
      { firstName: 'Line\nBreak' },
    ]) {
      const response = await client.send('PATCH', 'me', alice.session.accessToken, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: expect.any(Object) });
    }
  });

  it('stores SQL and HTML in names verbatim and returns them as JSON text', async () => {
    const firstName = `Robert'); DROP TABLE users;--`;
    const lastName = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const response = await client.send('PATCH', 'me', bob.session.accessToken, { firstName, lastName });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const profile = await json<Profile>(await client.send('GET', 'me', bob.session.accessToken));
    expect(profile).toMatchObject({ firstName, lastName });
    // The users table is still there, with both accounts.
    expect((await client.send('GET', 'me', alice.session.accessToken)).status).toBe(200);
    const refreshed = await client.refreshed(bob.cookie);
    expect(refreshed.session.user).toMatchObject({ firstName, lastName });
    bob = refreshed;
  });

  it('saves notification preferences', async () => {
    const response = await client.send('PUT', 'me/notifications', alice.session.accessToken, {
      bookingUpdates: false,
      messages: false,
      tipsAndOffers: true,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ bookingUpdates: false, messages: false, tipsAndOffers: true });
    expect((await json<Profile>(await client.send('GET', 'me', alice.session.accessToken))).notifications).toEqual({
      bookingUpdates: false,
      messages: false,
      tipsAndOffers: true,
    });
    const bad = [
      { bookingUpdates: 'yes', messages: true, tipsAndOffers: true },
      { bookingUpdates: true, tipsAndOffers: true },
      { email: true, sms: false, marketing: true },
    ];
    for (const body of bad) expect((await client.send('PUT', 'me/notifications', alice.session.accessToken, body)).status).toBe(400);
    // Nothing was half-written.
    expect((await json<Profile>(await client.send('GET', 'me', alice.session.accessToken))).notifications).toEqual({
      bookingUpdates: false,
      messages: false,
      tipsAndOffers: true,
    });
  });

  describe('signed-in devices', () => {
    const PHONE_UA =
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
    const signInFromPhone = async (email: string, password: string): Promise<AuthSession> => {
      const response = await fetch(`${app.baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': PHONE_UA },
        body: JSON.stringify({ email, password, rememberMe: false }),
      });
      expect(response.status).toBe(200);
      return (await response.json()) as AuthSession;
    };
    const devicesOf = async (token: string) => json<SignedInDevice[]>(await client.send('GET', 'me/sessions', token));

    it("lists the caller's open sign-ins, this one first, and never another person's", async () => {
      const phone = await signInFromPhone('alice@example.com', 'Maison2026!');
      const devices = await devicesOf(alice.session.accessToken);
      expect(devices.length).toBeGreaterThanOrEqual(2);
      expect(devices[0]).toMatchObject({ current: true });
      expect(devices.filter((device) => device.current)).toHaveLength(1);
      expect(devices.find((device) => device.browser === 'Chrome' && device.os === 'Android')).toMatchObject({ current: false });
      expect((await devicesOf(phone.accessToken))[0]).toMatchObject({ current: true, browser: 'Chrome', os: 'Android' });
      const bobs = await devicesOf(bob.session.accessToken);
      expect(bobs.map((device) => device.id)).not.toEqual(expect.arrayContaining(devices.map((device) => device.id)));
      expect((await client.send('GET', 'me/sessions', null)).status).toBe(401);
    });

    it("signs one device out at once; another person's sign-in is not found and stays open", async () => {
      const phone = await signInFromPhone('alice@example.com', 'Maison2026!');
      const phoneDevice = (await devicesOf(phone.accessToken))[0]!;
      const byBob = await client.send('DELETE', `me/sessions/${phoneDevice.id}`, bob.session.accessToken);
      expect(byBob.status).toBe(404);
      expect(await byBob.json()).toMatchObject({ code: 'NOT_FOUND' });
      expect((await client.send('DELETE', 'me/sessions/not-a-uuid', alice.session.accessToken)).status).toBe(404);
      expect((await client.send('GET', 'me', phone.accessToken)).status).toBe(200);

      expect((await client.send('DELETE', `me/sessions/${phoneDevice.id}`, alice.session.accessToken)).status).toBe(204);
      expect((await client.send('GET', 'me', phone.accessToken)).status).toBe(401);
      expect((await devicesOf(alice.session.accessToken)).map((device) => device.id)).not.toContain(phoneDevice.id);
      expect((await client.send('DELETE', `me/sessions/${phoneDevice.id}`, alice.session.accessToken)).status).toBe(404);
    });

    it('signs out every other device and keeps this one', async () => {
      const phone = await signInFromPhone('alice@example.com', 'Maison2026!');
      const laptop = await client.signIn('alice@example.com', 'Maison2026!');
      expect((await client.send('POST', 'me/sessions/sign-out-others', alice.session.accessToken)).status).toBe(204);
      expect((await client.send('GET', 'me', phone.accessToken)).status).toBe(401);
      expect((await client.send('GET', 'me', laptop.session.accessToken)).status).toBe(401);
      expect((await client.refresh(laptop.cookie)).status).toBe(401);
      const left = await devicesOf(alice.session.accessToken);
      expect(left).toEqual([expect.objectContaining({ current: true })]);
      // Bob was not touched.
      expect((await client.send('GET', 'me', bob.session.accessToken)).status).toBe(200);
    });
  });

  describe('data export', () => {
    it("downloads the caller's own data as a JSON file, without secrets and without anyone else's", async () => {
      const booked = await client.send(
        'POST',
        'bookings',
        alice.session.accessToken,
        buildBookingRequest({ email: 'alice@example.com', firstName: 'Alice', lastName: 'Lavoie' }),
      );
      expect(booked.status).toBe(201);
      const { bookingNumber } = (await booked.json()) as { bookingNumber: string };
      const bobs = await client.send(
        'POST',
        'bookings',
        bob.session.accessToken,
        buildBookingRequest({ email: 'bob@example.com', firstName: 'Bob', lastName: 'Roy' }),
      );
      const bobNumber = ((await bobs.json()) as { bookingNumber: string }).bookingNumber;
      // A notification of each (what an operator's change would write): only Alice's is hers.
      const sql = new pg.Client({ connectionString: db.url });
      await sql.connect();
      for (const [who, number] of [
        [alice, bookingNumber],
        [bob, bobNumber],
      ] as const)
        await sql.query(
          `insert into notifications (user_id, code, params, booking_id) select $1, 'details_updated', '{"fields":["city"]}', id from bookings where booking_number = $2`,
          [who.session.user.id, number],
        );
      await sql.end();

      const response = await client.send('GET', 'me/export', alice.session.accessToken);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="?homemate-data-\d{4}-\d{2}-\d{2}\.json"?$/);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const text = await response.text();
      const data = JSON.parse(text) as {
        account: { email: string };
        bookings: { bookingNumber: string; timeline: unknown[]; messages: unknown[] }[];
        signedInDevices: unknown[];
        notifications: Record<string, unknown>[];
      };
      expect(data.account.email).toBe('alice@example.com');
      expect(data.bookings.map((booking) => booking.bookingNumber)).toEqual([bookingNumber]);
      expect(data.bookings[0]!.timeline).toHaveLength(1);
      expect(data.bookings[0]!.messages).toHaveLength(1);
      expect(data.signedInDevices.length).toBeGreaterThan(0);
      expect(data.notifications).toEqual([{ code: 'details_updated', booking: bookingNumber, at: expect.any(String), readAt: null }]);
      expect(text).not.toContain(bobNumber);
      expect(text).not.toContain('bob@example.com');
      expect(text).not.toMatch(/argon2|password_?hash|token_?hash|passwordHash|tokenHash/i);
      expect((await client.send('GET', 'me/export', null)).status).toBe(401);
    });
  });

  describe('password change', () => {
    it('answers 400 WRONG_CURRENT_PASSWORD (not 401) when the current password is wrong', async () => {
      const response = await client.send('PUT', 'me/password', alice.session.accessToken, {
        currentPassword: 'Nope2026!',
        newPassword: 'Fresh2026!',
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'WRONG_CURRENT_PASSWORD' });
      await client.signIn('alice@example.com', 'Maison2026!');
    });

    it('applies the password rule to the new password', async () => {
      const response = await client.send('PUT', 'me/password', alice.session.accessToken, {
        currentPassword: 'Maison2026!',
        newPassword: 'Password1',
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'WEAK_PASSWORD', fields: { newPassword: ['common'] } });
    });

    it('changes it, keeps this session and signs out the others', async () => {
      const other = await client.signIn('alice@example.com', 'Maison2026!', true);
      const response = await client.send('PUT', 'me/password', alice.session.accessToken, {
        currentPassword: 'Maison2026!',
        newPassword: 'Fresh2026!',
      });
      expect(response.status).toBe(204);
      expect((await client.send('GET', 'me', alice.session.accessToken)).status).toBe(200);
      alice = await client.refreshed(alice.cookie);
      expect((await client.send('GET', 'me', other.session.accessToken)).status).toBe(401);
      expect((await client.refresh(other.cookie)).status).toBe(401);
      expect((await client.post('auth/login', { email: 'alice@example.com', password: 'Maison2026!', rememberMe: false })).status).toBe(
        401,
      );
      await client.signIn('alice@example.com', 'Fresh2026!');
    });
  });
});
