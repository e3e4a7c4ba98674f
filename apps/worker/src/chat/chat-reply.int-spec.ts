import { addDays, chatRoom, todayInToronto, type ChatMessagePayload } from '@hm/contracts';
import { resources } from '@hm/i18n';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { Redis } from 'ioredis';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { Server } from 'socket.io';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import { ChatCompletionsStub } from '../testing/chat-completions-stub.js';
import { WorkerHarness } from '../testing/worker-harness.js';
import { ChatReplyService } from './chat-reply.service.js';
import { askQuestion, conversationMessages, waitForReply } from './chat-test-data.js';
import { SocketRoomEmitter } from './socket-room-emitter.js';

// Long enough for a wrongly scheduled retry to show up (the first back-off is 1 s).
/**
 * A Socket.IO server set up as the API's RedisStreamsIoAdapter sets it up (the same Redis and key
 * prefix), whose clients join the rooms they name: what the worker's emits reach.
 */
async function adapterServer(redisUrl: string, prefix: string) {
  const redis = new Redis(redisUrl);
  const http = createServer();
  const server = new Server(http);
  server.adapter(
    createAdapter(redis, {
      streamName: `${prefix}socket.io`,
      channelPrefix: `${prefix}socket.io`,
      sessionKeyPrefix: `${prefix}socket.io:session:`,
    }),
  );
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  server.on('connection', (socket) => {
    void socket.join(socket.handshake.auth['rooms'] as string[]);
    socket.emit('joined' as never);
  });
  const connectTo = (rooms: string[]): Promise<ClientSocket> =>
    new Promise((resolve, reject) => {
      const client = connect(`http://127.0.0.1:${(http.address() as AddressInfo).port}`, { auth: { rooms }, transports: ['websocket'] });
      client.once('joined', () => resolve(client));
      client.once('connect_error', reject);
    });
  const close = async () => {
    await server.close();
    redis.disconnect();
  };
  return { connectTo, close };
}

const NO_RETRY_WINDOW_MS = 1800;
const fr = resources.fr.chat.errors;

describe('chat replies: outbox -> BullMQ -> a real OpenAI-compatible server -> PostgreSQL and the socket room', () => {
  let h: WorkerHarness;
  let stub: ChatCompletionsStub;

  beforeAll(async () => {
    stub = await ChatCompletionsStub.start();
    h = await WorkerHarness.create('hm_test_worker_chat', process.env.LOG_LEVEL, {
      publicUrl: 'https://homemate.example',
      chat: {
        apiUrl: stub.url,
        apiKey: 'sk-test-key',
        model: 'openai/gpt-3.5-turbo',
        translationModel: 'openai/gpt-3.5-turbo',
        appTitle: 'HomeMate',
        timeoutMs: 5000,
      },
    });
    await h.startWorker();
  });

  afterAll(async () => {
    await h?.close();
    await stub?.close();
  });

  it('sends the SPEC §7 request (headers, model, system prompt, whole conversation, 0.7, 500, no stream) and stores the reply', async () => {
    stub.script(
      { reply: 'Bonjour ! Comment puis-je vous aider ?' },
      { reply: "Fermez l'arrivée d'eau. Un plombier professionnel pourra réparer la fuite.", totalTokens: 120 },
    );
    const first = await askQuestion(h.orm, 'Bonjour');
    await waitForReply(h.orm, first.conversationId);
    await askQuestion(h.orm, "J'ai une fuite sous l'évier", { conversationId: first.conversationId });
    const reply = await waitForReply(h.orm, first.conversationId, 2);

    expect(stub.calls).toHaveLength(2);
    const { headers, body } = stub.calls[1]!;
    expect(headers['authorization']).toBe('Bearer sk-test-key');
    expect(headers['content-type']).toBe('application/json');
    expect(headers['http-referer']).toBe('https://homemate.example');
    expect(headers['x-title']).toBe('HomeMate');
    const request = body as {
      model: string;
      messages: { role: string; content: string }[];
      temperature: number;
      max_tokens: number;
      stream: boolean;
    };
    expect(request).toMatchObject({ model: 'openai/gpt-3.5-turbo', temperature: 0.7, max_tokens: 500, stream: false });
    expect(request.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(request.messages[0]!.content).toContain('français parfait');
    expect(request.messages[0]!.content).toContain('« vous »');
    expect(request.messages.slice(1).map((m) => m.content)).toEqual([
      'Bonjour',
      'Bonjour ! Comment puis-je vous aider ?',
      "J'ai une fuite sous l'évier",
    ]);

    expect(reply).toMatchObject({
      content: "Fermez l'arrivée d'eau. Un plombier professionnel pourra réparer la fuite.",
      status: 'done',
      source: 'model',
      tokens: 120,
      error_kind: null,
      suggestion: 'book',
      suggested_service_id: 'plumbing',
      suggested_date: null,
    });
    const question = (await conversationMessages(h.orm, first.conversationId)).find((m) => m.content === "J'ai une fuite sous l'évier");
    expect(question?.status).toBe('done');
  });

  it('tells the model which services are coming soon, and offers "notify me" for one whatever the model proposes', async () => {
    stub.script({ reply: 'Réservez un électricien professionnel dès maintenant.' });
    const asked = await askQuestion(h.orm, "J'ai besoin d'un électricien demain");
    const reply = await waitForReply(h.orm, asked.conversationId);
    const system = (stub.calls[0]!.body as { messages: { content: string }[] }).messages[0]!.content;
    expect(system).toContain('Services à venir, qui ne peuvent pas encore être réservés : électricité');
    expect(system).toContain('Ne proposez jamais de les réserver');
    expect(reply).toMatchObject({ source: 'model', suggestion: 'notify', suggested_service_id: 'electrical', suggested_date: null });
  });

  it("carries the day asked, counted from the question's Montreal day, and says when the wizard cannot take it", async () => {
    stub.script({ reply: 'Bien sûr, un professionnel peut passer.' }, { reply: 'Bien sûr.' });
    const tomorrow = await askQuestion(h.orm, 'Un ménage demain, svp');
    const reply = await waitForReply(h.orm, tomorrow.conversationId);
    const question = (await conversationMessages(h.orm, tomorrow.conversationId)).find((m) => m.role === 'user')!;
    expect(reply).toMatchObject({
      suggestion: 'book',
      suggested_service_id: 'cleaning',
      suggested_date: addDays(todayInToronto(new Date(question.created_at)), 1),
    });
    const far = await askQuestion(h.orm, 'Déménagement le 15 mars 2099');
    const farReply = await waitForReply(h.orm, far.conversationId);
    expect(farReply).toMatchObject({ suggestion: 'book', suggested_service_id: 'moving', suggested_date: null });
    expect(farReply.content).toMatch(
      /^Bien sûr\.\n\nLes réservations ouvrent 30 jours à l’avance\u00a0: le dimanche 15 mars 2099 ne peut pas encore être choisi\./,
    );
  });

  it('asks in English on the English site', async () => {
    stub.script({ reply: 'Turn off the water.' });
    const asked = await askQuestion(h.orm, 'My sink leaks', { locale: 'en' });
    await waitForReply(h.orm, asked.conversationId);
    const system = (stub.calls[0]!.body as { messages: { content: string }[] }).messages[0]!.content;
    expect(system).toContain('répondez-lui en anglais');
  });

  it('puts what to do now before the model’s answer when the question describes a danger', async () => {
    stub.script({ reply: 'Un plombier peut vérifier votre installation.' });
    const asked = await askQuestion(h.orm, 'Ça sent le gaz dans la cuisine, que faire?');
    const reply = await waitForReply(h.orm, asked.conversationId);
    expect(reply.content).toMatch(
      /^⚠️ La sécurité d’abord[\s\S]*911[\s\S]*Énergir[\s\S]*\n\nUn plombier peut vérifier votre installation\.$/,
    );
  });

  it('retries a 429 after 1 s and stores the reply that follows', async () => {
    stub.script({ status: 429 }, { reply: 'Voici la réponse.' });
    const asked = await askQuestion(h.orm, 'Question pendant une surcharge');
    const reply = await waitForReply(h.orm, asked.conversationId);
    expect(reply).toMatchObject({ content: 'Voici la réponse.', status: 'done' });
    expect(stub.calls).toHaveLength(2);
    expect(stub.calls[1]!.at - stub.calls[0]!.at).toBeGreaterThanOrEqual(950);
  });

  it('gives up after 3 retries (1 s, 2 s, 4 s) of a 500 with the technical-problem text', async () => {
    stub.script({ status: 500 });
    const asked = await askQuestion(h.orm, 'Question pendant une panne');
    const reply = await waitForReply(h.orm, asked.conversationId, 1, 20_000);
    expect(reply).toMatchObject({ content: fr.technical, status: 'failed', error_kind: 'technical' });
    expect(reply.content).toBe('Un problème technique est survenu. Veuillez réessayer dans quelques instants.');
    expect(stub.calls).toHaveLength(4);
    const gaps = stub.calls.slice(1).map((call, i) => call.at - stub.calls[i]!.at);
    expect(gaps[0]).toBeGreaterThanOrEqual(950);
    expect(gaps[1]).toBeGreaterThanOrEqual(1950);
    expect(gaps[2]).toBeGreaterThanOrEqual(3950);
    const question = (await conversationMessages(h.orm, asked.conversationId)).find((m) => m.role === 'user');
    expect(question?.status).toBe('failed');
  });

  it('answers a 429 that lasts with the overloaded text', async () => {
    stub.script({ status: 429 });
    const asked = await askQuestion(h.orm, 'Encore une surcharge');
    const reply = await waitForReply(h.orm, asked.conversationId, 1, 20_000);
    expect(reply.content).toBe('Le service est temporairement surchargé. Veuillez réessayer dans quelques instants.');
    expect(stub.calls).toHaveLength(4);
  });

  it('does not retry a 401: one attempt, then the not-accessible text', async () => {
    stub.script({ status: 401 });
    const asked = await askQuestion(h.orm, 'Question avec une clé refusée');
    const reply = await waitForReply(h.orm, asked.conversationId);
    expect(reply).toMatchObject({ content: fr.unavailable, status: 'failed', error_kind: 'unavailable' });
    expect(reply.content).toBe("Le service de conversation n'est pas accessible pour le moment. Veuillez réessayer plus tard.");
    await sleep(NO_RETRY_WINDOW_MS);
    expect(stub.calls).toHaveLength(1);
    // 403 alike.
    stub.script({ status: 403 });
    const again = await askQuestion(h.orm, 'Et avec un accès interdit');
    expect((await waitForReply(h.orm, again.conversationId)).error_kind).toBe('unavailable');
    expect(stub.calls).toHaveLength(1);
  });

  it('stores the apology for an empty completion', async () => {
    stub.script({ reply: '   ' });
    const asked = await askQuestion(h.orm, 'Question sans réponse');
    const reply = await waitForReply(h.orm, asked.conversationId);
    expect(reply).toMatchObject({
      content: 'Je suis désolé, je ne peux pas traiter votre demande pour le moment.',
      status: 'failed',
      error_kind: 'empty',
    });
    expect(stub.calls).toHaveLength(1);
  });

  it("pushes the reply to the conversation's room through the API's Redis streams adapter", async () => {
    const { connectTo, close } = await adapterServer(h.redis.url, h.config.socketKeyPrefix);
    const conversation = await askQuestion(h.orm, 'Premier message');
    await waitForReply(h.orm, conversation.conversationId);
    const inRoom = await connectTo([chatRoom(conversation.conversationId)]);
    const elsewhere = await connectTo([chatRoom('another-conversation')]);
    const seenElsewhere: unknown[] = [];
    elsewhere.on('chat:message', (payload: unknown) => seenElsewhere.push(payload));
    try {
      stub.script({ reply: 'Réponse poussée en direct.' });
      const received = new Promise<ChatMessagePayload>((resolve) => inRoom.once('chat:message', resolve));
      await askQuestion(h.orm, 'Deuxième message', { conversationId: conversation.conversationId });
      const payload = await received;
      expect(payload.conversationId).toBe(conversation.conversationId);
      expect(payload.message).toMatchObject({
        role: 'assistant',
        content: 'Réponse poussée en direct.',
        status: 'done',
        errorKind: null,
        source: 'model',
        suggestion: null,
      });
      await sleep(300);
      expect(seenElsewhere).toEqual([]);
    } finally {
      inRoom.disconnect();
      elsewhere.disconnect();
      await close();
    }
  });

  it('emits once to several rooms: a socket in two of them receives the event once, one in none not at all', async () => {
    const prefix = h.config.socketKeyPrefix;
    const { connectTo, close } = await adapterServer(h.redis.url, prefix);
    const both = await connectTo(['user:a', 'booking:b']);
    const neither = await connectTo(['user:c']);
    const counts = { both: 0, neither: 0 };
    both.on('jobs:changed', () => counts.both++);
    neither.on('jobs:changed', () => counts.neither++);
    const emitterRedis = new Redis(h.redis.url);
    const emitter = new SocketRoomEmitter(emitterRedis, prefix);
    try {
      await emitter.emit(['user:a', 'booking:b'], 'jobs:changed');
      await sleep(500);
      expect(counts).toEqual({ both: 1, neither: 0 });
    } finally {
      emitterRedis.disconnect();
      both.disconnect();
      neither.disconnect();
      await close();
    }
  });

  it('answers a message only once, even if its job runs again', async () => {
    stub.script({ reply: 'Une seule réponse.' });
    const asked = await askQuestion(h.orm, 'Question unique');
    await waitForReply(h.orm, asked.conversationId);
    const replies = h.app!.get(ChatReplyService);
    expect(await replies.reply(asked.conversationId, asked.messageId, { attempt: 1, attempts: 4 })).toEqual({ skipped: true });
    expect((await conversationMessages(h.orm, asked.conversationId)).filter((m) => m.role === 'assistant')).toHaveLength(1);
    expect(stub.calls).toHaveLength(1);
  });

  it('schedules the hourly purge, which deletes conversations past their 30 days with their messages', async () => {
    const schedulers = await h.queues.chat.getJobSchedulers();
    expect(schedulers.map((s) => ({ key: s.key, every: Number(s.every) }))).toContainEqual({ key: 'purge', every: 3_600_000 });

    stub.script({ reply: 'Réponse.' });
    const expired = await askQuestion(h.orm, 'Vieille question');
    const kept = await askQuestion(h.orm, 'Question récente');
    await waitForReply(h.orm, expired.conversationId);
    await waitForReply(h.orm, kept.conversationId);
    await h.orm.em
      .fork()
      .execute(`update chat_conversations set expires_at = now() - interval '1 minute' where id = ?`, [expired.conversationId]);
    const deleted = await h.app!.get(ChatReplyService).purgeExpired();
    expect(deleted).toBeGreaterThanOrEqual(1);
    expect(await conversationMessages(h.orm, expired.conversationId)).toEqual([]);
    expect(await conversationMessages(h.orm, kept.conversationId)).toHaveLength(2);
  });
});

describe('chat replies without CHAT_API_KEY: the offline assistant', () => {
  let h: WorkerHarness;

  beforeAll(async () => {
    h = await WorkerHarness.create('hm_test_worker_chat_offline', process.env.LOG_LEVEL);
    await h.startWorker();
  });

  afterAll(async () => {
    await h?.close();
  });

  it('answers a leak under the sink from the catalogue, with from-prices and a professional', async () => {
    const asked = await askQuestion(h.orm, "J'ai une fuite sous l'évier");
    const reply = await waitForReply(h.orm, asked.conversationId);
    expect(reply).toMatchObject({ status: 'done', source: 'offline', tokens: 0 });
    expect(reply.content).toContain(resources.fr.chat.offline.notice);
    expect(reply.content).toContain('Réparation de fuites (À partir de 120\u00a0$)');
    expect(reply.content).toContain('professionnel');
    expect(reply).toMatchObject({ suggestion: 'book', suggested_service_id: 'plumbing', suggested_date: null });
  });

  it('opens the wizard on the day asked, and proposes nothing for a trade not offered', async () => {
    const asked = await askQuestion(h.orm, 'I need a cleaner tomorrow', { locale: 'en' });
    const reply = await waitForReply(h.orm, asked.conversationId);
    const question = (await conversationMessages(h.orm, asked.conversationId)).find((m) => m.role === 'user')!;
    expect(reply).toMatchObject({
      suggestion: 'book',
      suggested_service_id: 'cleaning',
      suggested_date: addDays(todayInToronto(new Date(question.created_at)), 1),
    });
    const roof = await askQuestion(h.orm, 'do you do roof repair?', { locale: 'en' });
    const roofReply = await waitForReply(h.orm, roof.conversationId);
    expect(roofReply).toMatchObject({ suggestion: null, suggested_service_id: null });
    expect(roofReply.content).toContain('HomeMate does not offer roofing.');
  });
});
