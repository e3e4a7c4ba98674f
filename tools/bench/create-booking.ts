// `npm run bench:create-booking -- [API_URL] [--duration 15] [--connections 50] [--warmup 3]
//   [--database-url postgres://...] [--keep]`
//
// Measures POST /api/bookings against a running API (default http://localhost:3000), then has
// pgbench run the same transaction's SQL against the same database for the same duration and
// concurrency, and prints both rates and their ratio (see scenarios/create-booking.ts). Run it
// against a stack of its own (TRUST_PROXY=1): it writes real bookings (deleted again at the end
// unless --keep) and, if a worker runs, their mails are sent. `npm run bench` runs it too, on the
// seeded database, with the other scenarios.
import { parseArgs } from 'node:util';
import { formatTable } from './stats.ts';
import { CREATE_BOOKING_BUDGET, measureCreateBooking } from './scenarios/create-booking.ts';
import { describeMachine } from './support/machine.ts';

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
const log = (message: string) => process.stdout.write(`[bench] ${message}\n`);
const databaseUrl = options['database-url'] ?? process.env.DATABASE_URL;
if (!databaseUrl) {
  process.stderr.write("[bench] Give the API's database as --database-url or DATABASE_URL (pgbench runs against it).\n");
  process.exit(1);
}

const result = await measureCreateBooking({
  apiUrl: (positionals[0] ?? 'http://localhost:3000').replace(/\/+$/, ''),
  databaseUrl,
  connections: Number(options.connections),
  seconds: Number(options.duration),
  warmupSeconds: Number(options.warmup),
  keep: options.keep,
  log,
});
const { http, sameSql: db, writeOnly, ratio } = result;
log(`machine: ${await describeMachine(databaseUrl)}`);
const ms = (value: number) => `${value.toFixed(1)} ms`;
process.stdout.write(
  `\n${formatTable([
    ['measure', 'value'],
    ['API requests/s (201 only)', http.perSecond.toFixed(0)],
    ['API latency p50 / p95 / p99 / max', `${ms(http.p50)} / ${ms(http.p95)} / ${ms(http.p99)} / ${ms(http.max)}`],
    ['API requests / errors', `${http.requests} / ${http.errors} (statuses ${JSON.stringify(http.statuses)})`],
    ['pgbench tps (same SQL: the read and the write)', db.tps.toFixed(0)],
    ['pgbench latency average', db.latencyAverageMs === null ? 'n/a' : ms(db.latencyAverageMs)],
    ['pgbench transactions / failed / aborted clients', `${db.transactions} / ${db.failed} / ${db.abortedClients}`],
    ['ratio API / pgbench', `${(ratio * 100).toFixed(1)} %`],
    ['pgbench tps, the write alone (for comparison)', writeOnly.tps.toFixed(0)],
    ['ratio API / pgbench on the write alone', `${((http.perSecond / writeOnly.tps) * 100).toFixed(1)} %`],
  ])}\n\n`,
);
log(
  `budget: ratio >= ${CREATE_BOOKING_BUDGET.ratio * 100} %: ${ratio >= CREATE_BOOKING_BUDGET.ratio ? 'met' : 'MISSED'}; ` +
    `p99 < ${CREATE_BOOKING_BUDGET.p99Ms} ms: ${http.p99 < CREATE_BOOKING_BUDGET.p99Ms ? 'met' : 'MISSED'}; errors: ${http.errors}`,
);
process.exitCode = result.met ? 0 : 2;
