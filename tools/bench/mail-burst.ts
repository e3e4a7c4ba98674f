// `npm run bench:mail-burst -- [--bookings 10000] [--in-flight 50] [--drain-timeout 600]`
//
// Budget: the confirmation e-mails of a 10,000-booking burst are all delivered, once each.
// Recreates the database hm_bench_mail, empties Redis database 9 (the bench's own), starts the
// built API and worker, and a real SMTP server (smtp-server) that records every message it accepts;
// then sends the burst of POST /api/bookings, waits until the outbox and the mail queue have
// drained, and checks that every booking number the database holds arrived exactly once.
import { parseArgs } from 'node:util';
import pg from 'pg';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { randomClientAddress } from './http-load.ts';
import { formatTable } from './stats.ts';
import { startBenchApi } from './support/api-process.ts';
import { recreateDatabase } from './support/bench-database.ts';
import { tokensFor } from './support/tokens.ts';
import { startSmtpSink } from './support/smtp-sink.ts';
import { startBenchWorker } from './support/worker-process.ts';

const REDIS_URL = 'redis://127.0.0.1:6379/9';
const BOOKING_NUMBER = /HM-\d{4}-\d{9}/;

const { values: options } = parseArgs({
  options: {
    bookings: { type: 'string', default: '10000' },
    'in-flight': { type: 'string', default: '50' },
    'drain-timeout': { type: 'string', default: '600' },
    'admin-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const total = Number(options.bookings);
const log = (message: string) => process.stdout.write(`[bench] ${message}\n`);

// Mails received, by booking number (a second delivery of the same booking is a duplicate).
const delivered = new Map<string, number>();
let firstMailAt = 0;
let lastMailAt = 0;
const smtp = await startSmtpSink((head) => {
  const number = BOOKING_NUMBER.exec(head)?.[0] ?? 'unknown';
  delivered.set(number, (delivered.get(number) ?? 0) + 1);
  lastMailAt = Date.now();
  firstMailAt ||= lastMailAt;
});
const smtpUrl = smtp.url;

const redis = new Redis(REDIS_URL);
await redis.flushdb();
await redis.quit();
const databaseUrl = await recreateDatabase(options['admin-url'], 'hm_bench_mail');
const api = await startBenchApi({ databaseUrl, redisUrl: REDIS_URL });
const worker = startBenchWorker({ databaseUrl, redisUrl: REDIS_URL, smtpUrl, publicUrl: api.url });

try {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ id: string }>(
    `insert into users (first_name, last_name, email, role, locale) values ('Rafale', 'Courriel', 'bench-burst@example.com', 'customer', 'fr') returning id`,
  );
  const userId = rows[0]!.id;
  const token = (await tokensFor(client, api.jwtSecret, [{ id: userId, role: 'customer' }])).get(userId)!;

  const day = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const body = JSON.stringify({
    serviceId: 'cleaning',
    subServiceId: 'deep-cleaning',
    scheduledDate: day,
    scheduledTime: '10:00',
    firstName: 'Rafale',
    lastName: 'Courriel',
    email: 'bench-burst@example.com',
    phone: '514-555-0000',
    address: '500 rue Sherbrooke Ouest',
    city: 'Montréal',
    postalCode: 'h3a1b9',
    locale: 'fr',
  });
  const burstStarted = Date.now();
  let sent = 0;
  let refused = 0;
  const send = async () => {
    while (sent < total) {
      sent += 1;
      const response = await fetch(`${api.url}/api/bookings`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'idempotency-key': randomUUID(),
          'x-forwarded-for': randomClientAddress(),
        },
        body,
      });
      if (response.status !== 201) refused += 1;
      await response.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: Number(options['in-flight']) }, send));
  const burstSeconds = (Date.now() - burstStarted) / 1000;
  log(`${total} bookings sent in ${burstSeconds.toFixed(1)} s (${refused} refused); waiting for the mails`);

  const { rows: stored } = await client.query<{ booking_number: string }>('select booking_number from bookings where user_id = $1', [
    userId,
  ]);
  const deadline = Date.now() + Number(options['drain-timeout']) * 1000;
  let lastCount = -1;
  while (Date.now() < deadline) {
    const count = [...delivered.values()].reduce((sum, n) => sum + n, 0);
    const { rows: pending } = await client.query<{ n: string }>('select count(*) as n from outbox where relayed_at is null');
    if (count >= stored.length && Number(pending[0]!.n) === 0) break;
    if (count !== lastCount) log(`${count} of ${stored.length} mails delivered, ${pending[0]!.n} outbox rows waiting`);
    lastCount = count;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  // A short grace period so a late duplicate would still be seen.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  await client.end();

  const missing = stored.filter((row) => !delivered.has(row.booking_number)).length;
  const duplicates = [...delivered.values()].filter((n) => n > 1).length;
  const strangers = [...delivered.keys()].filter((number) => !stored.some((row) => row.booking_number === number)).length;
  const mails = [...delivered.values()].reduce((sum, n) => sum + n, 0);
  const drainSeconds = (lastMailAt - burstStarted) / 1000;
  process.stdout.write(
    `\n${formatTable([
      ['bookings stored', 'mails received', 'missing', 'duplicated', 'unknown', 'burst', 'last mail after', 'mail rate'],
      [
        String(stored.length),
        String(mails),
        String(missing),
        String(duplicates),
        String(strangers),
        `${burstSeconds.toFixed(1)} s`,
        `${drainSeconds.toFixed(1)} s`,
        `${(mails / Math.max(0.001, (lastMailAt - firstMailAt) / 1000)).toFixed(0)} /s`,
      ],
    ])}\n`,
  );
  const met = stored.length === total && missing === 0 && duplicates === 0 && strangers === 0;
  process.stdout.write(`every confirmation delivered exactly once: ${met ? 'yes' : 'NO'}\n`);
  process.exitCode = met ? 0 : 2;
} finally {
  await worker.stop();
  await api.stop();
  smtp.close();
}
