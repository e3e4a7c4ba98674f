import { SOCKET_IO_PATH, type ChatConversationResponse, type ChatJoinAck, type SendChatMessageResponse } from '@hm/contracts';
import { createTestDatabase, type TestDatabase } from '@hm/db/testing';
import { MikroORM } from '@mikro-orm/postgresql';
import { createOrmOptions } from '@hm/db';
import { io, type Socket as ClientSocket } from 'socket.io-client';
import { AccountsClient, parseSetCookies } from '../../testing/accounts-client.js';
import { deleteRedisKeys, startApp, type RunningApp } from '../../testing/test-app.js';
import { TEST_REDIS_URL, testConfig, testRedisPrefix } from '../../testing/test-config.js';

const SUITE = 'chat';
let ipCounter = 0;
/** Each test comes from its own address (behind one trusted proxy), so the per-IP limit is its own. */
const freshIp = (): string => `198.51.100.${(ipCounter += 1)}`;

describe('chat API (real PostgreSQL and Redis)', () => {
  let db: TestDatabase;
  let app: RunningApp;
  let orm: MikroORM;
  let accounts: AccountsClient;
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    db = await createTestDatabase('hm_test_api_chat');
    const config = testConfig({ DATABASE_URL: db.url, TRUST_PROXY: '1' }, { suite: SUITE });
    app = await startApp({
      ...config,
      chat: {
        ...config.chat,
        limits: { perVisitor: { limit: 4, windowMs: 60_000 }, perIp: { limit: 6, windowMs: 60_000 }, dailyTokenBudget: 1000 },
      },
    });
    orm = await MikroORM.init(createOrmOptions({ url: db.url }));
    accounts = new AccountsClient(app.baseUrl);
  });

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await app?.close();
    await orm?.close(true);
    await db?.drop();
    await deleteRedisKeys(TEST_REDIS_URL, testRedisPrefix(SUITE));
  });

  interface Caller {
    ip: string;
    cookie?: string;
    token?: string;
  }

  const send = (caller: Caller, content: string, locale = 'fr') =>
    fetch(`${app.baseUrl}/api/chat/messages`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': caller.ip,
        ...(caller.cookie ? { cookie: caller.cookie } : {}),
        ...(caller.token ? { authorization: `Bearer ${caller.token}` } : {}),
      },
      body: JSON.stringify({ content, locale }),
    });
  const read = async (caller: Caller): Promise<ChatConversationResponse> => {
    const response = await fetch(`${app.baseUrl}/api/chat/conversation`, {
      headers: {
        ...(caller.cookie ? { cookie: caller.cookie } : {}),
        ...(caller.token ? { authorization: `Bearer ${caller.token}` } : {}),
      },
    });
    expect(response.status).toBe(200);
    return (await response.json()) as ChatConversationResponse;
  };
  /** A new visitor: its first message sets the signed visitor cookie. */
  const newVisitor = async (content = 'Bonjour'): Promise<Caller & { cookie: string; first: SendChatMessageResponse }> => {
    const ip = freshIp();
    const response = await send({ ip }, content);
    expect(response.status).toBe(202);
    const set = parseSetCookies(response).find((c) => c.name === 'hm_chat');
    expect(set).toBeDefined();
    return { ip, cookie: `hm_chat=${set!.value}`, first: (await response.json()) as SendChatMessageResponse };
  };
  /** What the worker does when it answers: the pending message is done. */
  const answer = (conversationId: string) =>
    orm.em.fork().execute(`update chat_messages set status = 'done' where conversation_id = ? and status = 'pending'`, [conversationId]);
  const errorCode = async (response: Response) => ((await response.json()) as { code: string }).code;

  it('stores a visitor message, enqueues its reply job in the outbox and answers 202 at once, with an HttpOnly visitor cookie', async () => {
    const ip = freshIp();
    const response = await send({ ip }, "  J'ai une fuite sous l'évier  ");
    expect(response.status).toBe(202);
    const cookie = parseSetCookies(response).find((c) => c.name === 'hm_chat')!;
    expect(cookie.attributes).toMatchObject({ httponly: true, samesite: 'Lax', path: '/' });
    const body = (await response.json()) as SendChatMessageResponse;
    expect(body.message).toMatchObject({ role: 'user', content: "J'ai une fuite sous l'évier", status: 'pending', errorKind: null });

    const [job] = await orm.em
      .fork()
      .execute<{ queue: string; job_name: string; payload: unknown }[]>(
        `select queue, job_name, payload from outbox where queue = 'chat' and payload->>'messageId' = ?`,
        [body.message.id],
      );
    expect(job).toEqual({ queue: 'chat', job_name: 'reply', payload: { conversationId: body.conversationId, messageId: body.message.id } });

    const { conversation } = await read({ ip, cookie: `hm_chat=${cookie.value}` });
    expect(conversation).toMatchObject({ id: body.conversationId, locale: 'fr', pending: true });
    expect(conversation!.messages.map((m) => m.content)).toEqual(["J'ai une fuite sous l'évier"]);
  });

  it('shows a conversation only to its own browser', async () => {
    const owner = await newVisitor('Ma question privée');
    expect((await read({ ip: freshIp() })).conversation).toBeNull();
    const other = await newVisitor('Une autre question');
    expect((await read(other)).conversation!.id).not.toBe(owner.first.conversationId);
    // A forged cookie (someone else's id, one's own signature) is a stranger.
    const [ownerId] = owner.cookie.slice('hm_chat='.length).split('.');
    const [, otherSignature] = other.cookie.slice('hm_chat='.length).split('.');
    expect((await read({ ip: freshIp(), cookie: `hm_chat=${ownerId}.${otherSignature}` })).conversation).toBeNull();
  });

  it('waits for the reply before the next message, then continues the same conversation', async () => {
    const visitor = await newVisitor('Première question');
    const early = await send(visitor, 'Trop tôt');
    expect(early.status).toBe(409);
    expect(await errorCode(early)).toBe('CHAT_REPLY_PENDING');
    await answer(visitor.first.conversationId);
    const next = await send(visitor, 'Deuxième question', 'en');
    expect(next.status).toBe(202);
    expect(((await next.json()) as SendChatMessageResponse).conversationId).toBe(visitor.first.conversationId);
    const { conversation } = await read(visitor);
    expect(conversation!.locale).toBe('en');
    expect(conversation!.messages.map((m) => [m.content, m.status])).toEqual([
      ['Première question', 'done'],
      ['Deuxième question', 'pending'],
    ]);
  });

  it('gives up waiting for a reply that never came after 3 minutes', async () => {
    const visitor = await newVisitor('Question perdue');
    await orm.em
      .fork()
      .execute(`update chat_messages set created_at = now() - interval '4 minutes' where conversation_id = ?`, [
        visitor.first.conversationId,
      ]);
    expect((await read(visitor)).conversation!.pending).toBe(false);
    expect((await send(visitor, 'Je réessaie')).status).toBe(202);
    const { conversation } = await read(visitor);
    expect(conversation!.messages.map((m) => [m.content, m.status])).toEqual([
      ['Question perdue', 'failed'],
      ['Je réessaie', 'pending'],
    ]);
    expect(conversation!.pending).toBe(true);
  });

  it('refuses empty, over-long and badly formed messages, each with its code', async () => {
    const ip = freshIp();
    const blank = await send({ ip }, '   \n ');
    expect(blank.status).toBe(400);
    expect(await errorCode(blank)).toBe('VALIDATION_FAILED');
    const long = await send({ ip }, 'a'.repeat(1001));
    expect(long.status).toBe(400);
    expect(await errorCode(long)).toBe('CHAT_MESSAGE_TOO_LONG');
    expect((await send({ ip }, 'Bonjour', 'de')).status).toBe(400);
    // 1,000 characters are fine.
    expect((await send({ ip }, 'a'.repeat(1000))).status).toBe(202);
  });

  it('limits messages per visitor (CHAT_VISITOR_RATE_LIMITED with retryAfter)', async () => {
    const visitor = await newVisitor('1');
    for (const text of ['2', '3', '4']) {
      await answer(visitor.first.conversationId);
      expect((await send({ ...visitor, ip: freshIp() }, text)).status).toBe(202);
    }
    await answer(visitor.first.conversationId);
    // From yet another address: the visitor is limited, not the network.
    const limited = await send({ ...visitor, ip: freshIp() }, '5');
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ code: 'CHAT_VISITOR_RATE_LIMITED', retryAfter: expect.any(Number) });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('limits messages per IP whatever the visitor (CHAT_IP_RATE_LIMITED)', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    // New visitors each time (no cookie), as a script clearing its cookies would be.
    for (let i = 0; i < 7; i += 1) statuses.push((await send({ ip }, `Message ${i}`)).status);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 202, 429]);
    expect(await errorCode(await send({ ip }, 'Encore'))).toBe('CHAT_IP_RATE_LIMITED');
    expect((await send({ ip: freshIp() }, 'Ailleurs')).status).toBe(202);
  });

  it("stops a visitor whose replies used the day's token budget (CHAT_DAILY_BUDGET_EXCEEDED)", async () => {
    const visitor = await newVisitor('Question coûteuse');
    await answer(visitor.first.conversationId);
    await orm.em
      .fork()
      .execute(
        `insert into chat_messages (conversation_id, role, content, status, source, tokens) values (?, 'assistant', 'Longue réponse', 'done', 'model', 1000)`,
        [visitor.first.conversationId],
      );
    const refused = await send({ ...visitor, ip: freshIp() }, 'Encore une');
    expect(refused.status).toBe(429);
    expect(await errorCode(refused)).toBe('CHAT_DAILY_BUDGET_EXCEEDED');
    // Tokens older than 24 hours no longer count.
    await orm.em
      .fork()
      .execute(`update chat_messages set created_at = now() - interval '25 hours' where conversation_id = ? and role = 'assistant'`, [
        visitor.first.conversationId,
      ]);
    expect((await send({ ...visitor, ip: freshIp() }, 'Le lendemain')).status).toBe(202);
  });

  it('follows a signed-in user to their other devices', async () => {
    const signed = await accounts.signUp();
    const token = signed.session.accessToken;
    const laptop = await newVisitor('Question anonyme');
    await answer(laptop.first.conversationId);
    // Signing in on the laptop takes the conversation along.
    expect((await send({ ...laptop, token }, 'Question connectée')).status).toBe(202);
    const phone = { ip: freshIp(), token };
    const { conversation } = await read(phone);
    expect(conversation!.id).toBe(laptop.first.conversationId);
    expect(conversation!.messages.map((m) => m.content)).toEqual(['Question anonyme', 'Question connectée']);
    // Signed out, the laptop's cookie alone no longer shows it.
    expect((await read({ ip: laptop.ip, cookie: laptop.cookie })).conversation).toBeNull();
    // A bad token is refused rather than taken for an anonymous visitor.
    const bad = await fetch(`${app.baseUrl}/api/chat/conversation`, { headers: { authorization: 'Bearer nope' } });
    expect(bad.status).toBe(401);
  });

  it('expires conversations after 30 days without a message', async () => {
    const visitor = await newVisitor('Vieille question');
    await orm.em
      .fork()
      .execute(`update chat_conversations set expires_at = now() - interval '1 second' where id = ?`, [visitor.first.conversationId]);
    expect((await read(visitor)).conversation).toBeNull();
    // A new message starts a new conversation, kept 30 days from now.
    const fresh = await send({ ...visitor, ip: freshIp() }, 'Nouvelle question');
    const { conversationId } = (await fresh.json()) as SendChatMessageResponse;
    expect(conversationId).not.toBe(visitor.first.conversationId);
    const [kept] = await orm.em
      .fork()
      .execute<{ days: string }[]>(`select extract(day from expires_at - updated_at) as days from chat_conversations where id = ?`, [
        conversationId,
      ]);
    expect(Number(kept!.days)).toBe(30);
  });

  it("lets a socket join a conversation's room only with the join token its reader got", async () => {
    const owner = await newVisitor('Question suivie');
    const stranger = await newVisitor('Autre');
    const { conversation } = await read(owner);
    expect(conversation!.joinToken).toBe(owner.first.joinToken);
    const join = (conversationId: string, joinToken: string): Promise<ChatJoinAck> => {
      // No cookie on the socket: the token alone decides (the socket may predate the cookie).
      const socket = io(app.baseUrl, { path: SOCKET_IO_PATH, transports: ['websocket'], reconnection: false, forceNew: true });
      sockets.push(socket);
      return new Promise((resolve, reject) => {
        socket.once('connect_error', reject);
        socket.once('connect', () => socket.emit('chat:join', { conversationId, joinToken }, resolve));
      });
    };
    const id = owner.first.conversationId;
    expect(await join(id, owner.first.joinToken)).toEqual({ ok: true, conversationId: id });
    expect(await join(id, stranger.first.joinToken)).toEqual({ ok: false, code: 'CHAT_CONVERSATION_NOT_FOUND' });
    expect(await join(id, '')).toEqual({ ok: false, code: 'CHAT_CONVERSATION_NOT_FOUND' });
    expect(await join('not-an-id', owner.first.joinToken)).toEqual({ ok: false, code: 'CHAT_CONVERSATION_NOT_FOUND' });
    await orm.em.fork().execute(`update chat_conversations set expires_at = now() - interval '1 second' where id = ?`, [id]);
    expect(await join(id, owner.first.joinToken)).toEqual({ ok: false, code: 'CHAT_CONVERSATION_NOT_FOUND' });
  });
});
