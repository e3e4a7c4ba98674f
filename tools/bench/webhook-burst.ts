// `npm run bench:webhook-burst -- [--events 1000] [--duplicates 100] [--workers 2]`
//
// Budget (docs/payments-by-card.md, BENCHMARKS.md): a burst of 1,000 Stripe webhook events is
// processed exactly once each, p95 from the event's receipt to the booking's new payment state < 1 s.
// Recreates the database hm_bench_webhooks, empties Redis database 9, starts the local Stripe
// stand-in, the built API and <workers> worker copies with card payments on; makes <events> completed bookings with
// an agreed price, a saved card and a card charge on its way, then has the stand-in send one signed
// `payment_intent.succeeded` per charge as fast as the API takes them, plus <duplicates> repeats.
// Each event is timed from its delivery's answer to its payment row (recorded by the worker).
import { parseArgs } from 'node:util';
import pg from 'pg';
import { Redis } from 'ioredis';
import Stripe from 'stripe';
import { CHARGE_ON_ITS_WAY_CENTS, insertChargesOnTheirWay } from '@hm/worker/testing/charges-on-their-way';
import { StripeStandIn } from '@hm/worker/testing/stripe-stand-in';
import { formatTable, percentile } from './stats.ts';
import { startBenchApi } from './support/api-process.ts';
import { recreateDatabase } from './support/bench-database.ts';
import { startSmtpSink } from './support/smtp-sink.ts';
import { startBenchWorker } from './support/worker-process.ts';

export const WEBHOOK_BURST_BUDGET_P95_MS = 1000;
const REDIS_URL = 'redis://127.0.0.1:6379/9';
const WEBHOOK_SECRET = 'whsec_bench_webhook_burst';
const SECRET_KEY = 'sk_test_bench_webhook_burst';

const { values: options } = parseArgs({
  options: {
    events: { type: 'string', default: '1000' },
    duplicates: { type: 'string', default: '100' },
    // As deployed (deploy/k8s/worker.yaml: 2 replicas): the copies share the outbox and the queue.
    workers: { type: 'string', default: '2' },
    'drain-timeout': { type: 'string', default: '120' },
    'admin-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const total = Number(options.events);
const log = (message: string) => process.stdout.write(`[bench] ${message}\n`);

// The worker sends receipts by e-mail: a sink that accepts and forgets them.
const smtp = await startSmtpSink();
const smtpUrl = smtp.url;

const redis = new Redis(REDIS_URL);
await redis.flushdb();
await redis.quit();
const stand = await StripeStandIn.start({ webhookSecret: WEBHOOK_SECRET });
const stripeEnv = {
  STRIPE_SECRET_KEY: SECRET_KEY,
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_HOST: '127.0.0.1',
  STRIPE_API_PORT: String(stand.port),
  STRIPE_API_PROTOCOL: 'http',
};
const databaseUrl = await recreateDatabase(options['admin-url'], 'hm_bench_webhooks');
const api = await startBenchApi({ databaseUrl, redisUrl: REDIS_URL, extraEnv: stripeEnv });
const workers = Array.from({ length: Number(options.workers) }, () =>
  startBenchWorker({ databaseUrl, redisUrl: REDIS_URL, smtpUrl, publicUrl: api.url, extraEnv: stripeEnv }),
);
stand.webhookUrl = `${api.url}/api/payments/webhook`;

try {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  log(`making ${total} completed bookings with a saved card and a charge on its way`);
  const sdk = new Stripe(SECRET_KEY, { host: '127.0.0.1', port: stand.port, protocol: 'http' });
  const customer = await sdk.customers.create({ email: 'bench-cards@example.com' });
  const charges = await insertChargesOnTheirWay(client, total, customer.id);
  // The charges' PaymentIntents at Stripe (not confirmed: no event yet), then their events at once.
  const intents: string[] = [];
  for (const charge of charges) {
    const intent = await sdk.paymentIntents.create({
      amount: CHARGE_ON_ITS_WAY_CENTS,
      currency: 'cad',
      customer: customer.id,
      payment_method: 'pm_card_visa',
      metadata: { booking_id: charge.bookingId, charge_id: charge.chargeId },
    });
    intents.push(intent.id);
  }
  log(`firing ${total} payment_intent.succeeded events and ${options.duplicates} duplicates`);
  const burstStarted = Date.now();
  const events = await Promise.all(intents.map((id) => stand.fireEvent('payment_intent.succeeded', id)));
  for (const event of events.slice(0, Number(options.duplicates))) await stand.resend(event.id);
  await stand.settled();
  const burstSeconds = (Date.now() - burstStarted) / 1000;

  const deadline = Date.now() + Number(options['drain-timeout']) * 1000;
  let paid = 0;
  while (Date.now() < deadline) {
    paid = Number((await client.query<{ n: string }>('select count(*) as n from booking_payments')).rows[0]!.n);
    if (paid >= total) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await new Promise((resolve) => setTimeout(resolve, 2000)); // a late duplicate would still be seen
  const { rows: recorded } = await client.query<{ booking_id: string; n: string; at: Date }>(
    `select booking_id, count(*) as n, min(recorded_at) as at from booking_payments group by booking_id`,
  );
  const { rows: stored } = await client.query<{ n: string; done: string }>(
    `select count(*) as n, count(processed_at) as done from stripe_events`,
  );
  await client.end();

  const byBooking = new Map(recorded.map((row) => [row.booking_id, row]));
  const latencies = events.map((event, index) => {
    const row = byBooking.get(charges[index]!.bookingId);
    const received = event.attempts.find((attempt) => attempt.status === 200 && !attempt.resend)?.at ?? Number.NaN;
    return row ? row.at.getTime() - received : Number.NaN;
  });
  const measured = latencies.filter(Number.isFinite).sort((a, b) => a - b);
  const duplicates = recorded.filter((row) => Number(row.n) > 1).length;
  const p95 = percentile(measured, 95);
  process.stdout.write(
    `\n${formatTable([
      ['events', 'stored', 'processed', 'payments', 'duplicated', 'burst', 'p50', 'p95', 'max'],
      [
        String(total + Number(options.duplicates)),
        stored[0]!.n,
        stored[0]!.done,
        String(recorded.length),
        String(duplicates),
        `${burstSeconds.toFixed(1)} s`,
        `${percentile(measured, 50).toFixed(0)} ms`,
        `${p95.toFixed(0)} ms`,
        `${(measured.at(-1) ?? Number.NaN).toFixed(0)} ms`,
      ],
    ])}\n`,
  );
  const met = recorded.length === total && duplicates === 0 && measured.length === total && p95 < WEBHOOK_BURST_BUDGET_P95_MS;
  process.stdout.write(`each event applied once, p95 < ${WEBHOOK_BURST_BUDGET_P95_MS} ms: ${met ? 'yes' : 'NO'}\n`);
  process.exitCode = met ? 0 : 2;
} finally {
  await Promise.all(workers.map((worker) => worker.stop()));
  await api.stop();
  await stand.close();
  smtp.close();
}
