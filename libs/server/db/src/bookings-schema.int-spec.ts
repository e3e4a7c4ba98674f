import { MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { createOrmOptions } from './orm-options.js';
import { bookingInsert, insertBooking as insertValidBooking, type BookingColumns } from './testing/booking-builder.js';
import { createTestDatabase, type TestDatabase } from './testing/test-database.js';

// The booking tables' own guarantees (Migration0003Bookings), which the API relies on.
describe('booking tables in PostgreSQL', () => {
  let db: TestDatabase;
  let orm: MikroORM;
  let userId: string;

  beforeAll(async () => {
    db = await createTestDatabase('hm_test_db_bookings');
    orm = await MikroORM.init(createOrmOptions({ url: db.url }));
    const [user] = await orm.em
      .fork()
      .execute<{ id: string }[]>(`insert into users (first_name, last_name, email) values ('Léa', 'Roy', 'lea@example.com') returning id`);
    userId = user!.id;
  });

  afterAll(async () => {
    await orm?.close(true);
    await db?.drop();
  });

  const em = () => orm.em.fork();
  /** Inserts a valid booking; overrides replace column values. */
  const insertBooking = async (overrides: Partial<BookingColumns> = {}): Promise<string> =>
    (await insertValidBooking(em(), { user_id: userId, ...overrides })).id;

  it('creates a pending booking waiting for a pro, in CAD, by default', async () => {
    const id = await insertBooking();
    const [row] = await em().execute('select status, timeline_status, currency, scheduled_date::text as date from bookings where id = ?', [
      id,
    ]);
    expect(row).toEqual({ status: 'pending', timeline_status: 'waiting_for_pro', currency: 'CAD', date: '2026-03-10' });
  });

  it('refuses a second booking with the same number', async () => {
    await insertBooking({ booking_number: 'HM-2026-999999999' });
    await expect(insertBooking({ booking_number: 'HM-2026-999999999' })).rejects.toThrow(/bookings_booking_number_unique/);
  });

  it.each([
    ['booking_number', 'HM-26-1', 'bookings_booking_number_check'],
    ['status', 'done', 'bookings_status_check'],
    ['scheduled_time', '25:00', 'bookings_scheduled_time_check'],
    ['price_cents', null, 'bookings_price_cents_check'],
    ['price_kind', 'quote', 'bookings_price_cents_check'],
    ['currency', 'USD', 'bookings_currency_check'],
    ['locale', 'de', 'bookings_locale_check'],
  ])('refuses a bad %s (%s)', async (column, value, constraint) => {
    await expect(insertBooking({ [column]: value })).rejects.toThrow(new RegExp(constraint));
  });

  it('accepts a quoted price without an amount', async () => {
    await expect(insertBooking({ price_kind: 'quote', price_cents: null })).resolves.toEqual(expect.any(String));
  });

  it('bounds message texts and sender types', async () => {
    const id = await insertBooking();
    const insert = (sender: string, message: string) =>
      em().execute(`insert into booking_messages (booking_id, sender_type, sender_name, message) values (?, ?, 'HomeMate', ?)`, [
        id,
        sender,
        message,
      ]);
    await expect(insert('system', 'x'.repeat(2000))).resolves.toBeDefined();
    await expect(insert('system', 'x'.repeat(2001))).rejects.toThrow(/booking_messages_message_check/);
    await expect(insert('system', '')).rejects.toThrow(/booking_messages_message_check/);
    await expect(insert('robot', 'hi')).rejects.toThrow(/booking_messages_sender_type_check/);
    const [row] = await em().execute('select metadata from booking_messages where booking_id = ?', [id]);
    expect(row).toEqual({ metadata: {} });
  });

  it('takes an idempotency key for a booking inserted later in the same transaction, and refuses a dangling one at commit', async () => {
    const bookingId = randomUUID();
    await em().transactional(async (tx) => {
      await tx.execute(`insert into idempotency_keys (user_id, key, request_hash, booking_id) values (?, 'k1', 'h', ?)`, [
        userId,
        bookingId,
      ]);
      const { sql, params } = bookingInsert({ id: bookingId, user_id: userId });
      await tx.execute(sql, params);
    });
    await expect(
      em().transactional((tx) =>
        tx.execute(`insert into idempotency_keys (user_id, key, request_hash, booking_id) values (?, 'k2', 'h', ?)`, [
          userId,
          randomUUID(),
        ]),
      ),
    ).rejects.toThrow(/idempotency_keys_booking_id_foreign/);
    await expect(
      em().transactional((tx) =>
        tx.execute(`insert into idempotency_keys (user_id, key, request_hash, booking_id) values (?, 'k1', 'h', ?)`, [userId, bookingId]),
      ),
    ).rejects.toThrow(/idempotency_keys_pkey/);
  });

  it("removes a booking's timeline, messages and idempotency key with it", async () => {
    const id = await insertBooking();
    await em().execute(`insert into booking_timeline_events (booking_id, status) values (?, 'waiting_for_pro')`, [id]);
    await em().execute(
      `insert into booking_messages (booking_id, sender_type, sender_name, message) values (?, 'system', 'HomeMate', 'Reçue')`,
      [id],
    );
    await em().execute(`insert into idempotency_keys (user_id, key, request_hash, booking_id) values (?, 'k-delete', 'h', ?)`, [
      userId,
      id,
    ]);
    await em().execute('delete from bookings where id = ?', [id]);
    const [left] = await em().execute<{ n: number }[]>(
      `select (select count(*) from booking_timeline_events where booking_id = ?) + (select count(*) from booking_messages where booking_id = ?) + (select count(*) from idempotency_keys where booking_id = ?) as n`,
      [id, id, id],
    );
    expect(Number(left!.n)).toBe(0);
  });
});
