import { bookingInsert, createTestDatabase, type TestDatabase } from '@hm/db/testing';
import type { BookingMessageView, BookingTranslationPayload, MessageTranslationView } from '@hm/contracts';
import pg from 'pg';
import { setTimeout as sleep } from 'node:timers/promises';
import { AccountsClient, signUpRequest, type Signed } from '../../testing/accounts-client.js';
import { signUpAs } from '../../testing/role-users.js';
import { signedInSocket, type TestSocket } from '../../testing/sockets.js';
import { deleteRedisKeys, startApp, type RunningApp } from '../../testing/test-app.js';
import { TEST_REDIS_URL, testConfig, testRedisPrefix } from '../../testing/test-config.js';

const SUITE = 'message-translations';
const RETRIES_PER_MINUTE = 3;

describe('booking messages in each reader’s language: the thread view, the Retry and who gets what (real PostgreSQL and Redis)', () => {
  let db: TestDatabase;
  let app: RunningApp;
  let client: AccountsClient;
  let sql: pg.Client;
  let customer: Signed; // reads French
  let pro: Signed; // reads English
  let otherPro: Signed;
  let admin: Signed;
  let booking: { id: string; bookingNumber: string };
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    db = await createTestDatabase('hm_test_message_translations');
    const config = testConfig(
      { DATABASE_URL: db.url, CHAT_API_KEY: 'sk-test-key' },
      { suite: SUITE, rateLimit: { limit: 10_000, windowMs: 60_000 } },
    );
    app = await startApp({
      ...config,
      translation: { ...config.translation, retryPerReader: { limit: RETRIES_PER_MINUTE, windowMs: 60_000 } },
    });
    client = new AccountsClient(app.baseUrl);
    sql = new pg.Client({ connectionString: db.url });
    await sql.connect();
    customer = await client.signUp(signUpRequest({ firstName: 'Julie', lastName: 'Tremblay', locale: 'fr' }));
    pro = await signUpAs(client, sql, 'professional', { firstName: 'Mark', lastName: 'Smith', locale: 'en' });
    otherPro = await signUpAs(client, sql, 'professional', { firstName: 'Other', locale: 'fr' });
    admin = await signUpAs(client, sql, 'admin', { firstName: 'Ops', locale: 'fr' });
    // A confirmed booking of the customer's, assigned to the pro (how it got there is other suites' business).
    const insert = bookingInsert({
      user_id: customer.session.user.id,
      professional_id: pro.session.user.id,
      status: 'confirmed',
      timeline_status: 'pro_assigned',
    });
    let n = 0;
    const [row] = (
      await sql.query(
        insert.sql.replace(/\?/g, () => `$${++n}`),
        insert.params,
      )
    ).rows as { id: string }[];
    booking = { id: row!.id, bookingNumber: insert.bookingNumber };
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
  const until = async (done: () => boolean, timeoutMs = 2000) => {
    const deadline = Date.now() + timeoutMs;
    while (!done() && Date.now() < deadline) await sleep(20);
  };
  const messagesPath = () => `bookings/${booking.bookingNumber}/messages`;
  const retryPath = (messageId: string) => `${messagesPath()}/${messageId}/translation`;
  const thread = async (who: Signed) => {
    const { status, body } = await call<BookingMessageView[]>(who, 'GET', messagesPath());
    expect(status).toBe(200);
    return body;
  };
  const translationJobs = async (messageId: string) =>
    Number(
      (
        await sql.query(
          `select count(*)::int as n from outbox where queue = 'chat' and job_name = 'translateMessage' and payload->>'messageId' = $1`,
          [messageId],
        )
      ).rows[0].n,
    );
  /** What the worker stores once it has translated (apps/worker/src/translation). */
  const storeTranslation = (messageId: string, language: string, status: string, text: string | null) =>
    sql.query(
      `insert into booking_message_translations (message_id, language, source_language, status, text) values ($1, $2, $3, $4, $5)
       on conflict (message_id, language) do update set status = excluded.status, text = excluded.text`,
      [messageId, language, language === 'en' ? 'fr' : 'en', status, text],
    );

  it('delivers the message as written at once and queues its translation with it', async () => {
    const sent = await call<BookingMessageView>(customer, 'POST', messagesPath(), { message: 'Bonjour, le code de la porte est 4512.' });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ message: 'Bonjour, le code de la porte est 4512.', senderType: 'customer' });
    expect(sent.body.translation ?? null).toBeNull();
    expect(await translationJobs(sent.body.id)).toBe(1);
    // Before the worker answers, every reader sees the original and nothing about a translation.
    for (const who of [customer, pro, admin]) {
      const view = (await thread(who)).find((m) => m.id === sent.body.id)!;
      expect(view.message).toBe('Bonjour, le code de la porte est 4512.');
      expect(view.translation ?? null).toBeNull();
    }
  });

  it('wakes the outbox relays after the commit, never from the message’s transaction (whose commit would wait for every other NOTIFY)', async () => {
    const listener = new pg.Client({ connectionString: db.url });
    await listener.connect();
    const heard: number[] = [];
    listener.on('notification', (message) => {
      if (message.channel === 'outbox') heard.push(Date.now());
    });
    await listener.query('listen outbox');
    try {
      // A translation job's row alone does not notify; any other job's row does, as before.
      await sql.query(`insert into outbox (queue, job_name, payload) values ('chat', 'translateMessage', '{"messageId":"x"}')`);
      await sleep(200);
      expect(heard).toHaveLength(0);
      await sql.query(`insert into outbox (queue, job_name, payload) values ('mail', 'send', '{}')`);
      await until(() => heard.length > 0);
      expect(heard).toHaveLength(1);
      // Sending a message: the API wakes the relays itself, once, right after.
      heard.length = 0;
      const sentAt = Date.now();
      expect((await call(customer, 'POST', messagesPath(), { message: 'Merci, je laisse la clé chez la voisine.' })).status).toBe(201);
      await until(() => heard.length > 0);
      expect(heard[0]! - sentAt).toBeLessThan(1000);
    } finally {
      await sql.query(`delete from outbox where job_name in ('translateMessage', 'send') and payload in ('{"messageId":"x"}', '{}')`);
      await listener.end();
    }
  });

  it('gives each reader the translation of the other party’s messages into their language, and the writer what they wrote', async () => {
    const fromCustomer = (await call<BookingMessageView>(customer, 'POST', messagesPath(), { message: 'Pouvez-vous venir à 9 h ?' })).body;
    const fromPro = (await call<BookingMessageView>(pro, 'POST', messagesPath(), { message: 'Yes, I will be there at 9.' })).body;
    await storeTranslation(fromCustomer.id, 'en', 'done', '[en] Can you come at 9?');
    await storeTranslation(fromPro.id, 'fr', 'done', '[fr] Oui, je serai là à 9 h.');
    // Translations into the writer's own language (a reader who changed language meanwhile) are not theirs to see.
    await storeTranslation(fromCustomer.id, 'fr', 'done', 'ne doit pas paraître');

    const proView = await thread(pro);
    expect(proView.find((m) => m.id === fromCustomer.id)).toMatchObject({
      message: 'Pouvez-vous venir à 9 h ?',
      translation: { language: 'en', sourceLanguage: 'fr', state: 'done', text: '[en] Can you come at 9?' },
    });
    expect(proView.find((m) => m.id === fromPro.id)!.translation).toBeNull();

    const customerView = await thread(customer);
    expect(customerView.find((m) => m.id === fromPro.id)).toMatchObject({
      message: 'Yes, I will be there at 9.',
      translation: { language: 'fr', sourceLanguage: 'en', state: 'done', text: '[fr] Oui, je serai là à 9 h.' },
    });
    expect(customerView.find((m) => m.id === fromCustomer.id)!.translation).toBeNull();

    // An operator (not a reader of the thread) reads the originals; someone else may not read at all.
    expect((await thread(admin)).every((m) => !m.translation)).toBe(true);
    expect((await call(otherPro, 'GET', messagesPath())).status).toBe(404);

    // The reader changes language: the view follows their saved language.
    await sql.query(`delete from booking_message_translations where message_id = $1 and language = 'fr'`, [fromCustomer.id]);
    await sql.query(`update users set locale = 'fr' where id = $1`, [pro.session.user.id]);
    try {
      expect((await thread(pro)).find((m) => m.id === fromCustomer.id)!.translation).toBeNull();
    } finally {
      await sql.query(`update users set locale = 'en' where id = $1`, [pro.session.user.id]);
    }
  });

  it('lets only the message’s reader ask again for an unavailable translation, live to their own room only', async () => {
    const sent = (await call<BookingMessageView>(customer, 'POST', messagesPath(), { message: 'La facture sera de 120 $.' })).body;
    await storeTranslation(sent.id, 'en', 'rejected', null);
    expect((await thread(pro)).find((m) => m.id === sent.id)!.translation).toEqual({
      language: 'en',
      sourceLanguage: 'fr',
      state: 'unavailable',
      text: null,
    });

    // Its writer, an operator, another pro: nothing to ask again, the same 404 for all.
    expect((await call(customer, 'POST', retryPath(sent.id))).body).toMatchObject({ statusCode: 404, code: 'TRANSLATION_NOT_FOUND' });
    expect((await call(admin, 'POST', retryPath(sent.id))).body).toMatchObject({ statusCode: 404, code: 'TRANSLATION_NOT_FOUND' });
    expect((await call(otherPro, 'POST', retryPath(sent.id))).body).toMatchObject({ statusCode: 404, code: 'BOOKING_NOT_FOUND' });
    expect((await call(pro, 'POST', retryPath('not-a-uuid'))).body).toMatchObject({ statusCode: 404, code: 'TRANSLATION_NOT_FOUND' });
    expect(await translationJobs(sent.id)).toBe(1);

    const proSocket = await signedInSocket(app.baseUrl, pro.session.accessToken, sockets);
    const customerSocket = await signedInSocket(app.baseUrl, customer.session.accessToken, sockets);
    const toPro: BookingTranslationPayload[] = [];
    const toCustomer: BookingTranslationPayload[] = [];
    proSocket.on('booking:translation', (payload) => toPro.push(payload));
    customerSocket.on('booking:translation', (payload) => toCustomer.push(payload));

    const retried = await call<MessageTranslationView>(pro, 'POST', retryPath(sent.id));
    expect(retried).toEqual({ status: 202, body: { language: 'en', sourceLanguage: 'fr', state: 'pending', text: null } });
    expect(await translationJobs(sent.id)).toBe(2);
    expect((await thread(pro)).find((m) => m.id === sent.id)!.translation).toMatchObject({ state: 'pending' });
    // Already pending: nothing more to ask.
    expect((await call(pro, 'POST', retryPath(sent.id))).body).toMatchObject({ code: 'TRANSLATION_NOT_FOUND' });
    // A done translation is not asked again either.
    await storeTranslation(sent.id, 'en', 'done', '[en] The bill will be $120.');
    expect((await call(pro, 'POST', retryPath(sent.id))).body).toMatchObject({ code: 'TRANSLATION_NOT_FOUND' });

    await sleep(300);
    expect(toPro).toEqual([
      {
        bookingId: booking.id,
        bookingNumber: booking.bookingNumber,
        messageId: sent.id,
        translation: { language: 'en', sourceLanguage: 'fr', state: 'pending', text: null },
      },
    ]);
    expect(toCustomer).toEqual([]);
  });

  it('queues the earlier messages for a reader who came later, once per message and language', async () => {
    // The customer's own booking, no pro yet.
    const insert = bookingInsert({ user_id: customer.session.user.id, professional_id: null, status: 'pending' });
    let n = 0;
    const [row] = (
      await sql.query(
        insert.sql.replace(/\?/g, () => `$${++n}`),
        insert.params,
      )
    ).rows as { id: string }[];
    const later = `bookings/${insert.bookingNumber}/messages`;
    const written = (await call<BookingMessageView>(customer, 'POST', later, { message: 'Le chauffe-eau fuit depuis ce matin.' })).body;
    const notYetRead = (await call<BookingMessageView>(customer, 'POST', later, { message: 'Pouvez-vous apporter des joints ?' })).body;
    expect(await translationJobs(written.id)).toBe(1);
    // Its job ran with nobody to translate for: the worker wrote down the language it is in (apps/worker/src/translation).
    await sql.query(
      `insert into booking_message_translations (message_id, language, source_language, status) values ($1, 'fr', 'fr', 'original')`,
      [written.id],
    );

    // A pro who reads French is assigned: nothing to translate for them.
    await sql.query(`update users set locale = 'fr' where id = $1`, [pro.session.user.id]);
    await sql.query(`update bookings set professional_id = $1, status = 'confirmed' where id = $2`, [pro.session.user.id, row!.id]);
    try {
      const inFrench = await call<BookingMessageView[]>(pro, 'GET', later);
      expect(inFrench.status).toBe(200);
      expect(inFrench.body.find((m) => m.id === written.id)!.translation).toBeNull();
      expect(await translationJobs(written.id)).toBe(1);
    } finally {
      await sql.query(`update users set locale = 'en' where id = $1`, [pro.session.user.id]);
    }

    // Now they read English (a changed language, or another pro assigned): reading the thread queues
    // the message's translation, shown on its way, and reading again queues nothing more.
    const read = await call<BookingMessageView[]>(pro, 'GET', later);
    expect(read.status).toBe(200);
    expect(await translationJobs(written.id)).toBe(2);
    expect(read.body.find((m) => m.id === written.id)!.translation).toEqual({
      language: 'en',
      sourceLanguage: 'fr',
      state: 'pending',
      text: null,
    });
    const pending = await sql.query(
      `select language, source_language, status from booking_message_translations where message_id = $1 order by language`,
      [written.id],
    );
    expect(pending.rows).toEqual([
      { language: 'en', source_language: 'fr', status: 'pending' },
      { language: 'fr', source_language: 'fr', status: 'original' },
    ]);
    expect((await call(pro, 'GET', later)).status).toBe(200);
    expect(await translationJobs(written.id)).toBe(2);

    // A message its own job has not read yet is left to that job; the writer and an operator queue nothing.
    expect(await translationJobs(notYetRead.id)).toBe(1);
    expect((await call(customer, 'GET', later)).status).toBe(200);
    expect((await call(admin, 'GET', later)).status).toBe(200);
    expect(await translationJobs(written.id)).toBe(2);
    expect(
      (await sql.query(`select count(*)::int as n from booking_message_translations where message_id = $1`, [notYetRead.id])).rows[0].n,
    ).toBe(0);
  });

  it('without CHAT_API_KEY: nothing is queued for translation, nothing said about one, nothing to ask again', async () => {
    const plain = await startApp(testConfig({ DATABASE_URL: db.url }, { suite: SUITE, rateLimit: { limit: 10_000, windowMs: 60_000 } }));
    try {
      const plainClient = new AccountsClient(plain.baseUrl);
      const send = await plainClient.send('POST', messagesPath(), customer.session.accessToken, {
        message: 'Pouvez-vous venir plus tôt ?',
      });
      expect(send.status).toBe(201);
      const sent = (await send.json()) as BookingMessageView;
      expect(await translationJobs(sent.id)).toBe(0);
      // A reader in another language reading the thread queues nothing either.
      await sql.query(
        `insert into booking_message_translations (message_id, language, source_language, status) values ($1, 'fr', 'fr', 'original')`,
        [sent.id],
      );
      expect((await plainClient.send('GET', messagesPath(), pro.session.accessToken)).status).toBe(200);
      expect(await translationJobs(sent.id)).toBe(0);
      // Even a translation stored while it was on is not shown, nor asked again.
      await storeTranslation(sent.id, 'en', 'failed', null);
      const thread = (await (await plainClient.send('GET', messagesPath(), pro.session.accessToken)).json()) as BookingMessageView[];
      expect(thread.every((message) => !message.translation)).toBe(true);
      const retry = await plainClient.send('POST', retryPath(sent.id), pro.session.accessToken);
      expect(((await retry.json()) as { code: string }).code).toBe('TRANSLATION_NOT_FOUND');
    } finally {
      await plain.close();
    }
  });

  it('limits how often a reader asks again', async () => {
    const sent = (await call<BookingMessageView>(customer, 'POST', messagesPath(), { message: 'Merci, à demain matin.' })).body;
    await storeTranslation(sent.id, 'en', 'failed', null);
    // The earlier test used some of the window; the limit is reached within RETRIES_PER_MINUTE + 1 asks.
    const statuses: number[] = [];
    for (let i = 0; i <= RETRIES_PER_MINUTE; i++) {
      await sql.query(`update booking_message_translations set status = 'failed' where message_id = $1`, [sent.id]);
      statuses.push((await call(pro, 'POST', retryPath(sent.id))).status);
    }
    expect(statuses).toContain(429);
    expect(statuses.filter((status) => status !== 202 && status !== 429)).toEqual([]);
  });
});
