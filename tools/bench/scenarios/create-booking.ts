// The create-booking scenario (issue 4 budget: POST /api/bookings reaches >= 40 % of the rate
// pgbench reaches running the same transaction's SQL, with p99 < 100 ms, at 50 connections).
//
// A bench user signs up through the API, then autocannon submits bookings as that user (a new
// Idempotency-Key and client address per request), then pgbench runs the statement of
// BookingsRepository.insert with the values of a booking the API just made, for the same time
// and concurrency. The bench user and its bookings are deleted at the end unless `keep`.
//
// The API must trust one proxy hop (TRUST_PROXY=1): each request carries its own X-Forwarded-For,
// as 50 different customers would, so the per-IP rate limit does not turn the run into a
// measurement of 429 answers. The limiter's Redis round trip is still paid by every request.
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { randomClientAddress, runHttpLoad, type HttpRun } from '../http-load.ts';
import { sqlLiteral, type PgbenchSummary } from '../stats.ts';
import { runPgbench } from '../support/pgbench.ts';

export const CREATE_BOOKING_BUDGET = { ratio: 0.4, p99Ms: 100 } as const;

export interface CreateBookingOptions {
  apiUrl: string;
  databaseUrl: string;
  connections: number;
  seconds: number;
  warmupSeconds: number;
  keep?: boolean;
  log: (message: string) => void;
}

export interface CreateBookingResult {
  http: HttpRun;
  /** pgbench running the same transaction's SQL. */
  sameSql: PgbenchSummary;
  ratio: number;
  met: boolean;
}

export async function measureCreateBooking(options: CreateBookingOptions): Promise<CreateBookingResult> {
  const { apiUrl, databaseUrl, connections, seconds, warmupSeconds, log } = options;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const user = await signUpBenchUser(apiUrl);
  try {
    if (warmupSeconds > 0) {
      log(`warming up POST /api/bookings for ${warmupSeconds} s…`);
      await loadApi(apiUrl, user, connections, warmupSeconds);
    }
    log(`POST /api/bookings: ${connections} connections for ${seconds} s…`);
    const http = await loadApi(apiUrl, user, connections, seconds);
    log(`pgbench, the same transaction's SQL, ${connections} clients for ${seconds} s…`);
    const sameSql = runPgbench({ databaseUrl, ...(await sameTransaction(client, user.userId)), clients: connections, seconds });
    const ratio = http.perSecond / sameSql.tps;
    const met = ratio >= CREATE_BOOKING_BUDGET.ratio && http.p99 < CREATE_BOOKING_BUDGET.p99Ms && http.errors === 0 && sameSql.abortedClients === 0;
    return { http, sameSql, ratio, met };
  } finally {
    if (options.keep) log(`kept the bench user ${user.email} and its bookings`);
    else await cleanUp(client, user);
    await client.end();
  }
}

interface BenchUser {
  token: string;
  userId: string;
  email: string;
}

async function signUpBenchUser(apiUrl: string): Promise<BenchUser> {
  const email = `bench-${Date.now()}-${randomBytes(3).toString('hex')}@example.com`;
  const response = await fetch(`${apiUrl}/api/auth/signup`, {
    method: 'POST',
    // Its own client address too, so that repeated runs stay under the per-IP sign-up limit.
    headers: { 'content-type': 'application/json', 'x-forwarded-for': randomClientAddress() },
    body: JSON.stringify({ firstName: 'Bench', lastName: 'Marque', email, password: `Bench-${randomUUID()}`, locale: 'fr', acceptTerms: true }),
  });
  if (response.status !== 201) throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
  const session = (await response.json()) as { accessToken: string; user: { id: string } };
  return { token: session.accessToken, userId: session.user.id, email };
}

function torontoDayFromToday(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

function loadApi(apiUrl: string, user: BenchUser, connections: number, seconds: number): Promise<HttpRun> {
  const body = JSON.stringify({
    serviceId: 'plumbing',
    subServiceId: 'leak-repair',
    scheduledDate: torontoDayFromToday(7),
    scheduledTime: '14:30',
    firstName: 'Bench',
    lastName: 'Marque',
    email: user.email,
    phone: '514-555-1234',
    address: '1234 rue Saint-Denis',
    apartment: '5',
    city: 'Montréal',
    postalCode: 'h2x1y4',
    description: 'Fuite sous l’évier de la cuisine.',
    locale: 'fr',
  });
  return runHttpLoad({
    url: apiUrl,
    connections,
    seconds,
    okStatus: 201,
    requests: [
      {
        method: 'POST',
        path: '/api/bookings',
        headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
        body,
        // A new submit each time (the wizard sends one key per attempt), from its own address.
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, 'idempotency-key': randomUUID(), 'x-forwarded-for': randomClientAddress() },
        }),
      },
    ],
  });
}

/**
 * The SQL POST /api/bookings runs (BookingsRepository.insert: one statement that claims the
 * Idempotency-Key and writes the booking, its timeline event, its message and its mail to the
 * outbox), with the values of a booking the API just made. Like MikroORM, which sends values
 * inlined as literals over the simple protocol, pgbench runs in simple mode: each variable holds
 * a ready SQL literal that pgbench pastes in.
 */
async function sameTransaction(client: pg.Client, userId: string): Promise<{ script: string; variables: Record<string, string> }> {
  const { rows: bookings } = await client.query('select * from bookings where user_id = $1 limit 1', [userId]);
  const booking = bookings[0] as Record<string, unknown> | undefined;
  if (!booking) throw new Error('the API run made no booking to copy');
  const { rows: mails } = await client.query(`select payload::text as payload from outbox where payload->>'bookingId' = $1 or payload->'attachments'->0->>'content' like $2 limit 1`, [
    String(booking.id),
    `%UID:${String(booking.id)}@%`,
  ]);
  const { rows: messages } = await client.query('select sender_name, message, metadata::text as metadata from booking_messages where booking_id = $1', [booking.id]);
  if (!mails[0] || !messages[0]) throw new Error('the booking has no mail or message to copy');
  const variables: Record<string, string> = {
    user_id: sqlLiteral(userId),
    request_hash: sqlLiteral('0'.repeat(64)),
    payload: sqlLiteral(mails[0].payload as string),
    sender_name: sqlLiteral(messages[0].sender_name as string),
    message: sqlLiteral(messages[0].message as string),
    metadata: sqlLiteral(messages[0].metadata as string),
    scheduled_date: sqlLiteral(torontoDayFromToday(7)),
  };
  const columns = ['service_id', 'sub_service_id', 'service_option', 'sub_service_name', 'sub_service_description', 'price_cents', 'price_kind', 'currency', 'scheduled_time', 'first_name', 'last_name', 'email', 'phone', 'address', 'apartment', 'city', 'postal_code', 'description', 'locale'];
  for (const column of columns) {
    const value = booking[column];
    variables[column] = value === null ? 'null' : typeof value === 'number' ? String(value) : sqlLiteral(String(value));
  }
  // Unique per client (the year field) and strictly increasing within one (microseconds).
  const bookingNumber = `'HM-' || (2100 + :client_id)::text || '-' || lpad(((extract(epoch from clock_timestamp()) * 1000000)::bigint % 1000000000)::text, 9, '0')`;
  const script = `with claim as (insert into idempotency_keys (user_id, key, request_hash, booking_id) values (:user_id, gen_random_uuid()::text, :request_hash, gen_random_uuid()) on conflict (user_id, key) do nothing returning booking_id), \
booking as (insert into bookings (id, booking_number, user_id, status, timeline_status, scheduled_date, ${columns.join(', ')}, created_at, updated_at) \
select booking_id, ${bookingNumber}, :user_id, 'pending', 'waiting_for_pro', :scheduled_date, ${columns.map((c) => `:${c}`).join(', ')}, now(), now() from claim returning id, created_at), \
event as (insert into booking_timeline_events (booking_id, status, created_at) select id, 'waiting_for_pro', created_at from booking), \
message as (insert into booking_messages (booking_id, sender_type, sender_name, message, metadata, created_at) select id, 'system', :sender_name, :message, :metadata::jsonb, created_at from booking), \
mail as (insert into outbox (queue, job_name, payload) select 'mail', 'send', :payload::jsonb from booking) \
select id from booking;
`;
  return { script, variables };
}

async function cleanUp(client: pg.Client, user: BenchUser): Promise<void> {
  // Cascades to timeline events, messages, idempotency keys and sessions.
  await client.query('delete from bookings where user_id = $1', [user.userId]);
  await client.query(`delete from outbox where payload->>'to' = $1`, [user.email]);
  await client.query('delete from users where id = $1', [user.userId]);
}
