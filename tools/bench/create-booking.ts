// `npm run bench:create-booking -- [API_URL] [--duration 15] [--connections 50] [--warmup 3]
//   [--database-url postgres://...] [--keep]`
//
// Measures POST /api/bookings against a running API (default http://localhost:3000), then has
// pgbench run the same transaction's SQL against the same database for the same duration and
// concurrency, and prints both rates and their ratio (issue 4 budget: the API reaches >= 40 % of
// pgbench's rate with p99 < 100 ms). Run it against a stack of its own: it writes real bookings
// (deleted again at the end unless --keep) and, if a worker runs, their mails are sent.
//
// The API must trust one proxy hop (TRUST_PROXY=1): each request carries its own X-Forwarded-For,
// as 50 different customers would, so the per-IP rate limit (300/min) does not turn the run into
// a measurement of 429 answers. The limiter's Redis round trip is still paid by every request.
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { randomClientAddress, runHttpLoad, type HttpRun } from './http-load.ts';
import { formatTable, parsePgbenchOutput, sqlLiteral, type PgbenchSummary } from './stats.ts';

const BUDGET_RATIO = 0.4;
const BUDGET_P99_MS = 100;

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    duration: { type: 'string', default: '15' },
    connections: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '3' },
    'database-url': { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
});
const apiUrl = (positionals[0] ?? 'http://localhost:3000').replace(/\/+$/, '');
const durationS = Number(options.duration);
const connections = Number(options.connections);
const warmupS = Number(options.warmup);
const databaseUrl = options['database-url'] ?? process.env.DATABASE_URL;
if (!databaseUrl) fail('Give the API\'s database as --database-url or DATABASE_URL (pgbench runs against it).');

function fail(message: string): never {
  process.stderr.write(`[bench] ${message}\n`);
  process.exit(1);
}
const log = (message: string) => process.stdout.write(`[bench] ${message}\n`);

function findPgbench(): string {
  const onPath = spawnSync('pgbench', ['--version'], { encoding: 'utf8' });
  if (onPath.status === 0) return 'pgbench';
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'pgbench'))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) fail('pgbench not found on the PATH nor in /usr/lib/postgresql/*/bin (apt-get install postgresql-client).');
  return join(root, newest, 'bin', 'pgbench');
}

async function signUpBenchUser(): Promise<{ token: string; userId: string; email: string }> {
  const email = `bench-${Date.now()}-${randomBytes(3).toString('hex')}@example.com`;
  const response = await fetch(`${apiUrl}/api/auth/signup`, {
    method: 'POST',
    // Its own client address too, so that repeated runs stay under the per-IP sign-up limit.
    headers: { 'content-type': 'application/json', 'x-forwarded-for': randomClientAddress() },
    body: JSON.stringify({ firstName: 'Bench', lastName: 'Marque', email, password: `Bench-${randomUUID()}`, locale: 'fr', acceptTerms: true }),
  });
  if (response.status !== 201) fail(`sign-up answered ${response.status}: ${await response.text()}`);
  const session = (await response.json()) as { accessToken: string; user: { id: string } };
  return { token: session.accessToken, userId: session.user.id, email };
}

function torontoDayFromToday(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

async function loadApi(token: string, email: string, seconds: number): Promise<HttpRun> {
  const body = JSON.stringify({
    serviceId: 'plumbing',
    subServiceId: 'leak-repair',
    scheduledDate: torontoDayFromToday(7),
    scheduledTime: '14:30',
    firstName: 'Bench',
    lastName: 'Marque',
    email,
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
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
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
async function pgbenchScript(client: pg.Client, userId: string): Promise<{ script: string; variables: Record<string, string> }> {
  const { rows: bookings } = await client.query('select * from bookings where user_id = $1 limit 1', [userId]);
  const booking = bookings[0] as Record<string, unknown> | undefined;
  if (!booking) fail('the API run made no booking to copy');
  const { rows: mails } = await client.query(`select payload::text as payload from outbox where payload->'attachments'->0->>'content' like $1`, [
    `%UID:${String(booking.id)}@%`,
  ]);
  const { rows: messages } = await client.query('select sender_name, message, metadata::text as metadata from booking_messages where booking_id = $1', [booking.id]);
  if (!mails[0] || !messages[0]) fail('the booking has no mail or message to copy');
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

function runPgbench(binary: string, { script, variables }: { script: string; variables: Record<string, string> }, seconds: number): PgbenchSummary {
  const dir = mkdtempSync(join(tmpdir(), 'hm-bench-'));
  try {
    const file = join(dir, 'create-booking.sql');
    writeFileSync(file, script);
    const defines = Object.entries(variables).flatMap(([name, value]) => ['-D', `${name}=${value}`]);
    const args = ['-n', '-M', 'simple', '-c', String(connections), '-j', String(Math.max(1, cpus().length)), '-T', String(seconds), ...defines, '-f', file, databaseUrl!];
    const run = spawnSync(binary, args, { encoding: 'utf8' });
    const output = `${run.stdout}\n${run.stderr}`;
    if (run.status !== 0 && !/tps = /.test(output)) fail(`pgbench failed:\n${output.slice(0, 4000)}`);
    return parsePgbenchOutput(output);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function cleanUp(client: pg.Client, userId: string, email: string): Promise<void> {
  // Cascades to timeline events, messages, idempotency keys and sessions.
  await client.query('delete from bookings where user_id = $1', [userId]);
  await client.query(`delete from outbox where payload->>'to' = $1`, [email]);
  await client.query('delete from users where id = $1', [userId]);
}

const pgbench = findPgbench();
const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const user = await signUpBenchUser();
try {
  if (warmupS > 0) {
    log(`warming up the API for ${warmupS} s…`);
    await loadApi(user.token, user.email, warmupS);
  }
  log(`POST ${apiUrl}/api/bookings: ${connections} connections for ${durationS} s…`);
  const http = await loadApi(user.token, user.email, durationS);
  log(`pgbench, same SQL, ${connections} clients for ${durationS} s…`);
  const db = runPgbench(pgbench, await pgbenchScript(client, user.userId), durationS);

  const ratio = http.perSecond / db.tps;
  const { rows } = await client.query('select version() as version');
  const cpuList = cpus();
  log(
    `machine: ${cpuList.length} CPU (${cpuList[0]?.model.trim() ?? '?'}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}, ` +
      `${String((rows[0] as { version: string }).version).split(' on ')[0]}, ${execFileSync(pgbench, ['--version'], { encoding: 'utf8' }).trim()}`,
  );
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  process.stdout.write(
    `\n${formatTable([
      ['measure', 'value'],
      ['API requests/s (201 only)', http.perSecond.toFixed(0)],
      ['API latency p50 / p95 / p99 / max', `${ms(http.p50)} / ${ms(http.p95)} / ${ms(http.p99)} / ${ms(http.max)}`],
      ['API requests / errors', `${http.requests} / ${http.errors} (statuses ${JSON.stringify(http.statuses)})`],
      ['pgbench tps (same SQL)', db.tps.toFixed(0)],
      ['pgbench latency average', db.latencyAverageMs === null ? 'n/a' : ms(db.latencyAverageMs)],
      ['pgbench transactions / failed / aborted clients', `${db.transactions} / ${db.failed} / ${db.abortedClients}`],
      ['ratio API / pgbench', `${(ratio * 100).toFixed(1)} %`],
    ])}\n\n`,
  );
  const ratioOk = ratio >= BUDGET_RATIO;
  const p99Ok = http.p99 < BUDGET_P99_MS;
  log(`budget: ratio >= ${BUDGET_RATIO * 100} %: ${ratioOk ? 'met' : 'MISSED'}; p99 < ${BUDGET_P99_MS} ms: ${p99Ok ? 'met' : 'MISSED'}; errors: ${http.errors}`);
  process.exitCode = ratioOk && p99Ok && http.errors === 0 && db.abortedClients === 0 ? 0 : 2;
} finally {
  if (options.keep) log(`kept the bench user ${user.email} and its bookings`);
  else await cleanUp(client, user.userId, user.email);
  await client.end();
}
