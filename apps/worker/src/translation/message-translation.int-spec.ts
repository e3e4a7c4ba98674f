import { insertBooking } from '@hm/db/testing';
import { enqueueViaOutbox, outboxJobId } from '@hm/queue';
import { Redis } from 'ioredis';
import { setTimeout as sleep } from 'node:timers/promises';
import { ChatCompletionsStub, stubTranslation } from '../testing/chat-completions-stub.js';
import { WorkerHarness } from '../testing/worker-harness.js';

interface TranslationRow {
  language: string;
  source_language: string;
  status: string;
  text: string | null;
  error_kind: string | null;
  tokens: number | null;
}

describe('booking message translation: outbox -> BullMQ -> a real OpenAI-compatible server -> PostgreSQL and the reader’s room', () => {
  let h: WorkerHarness;
  let stub: ChatCompletionsStub;
  let redis: Redis;
  let customerId: string; // writes and reads French
  let proId: string; // reads English
  let booking: { id: string; bookingNumber: string };
  const sql = <T>(query: string, params: unknown[] = []) => h.orm.em.fork().execute<T[]>(query, params);

  beforeAll(async () => {
    stub = await ChatCompletionsStub.start();
    h = await WorkerHarness.create('hm_test_worker_translation', process.env.LOG_LEVEL, {
      publicUrl: 'https://homemate.example',
      chat: {
        apiUrl: stub.url,
        apiKey: 'sk-test-key',
        model: 'assistant-model',
        translationModel: 'translation-model',
        appTitle: 'HomeMate',
        timeoutMs: 5000,
      },
    });
    const person = async (first: string, email: string, locale: string) =>
      (
        await sql<{ id: string }>(`insert into users (first_name, last_name, email, locale) values (?, 'Roy', ?, ?) returning id`, [
          first,
          email,
          locale,
        ])
      )[0]!.id;
    customerId = await person('Julie', 'julie@example.com', 'fr');
    proId = await person('Mark', 'mark@example.com', 'en');
    booking = await insertBooking(h.orm.em.fork(), { user_id: customerId, professional_id: proId, status: 'confirmed', locale: 'fr' });
    redis = new Redis(h.redis.url);
    await h.startWorker();
  });

  afterAll(async () => {
    redis?.disconnect();
    await h?.close();
    await stub?.close();
  });

  /** A message as the API writes it, and the job it queues with it; resolves with the job's result. */
  async function send(senderType: 'customer' | 'professional', message: string): Promise<{ id: string; result: unknown }> {
    const [row] = await sql<{ id: string }>(
      `insert into booking_messages (booking_id, sender_type, sender_name, message) values (?, ?, 'Julie Roy', ?) returning id`,
      [booking.id, senderType, message],
    );
    return { id: row!.id, result: await runJob(row!.id) };
  }

  async function runJob(messageId: string): Promise<unknown> {
    const outbox = await h.orm.em.fork().transactional(async (em) => enqueueViaOutbox(em, 'chat', 'translateMessage', { messageId }));
    const jobId = outboxJobId(outbox.id);
    const deadline = Date.now() + 20_000;
    for (;;) {
      const job = await h.queues.chat.getJob(jobId);
      if (job?.finishedOn) return job.returnvalue;
      if (Date.now() > deadline) throw new Error(`job ${jobId} did not finish`);
      await sleep(50);
    }
  }

  /** The message's translations (not its row in its own language). */
  const translations = (messageId: string) =>
    sql<TranslationRow>(
      `select language, source_language, status, text, error_kind, tokens from booking_message_translations
        where message_id = ? and status <> 'original' order by language`,
      [messageId],
    );
  /** Every row of the message, its row in its own language included: language and status. */
  const rows = async (messageId: string) =>
    (
      await sql<{ language: string; status: string }>(
        'select language, status from booking_message_translations where message_id = ? order by language',
        [messageId],
      )
    ).map((row) => `${row.language}:${row.status}`);

  /** The socket.io stream entries (what every API node delivers) that carry a translation of this message. */
  async function pushed(messageId: string): Promise<{ rooms: string[]; payload: Record<string, unknown> }[]> {
    const entries = await redis.xrange(`${h.config.socketKeyPrefix}socket.io`, '-', '+');
    return entries
      .map(([, fields]) => JSON.parse(fields[fields.indexOf('data') + 1]!) as { packet: { data: unknown[] }; opts: { rooms: string[] } })
      .filter((entry) => entry.packet.data[0] === 'booking:translation')
      .map((entry) => ({ rooms: entry.opts.rooms, payload: entry.packet.data[1] as Record<string, unknown> }))
      .filter((entry) => entry.payload['messageId'] === messageId);
  }

  it('sends the translation request, stores the translation once and pushes it to the reader’s own room only', async () => {
    stub.respondWith((body) => stubTranslation(body)!);
    stub.calls.length = 0;
    const text = 'Bonjour, je serai là demain à 9h30. Le code de la porte est 4512, appelez le 514-555-0199.';
    const { id, result } = await send('customer', text);

    expect(result).toEqual({ skipped: false, sourceLanguage: 'fr', outcomes: [{ language: 'en', status: 'done' }] });
    expect(stub.calls).toHaveLength(1);
    const { headers, body } = stub.calls[0]!;
    expect(headers['authorization']).toBe('Bearer sk-test-key');
    expect(headers['http-referer']).toBe('https://homemate.example');
    const request = body as {
      model: string;
      temperature: number;
      max_tokens: number;
      stream: boolean;
      messages: { role: string; content: string }[];
    };
    expect(request).toMatchObject({ model: 'translation-model', temperature: 0, max_tokens: 1500, stream: false });
    expect(request.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(request.messages[0]!.content).toContain('from French to English');
    expect(request.messages[0]!.content).toContain('Target language: English (en).');
    expect(request.messages[0]!.content).toContain('exactly as written');
    expect(request.messages[0]!.content).toContain('never translate a street name');
    expect(request.messages[1]!.content).toBe(text);

    expect(await translations(id)).toEqual([
      { language: 'en', source_language: 'fr', status: 'done', text: `[en] ${text}`, error_kind: null, tokens: 42 },
    ]);
    // And its row in its own language: the API knows it is French, for a reader who comes later.
    expect(await rows(id)).toEqual(['en:done', 'fr:original']);
    expect(await pushed(id)).toEqual([
      {
        rooms: [`user:${proId}`],
        payload: {
          bookingId: booking.id,
          bookingNumber: booking.bookingNumber,
          messageId: id,
          translation: { language: 'en', sourceLanguage: 'fr', state: 'done', text: `[en] ${text}` },
        },
      },
    ]);

    // Paid once: the same job again (re-relayed, retried by hand) calls nobody.
    expect(await runJob(id)).toEqual({ skipped: false, sourceLanguage: 'fr', outcomes: [] });
    expect(stub.calls).toHaveLength(1);
  });

  it('does not send a message in its reader’s own language, nor a short one, for translation', async () => {
    stub.respondWith((body) => stubTranslation(body)!);
    stub.calls.length = 0;
    // The pro reads English: an English message from them goes to a French customer, a French one to nobody.
    const french = await send('customer', 'Parfait, merci beaucoup pour votre aide.');
    expect(french.result).toMatchObject({ skipped: false });
    stub.calls.length = 0;
    await sql(`update users set locale = 'en' where id = ?`, [customerId]);
    try {
      const english = await send('professional', 'I will bring the new faucet with me tomorrow.');
      expect(english.result).toEqual({ skipped: 'same_language' });
      for (const short of ['ok', 'merci!', '👍']) expect((await send('customer', short)).result).toEqual({ skipped: 'undetected' });
      expect(stub.calls).toHaveLength(0);
      // Nothing translated; only the language it is written in is written down.
      expect(await rows(english.id)).toEqual(['en:original']);
    } finally {
      await sql(`update users set locale = 'fr' where id = ?`, [customerId]);
    }
  });

  it('retries a 429 after its back-off and stores the translation of the second answer', async () => {
    stub.respondWith(null);
    stub.script({ status: 429 }, { reply: 'I will come tomorrow around 14 h, the bill will be $120.' });
    const started = Date.now();
    const { id, result } = await send('customer', 'Je viendrai demain vers 14 h, la facture sera de 120 $.');
    expect(result).toEqual({ skipped: false, sourceLanguage: 'fr', outcomes: [{ language: 'en', status: 'done' }] });
    expect(stub.calls).toHaveLength(2);
    // BullMQ's first back-off (1 s) between the two calls.
    expect(stub.calls[1]!.at - stub.calls[0]!.at).toBeGreaterThanOrEqual(900);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect((await translations(id))[0]).toMatchObject({ status: 'done', text: 'I will come tomorrow around 14 h, the bill will be $120.' });
  });

  it('leaves the original after the last failed retry: stored as failed and told to the reader as unavailable', async () => {
    stub.respondWith(null);
    stub.script({ status: 503 });
    const { id, result } = await send('customer', 'Pouvez-vous apporter un nouveau robinet pour la cuisine ?');
    expect(result).toEqual({ skipped: false, sourceLanguage: 'fr', outcomes: [{ language: 'en', status: 'failed' }] });
    // 1 try and 3 retries, as the assistant's.
    expect(stub.calls).toHaveLength(4);
    expect(await translations(id)).toEqual([
      { language: 'en', source_language: 'fr', status: 'failed', text: null, error_kind: 'server', tokens: null },
    ]);
    const [message] = await sql<{ message: string }>('select message from booking_messages where id = ?', [id]);
    expect(message!.message).toBe('Pouvez-vous apporter un nouveau robinet pour la cuisine ?');
    expect((await pushed(id)).map((p) => [p.rooms, p.payload['translation']])).toEqual([
      [[`user:${proId}`], { language: 'en', sourceLanguage: 'fr', state: 'unavailable', text: null }],
    ]);

    // A reader's Retry sets it back to pending and queues the job again: done this time.
    stub.script({ reply: 'Can you bring a new faucet for the kitchen?' });
    await sql(`update booking_message_translations set status = 'pending' where message_id = ? and language = 'en'`, [id]);
    expect(await runJob(id)).toEqual({ skipped: false, sourceLanguage: 'fr', outcomes: [{ language: 'en', status: 'done' }] });
    expect((await translations(id))[0]).toMatchObject({ status: 'done', text: 'Can you bring a new faucet for the kitchen?' });
  });

  it('rejects a translation that changed a number, lost an e-mail or a link, and never shows it', async () => {
    stub.respondWith(null);
    stub.script({ reply: 'The visit costs $130 at 4512 Saint-Denis Street.' });
    const changed = await send('customer', 'La visite coûte 120 $ au 4512 rue Saint-Denis.');
    expect(changed.result).toEqual({ skipped: false, sourceLanguage: 'fr', outcomes: [{ language: 'en', status: 'rejected' }] });
    expect(await translations(changed.id)).toEqual([
      { language: 'en', source_language: 'fr', status: 'rejected', text: null, error_kind: 'changed_protected_text', tokens: 42 },
    ]);
    expect((await pushed(changed.id))[0]!.payload['translation']).toEqual({
      language: 'en',
      sourceLanguage: 'fr',
      state: 'unavailable',
      text: null,
    });

    stub.script({ reply: 'Write to me at julie at example dot com, the photos are on the site.' });
    const lost = await send('customer', 'Écrivez-moi à julie@example.com, les photos sont sur https://photos.example.com/a1.');
    expect(lost.result).toMatchObject({ outcomes: [{ language: 'en', status: 'rejected' }] });

    // The same price and number, but the street translated.
    stub.script({ reply: 'The visit costs $120 at 4512 Saint-Denis Street.' });
    const street = await send('customer', 'La visite coûte 120 $ au 4512 rue Saint-Denis.');
    expect(street.result).toMatchObject({ outcomes: [{ language: 'en', status: 'rejected' }] });
    stub.script({ reply: 'The visit costs $120 at 4512 rue Saint-Denis.' });
    const kept = await send('customer', 'La visite coûte 120 $ au 4512 rue Saint-Denis, merci.');
    expect(kept.result).toMatchObject({ outcomes: [{ language: 'en', status: 'done' }] });
  });

  it('rejects a translation longer than a message may be, and stores a quoted one without its quotes', async () => {
    stub.respondWith(null);
    stub.script({ reply: `I will come tomorrow. ${'Really. '.repeat(260)}` });
    const long = await send('customer', 'Je viendrai demain sans faute, promis.');
    expect(long.result).toMatchObject({ outcomes: [{ language: 'en', status: 'rejected' }] });
    expect(await translations(long.id)).toEqual([
      { language: 'en', source_language: 'fr', status: 'rejected', text: null, error_kind: 'too_long', tokens: 42 },
    ]);

    stub.script({ reply: '```\n"I will come tomorrow without fail."\n```' });
    const fenced = await send('customer', 'Je viendrai demain sans faute.');
    expect((await translations(fenced.id))[0]).toMatchObject({ status: 'done', text: 'I will come tomorrow without fail.' });
    stub.script({ reply: '“I will come tomorrow, I promise.”' });
    const quoted = await send('customer', 'Je viendrai demain, je le promets.');
    expect((await translations(quoted.id))[0]).toMatchObject({ status: 'done', text: 'I will come tomorrow, I promise.' });
  });

  it('translates nothing for a reader who is no longer on the booking', async () => {
    stub.respondWith((body) => stubTranslation(body)!);
    stub.calls.length = 0;
    await sql('update bookings set professional_id = null where id = ?', [booking.id]);
    try {
      const { id, result } = await send('customer', 'Est-ce que quelqu’un peut venir cette semaine ?');
      expect(result).toEqual({ skipped: 'same_language' });
      expect(stub.calls).toHaveLength(0);
      expect(await pushed(id)).toEqual([]);
      expect(await rows(id)).toEqual(['fr:original']);
    } finally {
      await sql('update bookings set professional_id = ? where id = ?', [proId, booking.id]);
    }
  });

  it('translates for a reader who came later, from the pending row their reading of the thread wrote', async () => {
    stub.respondWith((body) => stubTranslation(body)!);
    stub.calls.length = 0;
    await sql('update bookings set professional_id = null where id = ?', [booking.id]);
    const text = 'Le robinet de la salle de bain coule encore, pouvez-vous regarder ?';
    const { id, result } = await send('customer', text);
    expect(result).toEqual({ skipped: 'same_language' });
    // The pro is assigned after; reading the thread, the API writes the pending row and queues the job (its int test).
    await sql('update bookings set professional_id = ? where id = ?', [proId, booking.id]);
    await sql(
      `insert into booking_message_translations (message_id, language, source_language, status) values (?, 'en', 'fr', 'pending')`,
      [id],
    );
    expect(await runJob(id)).toEqual({ skipped: false, sourceLanguage: 'fr', outcomes: [{ language: 'en', status: 'done' }] });
    expect(stub.calls).toHaveLength(1);
    expect(await rows(id)).toEqual(['en:done', 'fr:original']);
    expect((await pushed(id)).map((p) => [p.rooms, p.payload['translation']])).toEqual([
      [[`user:${proId}`], { language: 'en', sourceLanguage: 'fr', state: 'done', text: `[en] ${text}` }],
    ]);

    // A pending row for a language nobody reads any more (the reader changed back) goes: asked again by a later read.
    const other = await send('customer', 'Je laisserai la porte du garage ouverte demain matin.');
    await sql(`update booking_message_translations set status = 'pending', text = null where message_id = ? and language = 'en'`, [
      other.id,
    ]);
    await sql(`update users set locale = 'fr' where id = ?`, [proId]);
    try {
      expect(await runJob(other.id)).toEqual({ skipped: 'same_language' });
      expect(await rows(other.id)).toEqual(['fr:original']);
    } finally {
      await sql(`update users set locale = 'en' where id = ?`, [proId]);
    }
  });
});
