// Booking messages in each reader's language (budget, issue 25): with the chat-completions stand-in
// answering in 300 ms, a message a French customer sends reaches their English pro's socket
// translated in p95 < 1 s after the send; and sending is not slowed: POST .../messages with
// translation on is within 5 % of the rate with it off.
//
// A database of its own (hm_bench_translation, made anew each run) holds one English pro and
// `customers` French customers, each with a booking assigned to the pro. Two built APIs share it,
// one without CHAT_API_KEY (translation off) and one with it, beside one built worker that calls
// tools/test/chat-completions-server.ts (its own process, --delay-ms). First the latency: the pro's
// socket on the translating API, then `messages` customers' messages, one every `spacingMs`, each
// measured from the start of its POST to the receipt of its done translation. Then the rate: the
// two APIs loaded in turn, off and on alternately (so a machine that slows down weighs on both),
// with the worker stopped unless `workerDuringRate` (the translating API then writes its outbox
// rows, which nobody relays meanwhile: what sending itself costs).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { bookingInsert } from '@hm/db/testing';
import autocannon from 'autocannon';
import { Redis } from 'ioredis';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { randomClientAddress, runHttpLoad, type HttpRun } from '../http-load.ts';
import { percentile } from '../stats.ts';
import { startBenchApi, type BenchApi } from '../support/api-process.ts';
import { recreateDatabase } from '../support/bench-database.ts';
import { startSmtpSink } from '../support/smtp-sink.ts';
import { tokensFor } from '../support/tokens.ts';
import { startBenchWorker, type BenchWorker } from '../support/worker-process.ts';

export const MESSAGE_TRANSLATION_BUDGET = { p95Ms: 1000, maxSlowdown: 0.05 } as const;
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const CHAT_KEY = 'bench-only-chat-key';
// French, with numbers the translation must keep (the stand-in keeps the text as it is).
const MESSAGE = 'Bonjour, pouvez-vous venir demain vers 9 h 30 ? Le code de la porte est 4512.';

export interface MessageTranslationOptions {
  adminUrl: string;
  redisUrl: string;
  customers: number;
  messages: number;
  spacingMs: number;
  delayMs: number;
  connections: number;
  seconds: number;
  rounds: number;
  timeoutMs: number;
  /**
   * Keep the worker running on this machine during the rate runs (it relays the outbox and translates
   * the jobs they queue, on the same cores as the API). Off by default: the budget is about sending,
   * and a deployment runs its workers on machines of their own.
   */
  workerDuringRate: boolean;
  log: (message: string) => void;
}

export interface MessageTranslationResult {
  /** Milliseconds from the start of each POST to its translation's receipt on the pro's socket, sorted. */
  sendToTranslation: number[];
  lost: number;
  failedSends: number;
  off: HttpRun;
  on: HttpRun;
  /** 1 − rate with translation / rate without (negative: the translating API was the faster). */
  slowdown: number;
  /** Translations stored by the worker by the end (the throughput runs queue many more than it does in the time). */
  translated: number;
  met: boolean;
}

export async function measureMessageTranslation(options: MessageTranslationOptions): Promise<MessageTranslationResult> {
  const { log } = options;
  const redis = new Redis(options.redisUrl);
  await redis.flushdb();
  await redis.quit();
  const databaseUrl = await recreateDatabase(options.adminUrl, 'hm_bench_translation');
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const stub = await startStandIn(options.delayMs);
  const smtp = await startSmtpSink();
  let off: BenchApi | undefined;
  let on: BenchApi | undefined;
  let worker: BenchWorker | undefined;
  const sockets: Socket[] = [];
  try {
    const parties = await seedParties(db, options.customers);
    off = await startBenchApi({ databaseUrl, redisUrl: options.redisUrl });
    on = await startBenchApi({ databaseUrl, redisUrl: options.redisUrl, extraEnv: { CHAT_API_KEY: CHAT_KEY } });
    worker = startBenchWorker({
      databaseUrl,
      redisUrl: options.redisUrl,
      smtpUrl: smtp.url,
      publicUrl: on.url,
      extraEnv: { CHAT_API_KEY: CHAT_KEY, CHAT_API_URL: stub.url, CHAT_TRANSLATION_MODEL: 'bench-model' },
    });
    const users = [
      { id: parties.proId, role: 'professional' as const },
      ...parties.bookings.map((b) => ({ id: b.customerId, role: 'customer' as const })),
    ];
    const tokensOn = await tokensFor(db, on.jwtSecret, users);
    const tokensOff = await tokensFor(db, off.jwtSecret, users);
    const onUrl = on.url;

    // Latency: the pro reads; each customer's message must come back to them translated.
    const received = new Map<string, number>();
    const proSocket = await connect(on.url, tokensOn.get(parties.proId)!);
    sockets.push(proSocket);
    proSocket.on('booking:translation', (payload: { messageId: string; translation: { state: string } }) => {
      if (payload.translation.state === 'done' && !received.has(payload.messageId)) received.set(payload.messageId, performance.now());
    });
    // A few first, not counted: the worker's first job, first connections and plans.
    const warm = await Promise.all(
      parties.bookings.slice(0, 5).map((booking) => send(onUrl, booking.bookingNumber, tokensOn.get(booking.customerId)!)),
    );
    const warmDeadline = performance.now() + options.timeoutMs;
    while (warm.some((s) => s.id && !received.has(s.id)) && performance.now() < warmDeadline) await new Promise((r) => setTimeout(r, 50));
    log(
      `message translation: ${options.messages} messages, one every ${options.spacingMs} ms, the stand-in answering in ${options.delayMs} ms…`,
    );
    const sends: Promise<{ id: string | null; startedAt: number }>[] = [];
    for (let i = 0; i < options.messages; i += 1) {
      const booking = parties.bookings[i % parties.bookings.length]!;
      sends.push(send(onUrl, booking.bookingNumber, tokensOn.get(booking.customerId)!));
      await new Promise((resolve) => setTimeout(resolve, options.spacingMs));
    }
    const sent = await Promise.all(sends);
    const deadline = performance.now() + options.timeoutMs;
    while (sent.some((s) => s.id && !received.has(s.id)) && performance.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const inOrder = sent.filter((s) => s.id && received.has(s.id)).map((s) => Math.round(received.get(s.id!)! - s.startedAt));
    log(`message translation: in the order sent (ms): ${inOrder.join(' ')}`);
    const sendToTranslation = [...inOrder].sort((a, b) => a - b);
    const failedSends = sent.filter((s) => !s.id).length;
    const lost = sent.length - failedSends - sendToTranslation.length;

    // No socket during the rate runs: the node holding it would deliver every event of both APIs.
    proSocket.close();
    if (!options.workerDuringRate) {
      await worker.stop();
      worker = undefined;
    }
    // Rate: the same POST with translation off and on, alternately.
    const apis = [
      { name: 'off', api: off, tokens: tokensOff, runs: [] as HttpRun[] },
      { name: 'on', api: on, tokens: tokensOn, runs: [] as HttpRun[] },
    ];
    const load = (api: (typeof apis)[number], seconds: number) =>
      runHttpLoad({
        url: api.api.url,
        connections: options.connections,
        seconds,
        okStatus: 201,
        requests: [messageRequest(parties.bookings, api.tokens)],
      });
    for (const api of apis) {
      log(`message translation: warming up the API with translation ${api.name} for 3 s…`);
      await load(api, 3);
    }
    for (let round = 1; round <= options.rounds; round += 1) {
      for (const api of round % 2 === 1 ? apis : [...apis].reverse()) {
        log(
          `message translation: round ${round}/${options.rounds}, translation ${api.name}, ${options.connections} connections for ${options.seconds} s…`,
        );
        api.runs.push(await load(api, options.seconds));
      }
    }
    // Requests autocannon left in flight finish before the APIs stop.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const [offRun, onRun] = apis.map((api) => combined(api.runs)) as [HttpRun, HttpRun];
    const slowdown = 1 - onRun.perSecond / offRun.perSecond;
    const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from booking_message_translations where status = 'done'`);
    const met =
      lost === 0 &&
      failedSends === 0 &&
      percentile(sendToTranslation, 95) < MESSAGE_TRANSLATION_BUDGET.p95Ms &&
      slowdown < MESSAGE_TRANSLATION_BUDGET.maxSlowdown &&
      offRun.errors === 0 &&
      onRun.errors === 0;
    return { sendToTranslation, lost, failedSends, off: offRun, on: onRun, slowdown, translated: rows[0]!.n, met };
  } finally {
    for (const socket of sockets) socket.close();
    // The APIs first: a request still in flight when a run ends would write after the clean-up.
    await Promise.allSettled([off?.stop(), on?.stop()]);
    await worker?.stop();
    await stub.stop();
    smtp.close();
    await db.end();
  }
}

interface Parties {
  proId: string;
  bookings: { customerId: string; bookingNumber: string }[];
}

/** One English pro and `customers` French customers, each with a confirmed booking assigned to the pro. */
async function seedParties(db: pg.Client, customers: number): Promise<Parties> {
  const { rows: pro } = await db.query<{ id: string }>(
    `insert into users (first_name, last_name, email, role, locale) values ('Mark', 'Bench', 'bench-pro@example.com', 'professional', 'en') returning id`,
  );
  const proId = pro[0]!.id;
  const { rows: people } = await db.query<{ id: string }>(
    `insert into users (first_name, last_name, email, role, locale)
     select 'Julie', 'Banc ' || n, 'bench-customer-' || n || '@example.com', 'customer', 'fr' from generate_series(1, $1::int) as n
     returning id`,
    [customers],
  );
  const bookings: Parties['bookings'] = [];
  for (const person of people) {
    const insert = bookingInsert({ user_id: person.id, professional_id: proId, status: 'confirmed', timeline_status: 'pro_assigned' });
    let n = 0;
    await db.query(
      insert.sql.replace(/\?/g, () => `$${++n}`),
      insert.params,
    );
    bookings.push({ customerId: person.id, bookingNumber: insert.bookingNumber });
  }
  return { proId, bookings };
}

async function send(apiUrl: string, bookingNumber: string, token: string): Promise<{ id: string | null; startedAt: number }> {
  const startedAt = performance.now();
  const response = await fetch(`${apiUrl}/api/bookings/${encodeURIComponent(bookingNumber)}/messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-forwarded-for': randomClientAddress() },
    body: JSON.stringify({ message: MESSAGE }),
  });
  const body = (await response.json()) as { id?: string };
  return { id: response.status === 201 ? (body.id ?? null) : null, startedAt };
}

/** A customer's message on a booking of theirs, a random one per request, each from its own address. */
function messageRequest(bookings: Parties['bookings'], tokens: Map<string, string>): autocannon.Request {
  return {
    method: 'POST',
    body: JSON.stringify({ message: MESSAGE }),
    setupRequest: (request) => {
      const booking = bookings[Math.floor(Math.random() * bookings.length)]!;
      return {
        ...request,
        path: `/api/bookings/${encodeURIComponent(booking.bookingNumber)}/messages`,
        headers: {
          authorization: `Bearer ${tokens.get(booking.customerId)!}`,
          'content-type': 'application/json',
          'x-forwarded-for': randomClientAddress(),
        },
      };
    },
  };
}

function connect(apiUrl: string, token: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(apiUrl, { path: '/api/socket.io', transports: ['websocket'], auth: { token }, reconnection: false });
    socket.once('server:hello', (hello: { authenticated: boolean }) =>
      hello.authenticated ? resolve(socket) : reject(new Error('the pro’s socket is not signed in')),
    );
    socket.once('connect_error', reject);
  });
}

/** Runs of the same length as one: the mean rate, every answer counted, the worst percentiles. */
function combined(runs: readonly HttpRun[]): HttpRun {
  const sum = (pick: (run: HttpRun) => number) => runs.reduce((total, run) => total + pick(run), 0);
  const worst = (pick: (run: HttpRun) => number) => Math.max(...runs.map(pick));
  return {
    ...runs[0]!,
    requests: sum((run) => run.requests),
    perSecond: sum((run) => run.perSecond) / runs.length,
    errors: sum((run) => run.errors),
    p50: worst((run) => run.p50),
    p95: worst((run) => run.p95),
    p99: worst((run) => run.p99),
    max: worst((run) => run.max),
  };
}

/** tools/test/chat-completions-server.ts as its own process, answering after `delayMs`. */
async function startStandIn(delayMs: number): Promise<{ url: string; stop(): Promise<void> }> {
  const child = spawn(
    process.execPath,
    ['tools/test/chat-completions-server.ts', '0', 'Bonjour.', 'never-refused', `--delay-ms=${delayMs}`],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const deadline = Date.now() + 10_000;
  while (!/\[chat-completions\] (http:\S+)/.test(output)) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the chat-completions stand-in did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url: /\[chat-completions\] (http:\S+)/.exec(output)![1]!,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
