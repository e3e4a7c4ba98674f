import { createTestDatabase, type TestDatabase } from '@hm/db/testing';
import {
  NOTIFICATION_PAGE_SIZE,
  NOTIFICATION_ROUTES,
  SOCKET_IO_PATH,
  type BookingView,
  type ClientToServerEvents,
  type NotificationNewPayload,
  type NotificationPageView,
  type NotificationReadPayload,
  type ServerToClientEvents,
} from '@hm/contracts';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { AccountsClient, signUpRequest, type Signed } from '../../testing/accounts-client.js';
import { buildBookingRequest, moveVisitToToday } from '../../testing/booking-requests.js';
import { signUpAs } from '../../testing/role-users.js';
import { deleteRedisKeys, startApp, type RunningApp } from '../../testing/test-app.js';
import { TEST_REDIS_URL, testConfig, testRedisPrefix } from '../../testing/test-config.js';
import { addServingProfessional } from '../../testing/serving-professional.js';

const SUITE = 'notifications';
type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type Seen = { name: 'notification:new' | 'notification:read'; payload: NotificationNewPayload | NotificationReadPayload }[];

describe('notification centre: written with the change, only for the other party, paginated, read, live (real PostgreSQL and Redis)', () => {
  let db: TestDatabase;
  let app: RunningApp;
  let client: AccountsClient;
  let sql: pg.Client;
  let alice: Signed;
  let bob: Signed;
  let admin: Signed;
  let pro: Signed;
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    db = await createTestDatabase('hm_test_notifications');
    app = await startApp(testConfig({ DATABASE_URL: db.url }, { suite: SUITE, rateLimit: { limit: 10_000, windowMs: 60_000 } }));
    client = new AccountsClient(app.baseUrl);
    sql = new pg.Client({ connectionString: db.url });
    await sql.connect();
    alice = await client.signUp(signUpRequest({ firstName: 'Alice', lastName: 'Martin', locale: 'fr' }));
    bob = await client.signUp(signUpRequest({ firstName: 'Bob', locale: 'en' }));
    admin = await signUpAs(client, sql, 'admin', { firstName: 'Ops', lastName: 'Team' });
    pro = await signUpAs(client, sql, 'professional', { firstName: 'Marc', lastName: 'Roy' });
    // Bookings are accepted where an approved pro works: Marc serves all of Montreal (H).
    await addServingProfessional(sql, { userId: pro.session.user.id });
    // A second pro of the team, never assigned here: new bookings find someone free while the first is busy.
    await addServingProfessional(sql);
  });

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
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
  const list = (who: Signed, cursor?: string) =>
    call<NotificationPageView>(
      who,
      'GET',
      cursor === undefined ? NOTIFICATION_ROUTES.list : `${NOTIFICATION_ROUTES.list}?cursor=${encodeURIComponent(cursor)}`,
    );
  async function book(): Promise<BookingView> {
    const { status, body } = await call<BookingView>(alice, 'POST', 'bookings', buildBookingRequest());
    expect(status).toBe(201);
    return body;
  }
  async function assigned(): Promise<BookingView> {
    const booking = await book();
    const { status } = await call(admin, 'POST', `admin/bookings/${booking.bookingNumber}/transitions`, {
      action: 'assign',
      professionalId: pro.session.user.id,
    });
    expect(status).toBe(200);
    return booking;
  }
  /** The codes of a user's notifications about one booking, oldest first. */
  const codesOf = async (who: Signed, bookingNumber: string): Promise<string[]> =>
    (
      await sql.query(
        `select n.code from notifications n join bookings b on b.id = n.booking_id
         where n.user_id = $1 and b.booking_number = $2 order by n.created_at, n.id`,
        [who.session.user.id, bookingNumber],
      )
    ).rows.map((r: { code: string }) => r.code);

  function connect(who: Signed): Promise<ClientSocket> {
    const socket: ClientSocket = io(app.baseUrl, {
      path: SOCKET_IO_PATH,
      transports: ['websocket'],
      auth: { token: who.session.accessToken },
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    return new Promise((resolve, reject) => {
      socket.once('server:hello', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  }
  function record(socket: ClientSocket): Seen {
    const seen: Seen = [];
    for (const name of ['notification:new', 'notification:read'] as const)
      socket.on(name, (payload: NotificationNewPayload | NotificationReadPayload) => seen.push({ name, payload }));
    return seen;
  }
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  async function until(check: () => boolean): Promise<void> {
    for (let waited = 0; !check() && waited < 3000; waited += 25) await sleep(25);
  }

  it('tells the customer a pro was assigned, on the other side of the operator’s action, and nobody else', async () => {
    const booking = await assigned();
    expect(await codesOf(alice, booking.bookingNumber)).toEqual(['pro_assigned']);
    expect(await codesOf(pro, booking.bookingNumber)).toEqual([]);
    expect(await codesOf(admin, booking.bookingNumber)).toEqual([]);
    const { body } = await list(alice);
    expect(body.items[0]).toMatchObject({
      notice: { code: 'pro_assigned', professionalName: 'Marc Roy' },
      bookingNumber: booking.bookingNumber,
      readAt: null,
    });
  });

  it('a customer’s edit and message reach the assigned pro’s centre and room, never the customer’s own nor a stranger’s', async () => {
    const booking = await assigned();
    const [proSocket, aliceSocket, bobSocket] = await Promise.all([connect(pro), connect(alice), connect(bob)]);
    const [proSeen, aliceSeen, bobSeen] = [record(proSocket), record(aliceSocket), record(bobSocket)];
    const unreadBefore = (await list(pro)).body.unreadCount;

    expect((await call(alice, 'PATCH', `bookings/${booking.bookingNumber}`, { city: 'Laval' })).status).toBe(200);
    expect((await call(alice, 'POST', `bookings/${booking.bookingNumber}/messages`, { message: 'La porte est sur le côté.' })).status).toBe(
      201,
    );
    await until(() => proSeen.length >= 2);

    expect(await codesOf(pro, booking.bookingNumber)).toEqual(['details_updated', 'message_received']);
    expect(await codesOf(alice, booking.bookingNumber)).toEqual(['pro_assigned']);
    expect(proSeen.map((event) => event.name)).toEqual(['notification:new', 'notification:new']);
    const [edited, written] = proSeen.map((event) => event.payload as NotificationNewPayload);
    expect(edited).toMatchObject({
      notification: { notice: { code: 'details_updated', fields: ['city'] } },
      unreadCount: unreadBefore + 1,
    });
    expect(written).toMatchObject({
      notification: {
        notice: { code: 'message_received', from: 'customer', senderName: 'Alice Martin' },
        bookingNumber: booking.bookingNumber,
      },
      unreadCount: unreadBefore + 2,
    });
    // The message's words stay in the thread: the notification only says who wrote.
    expect(JSON.stringify(written)).not.toContain('porte');
    await sleep(200);
    expect(aliceSeen).toEqual([]);
    expect(bobSeen).toEqual([]);
  });

  it('the pro’s message and steps reach the customer; an operator’s message reaches both; the review reaches the pro', async () => {
    const booking = await assigned();
    const step = (action: string) => call(admin, 'POST', `admin/bookings/${booking.bookingNumber}/transitions`, { action });
    expect((await call(pro, 'POST', `bookings/${booking.bookingNumber}/messages`, { message: 'J’arrive bientôt.' })).status).toBe(201);
    expect((await call(admin, 'POST', `bookings/${booking.bookingNumber}/messages`, { message: 'Merci à vous deux.' })).status).toBe(201);
    await moveVisitToToday(sql, booking.bookingNumber);
    for (const action of ['start', 'complete']) expect((await step(action)).status).toBe(200);
    expect((await call(alice, 'POST', `bookings/${booking.bookingNumber}/review`, { rating: 5, comment: 'Parfait.' })).status).toBe(201);

    expect(await codesOf(alice, booking.bookingNumber)).toEqual([
      'pro_assigned',
      'message_received',
      'message_received',
      'job_started',
      'job_completed',
    ]);
    expect(await codesOf(pro, booking.bookingNumber)).toEqual(['message_received', 'review_received']);
    expect(await codesOf(admin, booking.bookingNumber)).toEqual([]);
    const froms = (await list(alice)).body.items
      .filter((item) => item.notice.code === 'message_received' && item.bookingNumber === booking.bookingNumber)
      .map((item) => item.notice);
    expect(froms).toEqual([
      { code: 'message_received', from: 'operator', senderName: 'Ops Team' },
      { code: 'message_received', from: 'professional', senderName: 'Marc Roy' },
    ]);
  });

  it('the customer’s cancel reaches the pro only', async () => {
    const booking = await assigned();
    expect((await call(alice, 'POST', `bookings/${booking.bookingNumber}/cancel`)).status).toBe(200);
    expect(await codesOf(pro, booking.bookingNumber)).toEqual(['booking_cancelled']);
    expect(await codesOf(alice, booking.bookingNumber)).toEqual(['pro_assigned']);
  });

  describe('a change that rolls back', () => {
    afterEach(async () => {
      await sql.query('drop trigger if exists fail_test on bookings; drop trigger if exists fail_test on booking_messages');
      await sql.query('drop function if exists fail_test()');
    });
    beforeEach(async () => {
      await sql.query(`create function fail_test() returns trigger language plpgsql as $$ begin raise exception 'forced failure'; end $$`);
    });

    it('leaves no notification and announces none (an edit)', async () => {
      const booking = await assigned();
      const proSeen = record(await connect(pro));
      await sql.query(
        `create trigger fail_test before update on bookings for each row when (new.city = 'Rollbackville') execute function fail_test()`,
      );
      expect((await call(alice, 'PATCH', `bookings/${booking.bookingNumber}`, { city: 'Rollbackville' })).status).toBe(500);
      await sleep(200);
      expect(await codesOf(pro, booking.bookingNumber)).toEqual([]);
      expect(proSeen).toEqual([]);
    });

    it('leaves no notification and announces none (a message)', async () => {
      const booking = await assigned();
      const proSeen = record(await connect(pro));
      await sql.query(
        `create trigger fail_test before insert on booking_messages for each row when (new.message = 'Échec') execute function fail_test()`,
      );
      expect((await call(alice, 'POST', `bookings/${booking.bookingNumber}/messages`, { message: 'Échec' })).status).toBe(500);
      await sleep(200);
      expect(await codesOf(pro, booking.bookingNumber)).toEqual([]);
      expect(proSeen).toEqual([]);
    });
  });

  describe('the list and marking read', () => {
    const TOTAL = 2 * NOTIFICATION_PAGE_SIZE + 5;
    let ids: string[];

    beforeAll(async () => {
      // Bob's own notifications, a second apart, newest last (built rows: no booking needed).
      const rows = await sql.query(
        `insert into notifications (user_id, code, params, created_at)
         select $1, 'review_received', jsonb_build_object('rating', 1 + i % 5), now() - make_interval(secs => $2 - i)
         from generate_series(1, $2) as i returning id, created_at`,
        [bob.session.user.id, TOTAL],
      );
      ids = (rows.rows as { id: string; created_at: Date }[])
        .sort((a, b) => b.created_at.getTime() - a.created_at.getTime())
        .map((r) => r.id);
    });

    it('pages newest first by cursor, every notification once, with the unread count of all', async () => {
      const seen: string[] = [];
      let cursor: string | undefined;
      const sizes: number[] = [];
      do {
        const { status, body } = await list(bob, cursor);
        expect(status).toBe(200);
        expect(body.unreadCount).toBe(TOTAL);
        sizes.push(body.items.length);
        seen.push(...body.items.map((item) => item.id));
        cursor = body.nextCursor ?? undefined;
      } while (cursor);
      expect(sizes).toEqual([NOTIFICATION_PAGE_SIZE, NOTIFICATION_PAGE_SIZE, 5]);
      expect(seen).toEqual(ids);
    });

    it('refuses a malformed cursor or someone else’s with a 400, and shows nobody else’s notifications', async () => {
      expect(await list(bob, 'not-a-cursor')).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION_FAILED', fields: { cursor: expect.any(Array) } },
      });
      expect(await list(alice, ids[3])).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
      const { body } = await list(alice);
      expect(body.items.map((item) => item.id)).not.toEqual(expect.arrayContaining([ids[0]]));
      expect((await call(null, 'GET', NOTIFICATION_ROUTES.list)).status).toBe(401);
    });

    it('marks one read for its owner only (404 for anyone else, or a malformed id) and tells the owner’s other tabs', async () => {
      const [bobTab, aliceTab] = await Promise.all([connect(bob), connect(alice)]);
      const [bobSeen, aliceSeen] = [record(bobTab), record(aliceTab)];
      expect(await call(alice, 'POST', NOTIFICATION_ROUTES.read(ids[0]!))).toMatchObject({
        status: 404,
        body: { code: 'NOTIFICATION_NOT_FOUND' },
      });
      expect(await call(bob, 'POST', NOTIFICATION_ROUTES.read('nope'))).toMatchObject({
        status: 404,
        body: { code: 'NOTIFICATION_NOT_FOUND' },
      });
      expect((await list(bob)).body.unreadCount).toBe(TOTAL);

      expect(await call(bob, 'POST', NOTIFICATION_ROUTES.read(ids[0]!))).toEqual({ status: 200, body: { unreadCount: TOTAL - 1 } });
      // Twice is harmless, and keeps the first reading time.
      const firstRead = (await list(bob)).body.items[0]!.readAt;
      expect(firstRead).not.toBeNull();
      expect(await call(bob, 'POST', NOTIFICATION_ROUTES.read(ids[0]!))).toEqual({ status: 200, body: { unreadCount: TOTAL - 1 } });
      expect((await list(bob)).body.items[0]!.readAt).toBe(firstRead);

      await until(() => bobSeen.length >= 2);
      expect(bobSeen[0]).toMatchObject({ name: 'notification:read', payload: { id: ids[0], unreadCount: TOTAL - 1 } });
      await sleep(100);
      expect(aliceSeen).toEqual([]);
    });

    it('marks all read: the count drops to 0 for the owner only', async () => {
      const aliceUnread = (await list(alice)).body.unreadCount;
      expect(aliceUnread).toBeGreaterThan(0);
      expect(await call(bob, 'POST', NOTIFICATION_ROUTES.readAll)).toEqual({ status: 200, body: { unreadCount: 0 } });
      const { body } = await list(bob);
      expect(body.unreadCount).toBe(0);
      expect(body.items.every((item) => item.readAt !== null)).toBe(true);
      expect((await list(alice)).body.unreadCount).toBe(aliceUnread);
    });
  });
});
