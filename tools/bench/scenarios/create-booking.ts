// The create-booking scenario (budget: POST /api/bookings reaches >= 40 % of the rate
// pgbench reaches running the same transaction's SQL, with p99 < 100 ms, at 50 connections).
//
// A bench user signs up through the API, then autocannon submits bookings as that user (a new
// Idempotency-Key and client address per request), then pgbench runs the two statements
// the API sends for a booking (its read and its write) with the values of a booking the API just
// made, for the same time and concurrency. The bench user and its bookings are deleted at the end unless `keep`.
//
// The API must trust one proxy hop (TRUST_PROXY=1): each request carries its own X-Forwarded-For,
// as 50 different customers would, so the per-IP rate limit does not turn the run into a
// measurement of 429 answers. The limiter's Redis round trip is still paid by every request.
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { randomClientAddress, runHttpLoad, type HttpRun } from '../http-load.ts';
import { sqlLiteral, type PgbenchSummary } from '../stats.ts';
import { runPgbench } from '../support/pgbench.ts';
import { DEFAULT_LICENSED_JOB_VALUE_CENTS, offerAddressKey, offerPhoneKey, postalCodePrefixes } from '@hm/contracts';
import { bookingInsertStatement, newBookingReadsStatement, pgArray, verifiedCredentialsSql } from '@hm/db';

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
  /** pgbench running the same SQL: the booking's read and its write (the budget's reference). */
  sameSql: PgbenchSummary;
  /** pgbench running the write alone (the reference of the runs before 2026-11-28, for comparison). */
  writeOnly: PgbenchSummary;
  ratio: number;
  met: boolean;
}

export async function measureCreateBooking(options: CreateBookingOptions): Promise<CreateBookingResult> {
  const { apiUrl, databaseUrl, connections, seconds, warmupSeconds, log } = options;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const user = await signUpBenchUser(apiUrl);
  await ensureServingPlumbers(client);
  // One sequence of visits for the warm-up and the run.
  const sequence = { next: 0 };
  try {
    if (warmupSeconds > 0) {
      log(`warming up POST /api/bookings for ${warmupSeconds} s…`);
      await loadApi(apiUrl, user, connections, warmupSeconds, sequence);
    }
    log(`POST /api/bookings: ${connections} connections for ${seconds} s…`);
    const http = await loadApi(apiUrl, user, connections, seconds, sequence);
    log(`pgbench, the same transaction's SQL, ${connections} clients for ${seconds} s…`);
    const same = await sameTransaction(client, user.userId);
    const sameSql = runPgbench({ databaseUrl, script: same.script, variables: same.variables, clients: connections, seconds });
    log(`pgbench, the booking's write alone (for comparison), ${connections} clients for ${seconds} s…`);
    const writeOnly = runPgbench({ databaseUrl, script: same.writeOnlyScript, variables: same.variables, clients: connections, seconds });
    const ratio = http.perSecond / sameSql.tps;
    const met =
      ratio >= CREATE_BOOKING_BUDGET.ratio && http.p99 < CREATE_BOOKING_BUDGET.p99Ms && http.errors === 0 && sameSql.abortedClients === 0;
    return { http, sameSql, writeOnly, ratio, met };
  } finally {
    if (options.keep) log(`kept the bench user ${user.email} and its bookings`);
    else await cleanUp(client, user);
    await client.end();
  }
}

/**
 * Bookings through several API processes in turn (the observability overhead compares two), one
 * sequence of visits for all of them so no two requests take the same pro's time. `userOn` signs a
 * bench user up on an API (each API process has its own JWT secret); `close` deletes them all.
 */
export async function bookingRounds(databaseUrl: string): Promise<{
  userOn(apiUrl: string): Promise<BenchUser>;
  run(apiUrl: string, user: BenchUser, connections: number, seconds: number): Promise<HttpRun>;
  close(): Promise<void>;
}> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await ensureServingPlumbers(client);
  const sequence = { next: 0 };
  const users: BenchUser[] = [];
  return {
    userOn: async (apiUrl) => {
      const user = await signUpBenchUser(apiUrl);
      users.push(user);
      return user;
    },
    run: (apiUrl, user, connections, seconds) => loadApi(apiUrl, user, connections, seconds, sequence),
    close: async () => {
      for (const user of users) await cleanUp(client, user);
      await client.end();
    },
  };
}

export interface BenchUser {
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
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: 'Marque',
      email,
      password: `Bench-${randomUUID()}`,
      locale: 'fr',
      acceptTerms: true,
    }),
  });
  if (response.status !== 201) throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
  const session = (await response.json()) as { accessToken: string; user: { id: string } };
  return { token: session.accessToken, userId: session.user.id, email };
}

// Each booking holds a free plumber's time (docs/booking-rules.md "One pro, one job at a time"), so
// the run books distinct times: one bench plumber per postal area (FSA) of Montréal, and request k
// goes to area k mod AREAS at the (k div AREAS)-th of the visits below, so that the 50 requests in
// flight are in 50 areas and each plumber's visits never overlap (2 hours apart: a leak repair and
// its travel). AREAS × VISITS (30,240) is more than a 20-second run at today's rate books.
const AREA_DIGITS = '123456789';
const AREA_LETTERS = 'ABCEGHJKLMNPRSTVWXYZ';
const AREAS = [...AREA_DIGITS].flatMap((digit) => [...AREA_LETTERS].map((letter) => `H${digit}${letter}`));
const VISIT_TIMES = ['08:00', '10:00', '12:00', '14:00', '16:00', '18:00'] as const;
const VISIT_DAYS = 28;

/** The postal code and visit of the k-th request of a run. */
export function benchVisit(k: number): { postalCode: string; scheduledDate: string; scheduledTime: string } {
  const area = AREAS[k % AREAS.length]!;
  const visit = Math.floor(k / AREAS.length);
  return {
    postalCode: `${area} 1Y4`,
    scheduledDate: torontoDayFromToday(2 + (visit % VISIT_DAYS)),
    scheduledTime: VISIT_TIMES[Math.floor(visit / VISIT_DAYS) % VISIT_TIMES.length]!,
  };
}

/**
 * One plumber per area of AREAS, every day 07:00–21:00, never assigned: the API books only where and
 * when an approved pro of the trade is free (docs/booking-rules.md). Made once, kept; bookings an
 * earlier run left (stopped before its clean-up) are deleted so that their times are free again.
 */
async function ensureServingPlumbers(client: pg.Client): Promise<void> {
  await client.query(
    `with areas as (select area, 'bench-plumber-' || lower(area) || '@example.com' as email from unnest($1::text[]) as area),
     u as (
       insert into users (first_name, last_name, email, role, locale)
       select 'Banc', 'Plombier ' || area, email, 'professional', 'fr' from areas
       on conflict do nothing returning id, email),
     p as (
       insert into professionals (user_id, first_name, last_name, email, phone, categories, service_area_prefixes, locale, status, reviewed_at)
       select u.id, 'Banc', 'Plombier', u.email, '+15145550100', '{plumbing}', array[a.area], 'fr', 'approved', now()
       from u join areas a on a.email = u.email returning user_id),
     s as (insert into pro_schedules (user_id) select user_id from p returning user_id)
     insert into pro_working_hours (user_id, weekday, start_minute, end_minute)
     select user_id, day, 420, 1260 from s cross join generate_series(1, 7) as day`,
    [AREAS],
  );
  // Plumbing requires a verified licence, membership and insurance (docs/verified-trades.md).
  await client.query(verifiedCredentialsSql(`select id from users where email like 'bench-plumber-%@example.com'`));
  await client.query(
    `delete from bookings b using users u
     where u.id = b.user_id and u.email like 'bench-%@example.com' and b.held_by_id in (select id from users where email like 'bench-plumber-%@example.com')`,
  );
}

function torontoDayFromToday(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

function loadApi(apiUrl: string, user: BenchUser, connections: number, seconds: number, sequence: { next: number }): Promise<HttpRun> {
  const fields = {
    serviceId: 'plumbing',
    subServiceId: 'leak-repair',
    firstName: 'Bench',
    lastName: 'Marque',
    email: user.email,
    phone: '514-555-1234',
    address: '1234 rue Saint-Denis',
    apartment: '5',
    city: 'Montréal',
    description: 'Fuite sous l’évier de la cuisine.',
    locale: 'fr',
  };
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
        // A new submit each time (the wizard sends one key per attempt), from its own address, for
        // the next area and visit of the run (benchVisit).
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({ ...fields, ...benchVisit(sequence.next++) }),
          headers: { ...request.headers, 'idempotency-key': randomUUID(), 'x-forwarded-for': randomClientAddress() },
        }),
      },
    ],
  });
}

/**
 * The statements POST /api/bookings runs, as @hm/db writes them for the API, with the values of a
 * booking the API just made: first its one read (newBookingReadsStatement: the customer's offer
 * row, the trade's day cap and the candidate pros with their hours and jobs), then its one write
 * (bookingInsertStatement: the Idempotency-Key claim, the booking, its timeline event, its
 * reminder and confirmation jobs in the outbox, its first message). Like MikroORM, which sends
 * values inlined as literals over the simple protocol, pgbench runs in simple mode: each variable
 * holds a ready SQL literal that pgbench pastes in. What must differ per transaction is an
 * expression instead: the key, the booking id (the same in the claim and the row, so made from two
 * random numbers drawn per transaction) and the booking number, and the pro it holds (none).
 * As in the API, each statement commits on its own.
 */
async function sameTransaction(
  client: pg.Client,
  userId: string,
): Promise<{ script: string; writeOnlyScript: string; variables: Record<string, string> }> {
  const { sql, parameters } = bookingInsertStatement(true);
  const { rows: bookings } = await client.query<Record<string, unknown>>(
    `select b.*, b.scheduled_date::text as scheduled_date, r.payload::text as reminder_job, r.delay_ms,
            m.sender_name, m.message, m.metadata::text as metadata, i.request_hash,
            (select payload->>'reservationUrl' from outbox o where o.job_name = 'bookingConfirmation' and o.payload->>'bookingId' = b.id::text) as reservation_url,
            (select trace::text from outbox o where o.job_name = 'bookingConfirmation' and o.payload->>'bookingId' = b.id::text) as trace
     from bookings b
     join booking_messages m on m.booking_id = b.id
     join idempotency_keys i on i.booking_id = b.id
     left join outbox r on 'outbox-' || r.id = b.reminder_job_id
     where b.user_id = $1 and b.offer_kind is null limit 1`,
    [userId],
  );
  const booking = bookings[0];
  if (!booking) throw new Error('the API run made no booking to copy');
  if (booking.reservation_url === null) throw new Error('the booking has no confirmation job in the outbox');
  const literal = (value: unknown) =>
    value === null || value === undefined
      ? 'null'
      : typeof value === 'number' || typeof value === 'boolean'
        ? String(value)
        : sqlLiteral(value instanceof Date ? value.toISOString() : String(value));
  const bookingId = `md5(:client_id::text || '-' || :id_a::text || '-' || :id_b::text)::uuid`;
  const perTransaction: Record<string, string> = {
    claim_key: 'gen_random_uuid()::text',
    claim_booking_id: bookingId,
    id: bookingId,
    // Unique per client (the year field) and strictly increasing within one (microseconds).
    booking_number: `'HM-' || (2100 + :client_id)::text || '-' || lpad(((extract(epoch from clock_timestamp()) * 1000000)::bigint % 1000000000)::text, 9, '0')`,
    // The copies hold no pro: the same pro's time held by each would be refused as overlapping.
    // The row still goes through the pros' time constraint and its index, as the API's rows do.
    held_by_id: 'null::uuid',
  };
  const copied: Record<string, unknown> = {
    ...booking,
    claim_user_id: userId,
    claim_request_hash: booking.request_hash,
    has_reminder: booking.reminder_job !== null,
    reminder_delay_ms: booking.delay_ms ?? 0,
    // A booking without an offer (the bench user's first one took the welcome offer), so no claim.
    offer_phone_key: null,
    offer_address_key: null,
    offer_code: null,
  };
  const variables: Record<string, string> = {};
  /** The statement with its placeholders as pgbench variables (`read_` or `write_` names) or per-transaction expressions. */
  const scripted = (statement: { sql: string; parameters: readonly string[] }, prefix: string, values: Record<string, unknown>) => {
    const pieces = statement.sql.trim().split('?');
    let text = pieces[0]!;
    statement.parameters.forEach((name, index) => {
      if (perTransaction[name] && prefix === 'write_') {
        text += perTransaction[name];
      } else {
        if (!(name in values)) throw new Error(`no value to copy for the statement's parameter ${name}`);
        variables[`${prefix}${name}`] = literal(values[name]);
        text += `:${prefix}${name}`;
      }
      text += pieces[index + 1]!;
    });
    // pgbench reads one statement per line unless a line ends with a backslash.
    return `${text.replace(/\n/g, ' ')};`;
  };
  const place = {
    phone: String(booking.phone),
    address: String(booking.address),
    apartment: (booking.apartment as string | null) ?? null,
    postalCode: String(booking.postal_code),
  };
  const read = scripted(newBookingReadsStatement(DEFAULT_LICENSED_JOB_VALUE_CENTS), 'read_', {
    user_id: userId,
    offer_phone_key: offerPhoneKey(place.phone),
    offer_address_key: offerAddressKey(place),
    service_id: booking.service_id,
    scheduled_date: booking.scheduled_date,
    days_off_from: booking.scheduled_date,
    window_from: booking.starts_at,
    window_to: booking.ends_at,
    ignore_booking_id: null,
    categories: pgArray([String(booking.service_id)]),
    prefixes: pgArray(postalCodePrefixes(place.postalCode)),
    job_value_cents: booking.price_cents,
  });
  const write = scripted({ sql, parameters }, 'write_', copied);
  const ids = `\\set id_a random(1, 2000000000)\n\\set id_b random(1, 2000000000)\n`;
  return { script: `${ids}${read}\n${write}\n`, writeOnlyScript: `${ids}${write}\n`, variables };
}

async function cleanUp(client: pg.Client, user: BenchUser): Promise<void> {
  // Cascades to timeline events, messages, idempotency keys and sessions.
  await client.query(
    `delete from outbox where payload->>'to' = $1 or payload->>'bookingId' in (select id::text from bookings where user_id = $2)`,
    [user.email, user.userId],
  );
  await client.query('delete from bookings where user_id = $1', [user.userId]);
  await client.query('delete from users where id = $1', [user.userId]);
}
