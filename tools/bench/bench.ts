// `npm run bench -- [--seconds 10] [--customers 20000] [--bookings 1000000] [--posts 100000]
//   [--sockets 1000] [--pros 200] [--events 300] [--reseed] [--admin-url postgres://…/postgres]`
//
// Every scenario in one run, against databases of the benchmarks' own (seeded once, then reused):
// the raw-database ceiling (pgbench: a single-row INSERT and an indexed SELECT), then create
// booking (and what metrics and tracing cost it), dashboard list + counts, reservation page data, a receipt's PDF, sign-in and socket fan-out on
// hm_bench_scale (1,000,000 bookings over 20,000 customers), then blog search on hm_bench_blog
// (100,000 posts), then the wizard's availability read on hm_bench_availability (2,000 pros,
// 1,000,000 bookings), then booking messages translated for their reader on hm_bench_translation. The built API runs as its own process; autocannon and pgbench load it from
// this one over loopback. Prints one table (requests/s, p50, p95, p99, errors, ratio to the ceiling of
// the same run, budget) and exits 2 when a budget is missed. Each scenario also has a script of
// its own (bench:create-booking, bench:dashboard, bench:socket-fanout, bench:blog-search,
// bench:availability, bench:message-translation).
import { parseArgs } from 'node:util';
import type { HttpRun } from './http-load.ts';
import { formatTable, percentile, type PgbenchSummary } from './stats.ts';
import { AVAILABILITY_BUDGET_P95_MS, measureAvailability, prepareAvailabilityDatabase } from './scenarios/availability.ts';
import { BLOG_SEARCH_BUDGET_P95_MS, measureBlogSearch, prepareBlogDatabase } from './scenarios/blog-search.ts';
import { measureCeilings } from './scenarios/ceilings.ts';
import { measureMessageTranslation, MESSAGE_TRANSLATION_BUDGET } from './scenarios/message-translation.ts';
import { CREATE_BOOKING_BUDGET, measureCreateBooking } from './scenarios/create-booking.ts';
import { measureObservabilityOverhead, OBSERVABILITY_BUDGET } from './scenarios/observability-overhead.ts';
import { measureReceiptPdf, RECEIPT_PDF_BUDGET_P95_MS } from './scenarios/receipt-pdf.ts';
import { measureScaleReads, SCALE_READ_BUDGET_P95_MS } from './scenarios/scale-reads.ts';
import { measureSignIn } from './scenarios/sign-in.ts';
import { measureSocketFanout, SOCKET_FANOUT_BUDGET_P95_MS } from './scenarios/socket-fanout.ts';
import { startBenchApi } from './support/api-process.ts';
import { describeMachine } from './support/machine.ts';
import { prepareScale } from './support/scale-setup.ts';

const { values: options } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    customers: { type: 'string', default: '20000' },
    bookings: { type: 'string', default: '1000000' },
    posts: { type: 'string', default: '100000' },
    sockets: { type: 'string', default: '1000' },
    pros: { type: 'string', default: '200' },
    events: { type: 'string', default: '300' },
    reseed: { type: 'boolean', default: false },
    'admin-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const seconds = Number(options.seconds);
const log = (message: string) => process.stdout.write(`[bench] ${message}\n`);

/** One line of the table. `ratio` is the scenario's rate over its ceiling; `met` null when no budget applies. */
interface Row {
  scenario: string;
  perSecond: string;
  p50: string;
  p95: string;
  p99: string;
  errors: string;
  ratio: string;
  budget: string;
  met: boolean | null;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
const httpRow = (scenario: string, run: HttpRun, ceilingTps: number, budget: string, met: boolean | null): Row => ({
  scenario,
  perSecond: run.perSecond.toFixed(0),
  p50: ms(run.p50),
  p95: ms(run.p95),
  p99: ms(run.p99),
  errors: String(run.errors),
  ratio: percent(run.perSecond / ceilingTps),
  budget,
  met,
});

/** A pgbench run's row: its rate against the single-row INSERT's (`ceilingTps`; itself: 100 %). */
const pgbenchRow = (scenario: string, summary: PgbenchSummary, ceilingTps: number): Row => ({
  scenario,
  perSecond: summary.tps.toFixed(0),
  p50: summary.latencyAverageMs === null ? 'n/a' : `avg ${ms(summary.latencyAverageMs)}`,
  p95: '',
  p99: '',
  errors: String(summary.failed + summary.abortedClients),
  ratio: percent(summary.tps / ceilingTps),
  budget: '',
  met: null,
});

const rows: Row[] = [];
const started = performance.now();
const scale = await prepareScale({
  customers: Number(options.customers),
  bookings: Number(options.bookings),
  reseed: options.reseed,
  adminUrl: options['admin-url'],
});
let machine = '';
try {
  machine = await describeMachine(scale.databaseUrl);
  const ceilings = await measureCeilings(scale.databaseUrl, { clients: 50, seconds }, log);
  rows.push(
    pgbenchRow('pgbench: single-row INSERT (ceiling)', ceilings.insert, ceilings.insert.tps),
    pgbenchRow('pgbench: indexed SELECT (ceiling)', ceilings.select, ceilings.select.tps),
  );

  const booking = await measureCreateBooking({
    apiUrl: scale.api.url,
    databaseUrl: scale.databaseUrl,
    connections: 50,
    seconds: Math.max(seconds, 15),
    warmupSeconds: 3,
    log,
  });
  rows.push(
    pgbenchRow('pgbench: the create-booking SQL (its read and its write)', booking.sameSql, ceilings.insert.tps),
    pgbenchRow('pgbench: the create-booking write alone (comparison)', booking.writeOnly, ceilings.insert.tps),
  );
  rows.push({
    ...httpRow(
      'create booking (50 connections)',
      booking.http,
      ceilings.insert.tps,
      `≥ ${CREATE_BOOKING_BUDGET.ratio * 100} % of the same SQL (${percent(booking.ratio)}), p99 < ${CREATE_BOOKING_BUDGET.p99Ms} ms`,
      booking.met,
    ),
  });

  const observability = await measureObservabilityOverhead({
    databaseUrl: scale.databaseUrl,
    redisUrl: 'redis://127.0.0.1:6379/8',
    connections: 50,
    seconds,
    rounds: 2,
    // As shipped (OTEL_TRACES_SAMPLE_PERCENT's default).
    samplePercent: 10,
    log,
  });
  for (const [name, run] of [
    ['create booking, API without metrics or tracing (50 connections, 2 rounds)', observability.plain],
    [
      `create booking, API scraped every 5 s and 10 % of requests traced to a local collector (${observability.spans} spans)`,
      observability.observed,
    ],
  ] as const) {
    rows.push(httpRow(name, run, ceilings.insert.tps, '', null));
  }
  rows.push({
    scenario: 'metrics and tracing: cost on create booking',
    perSecond: '',
    p50: '',
    p95: '',
    p99: '',
    errors: '',
    ratio: percent(observability.cost),
    budget: `< ${OBSERVABILITY_BUDGET.maxCost * 100} % of the rate`,
    met: observability.met,
  });

  for (const read of await measureScaleReads(scale.api, scale.databaseUrl, { connections: 5, seconds }, log)) {
    const met = read.run.p95 < SCALE_READ_BUDGET_P95_MS && read.run.errors === 0;
    rows.push(
      httpRow(`${read.group}: ${read.name} (5 connections)`, read.run, ceilings.select.tps, `p95 < ${SCALE_READ_BUDGET_P95_MS} ms`, met),
    );
  }

  const receipt = await measureReceiptPdf(scale.api, scale.databaseUrl, { connections: 4, seconds }, log);
  rows.push(
    httpRow(
      'receipt PDF: read and render (4 connections)',
      receipt.run,
      ceilings.select.tps,
      `p95 < ${RECEIPT_PDF_BUDGET_P95_MS} ms`,
      receipt.met,
    ),
  );

  const signIn = await measureSignIn(scale.api.url, scale.databaseUrl, { connections: 10, seconds, accounts: 1000 }, log);
  rows.push(httpRow('sign-in, argon2id (10 connections)', signIn, ceilings.select.tps, 'no errors', signIn.errors === 0));

  const fanout = await measureSocketFanout(
    scale.api,
    scale.databaseUrl,
    { sockets: Number(options.sockets), pros: Number(options.pros), events: Number(options.events), inFlight: 10, timeoutMs: 5000 },
    log,
  );
  rows.push({
    scenario: `socket fan-out: one party's event to the other's receipt (${fanout.sockets} sockets: ${fanout.customers} customers + ${fanout.pros} pros, ${fanout.events} events, ${fanout.lost} lost)`,
    perSecond: fanout.perSecond.toFixed(0),
    p50: `${percentile(fanout.sinceEvent, 50)} ms`,
    p95: `${percentile(fanout.sinceEvent, 95)} ms`,
    p99: `${percentile(fanout.sinceEvent, 99)} ms`,
    errors: String(fanout.failedRequests + fanout.lost),
    ratio: '',
    budget: `p95 < ${SOCKET_FANOUT_BUDGET_P95_MS} ms, none lost`,
    met: fanout.met,
  });
} finally {
  await scale.api.stop();
}

const blogUrl = await prepareBlogDatabase({ posts: Number(options.posts), adminUrl: options['admin-url'], reseed: options.reseed, log });
const blogApi = await startBenchApi({ databaseUrl: blogUrl, redisUrl: 'redis://127.0.0.1:6379/8' });
try {
  const selectCeiling = Number(rows.find((row) => row.scenario.startsWith('pgbench: indexed SELECT'))!.perSecond);
  for (const result of await measureBlogSearch(blogApi.url, { connections: 5, seconds }, log)) {
    const met = result.budgeted ? result.run.p95 < BLOG_SEARCH_BUDGET_P95_MS && result.run.errors === 0 : null;
    rows.push(
      httpRow(
        `blog: ${result.name} (5 connections)`,
        result.run,
        selectCeiling,
        result.budgeted ? `p95 < ${BLOG_SEARCH_BUDGET_P95_MS} ms` : '',
        met,
      ),
    );
  }
} finally {
  await blogApi.stop();
}

const availabilityUrl = await prepareAvailabilityDatabase({ adminUrl: options['admin-url'], reseed: options.reseed, log });
const availabilityApi = await startBenchApi({ databaseUrl: availabilityUrl, redisUrl: 'redis://127.0.0.1:6379/8' });
try {
  const selectCeiling = Number(rows.find((row) => row.scenario.startsWith('pgbench: indexed SELECT'))!.perSecond);
  const run = await measureAvailability(availabilityApi.url, { connections: 5, seconds, cached: true });
  const met = run.p95 < AVAILABILITY_BUDGET_P95_MS && run.errors === 0;
  rows.push(
    httpRow(
      'availability: 30 days of one area, 2,000 pros, 1,000,000 bookings (5 connections)',
      run,
      selectCeiling,
      `p95 < ${AVAILABILITY_BUDGET_P95_MS} ms`,
      met,
    ),
  );
  const computed = await measureAvailability(availabilityApi.url, { connections: 5, seconds, cached: false });
  rows.push(httpRow('availability: computed each time (a new postal code per request, 5 connections)', computed, selectCeiling, '', null));
} finally {
  await availabilityApi.stop();
}

// Booking messages in each reader's language, on a small database of its own (hm_bench_translation).
const translation = await measureMessageTranslation({
  adminUrl: options['admin-url'],
  redisUrl: 'redis://127.0.0.1:6379/11',
  customers: 200,
  messages: 100,
  spacingMs: 200,
  delayMs: 300,
  connections: 50,
  seconds,
  rounds: 2,
  timeoutMs: 10_000,
  workerDuringRate: false,
  log,
});
{
  const insertCeiling = Number(rows.find((row) => row.scenario.startsWith('pgbench: single-row INSERT'))!.perSecond);
  const latency = translation.sendToTranslation;
  rows.push({
    scenario: `message translation: send to the reader's receipt of the translation (stand-in answering in 300 ms, ${latency.length + translation.lost} messages, ${translation.lost} lost)`,
    perSecond: '',
    p50: `${percentile(latency, 50)} ms`,
    p95: `${percentile(latency, 95)} ms`,
    p99: `${percentile(latency, 99)} ms`,
    errors: String(translation.lost + translation.failedSends),
    ratio: '',
    budget: `p95 < ${MESSAGE_TRANSLATION_BUDGET.p95Ms} ms, none lost`,
    met: translation.lost === 0 && translation.failedSends === 0 && percentile(latency, 95) < MESSAGE_TRANSLATION_BUDGET.p95Ms,
  });
  rows.push(httpRow('create message, translation off (50 connections, 2 rounds)', translation.off, insertCeiling, '', null));
  rows.push(httpRow('create message, translation on (50 connections, 2 rounds)', translation.on, insertCeiling, '', null));
  rows.push({
    scenario: 'message translation: cost on create message',
    perSecond: '',
    p50: '',
    p95: '',
    p99: '',
    errors: '',
    ratio: percent(translation.slowdown),
    budget: `< ${MESSAGE_TRANSLATION_BUDGET.maxSlowdown * 100} % of the rate`,
    met: translation.slowdown < MESSAGE_TRANSLATION_BUDGET.maxSlowdown && translation.off.errors === 0 && translation.on.errors === 0,
  });
}

const verdict = (met: boolean | null) => (met === null ? '' : met ? 'met' : 'MISSED');
process.stdout.write(
  `\n${options.bookings} bookings over ${options.customers} customers; ${options.posts} blog posts; ${seconds} s per scenario; ` +
    `ratios are to the pgbench ceiling of this run (writes to the INSERT, reads and sign-in to the SELECT)\n` +
    `machine: ${machine}\n\n` +
    `${formatTable([
      ['scenario', 'req/s', 'p50', 'p95', 'p99', 'errors', 'ratio to ceiling', 'budget', 'verdict'],
      ...rows.map((row) => [row.scenario, row.perSecond, row.p50, row.p95, row.p99, row.errors, row.ratio, row.budget, verdict(row.met)]),
    ])}\n\n`,
);
log(`done in ${((performance.now() - started) / 60_000).toFixed(1)} min`);
process.exitCode = rows.every((row) => row.met !== false) ? 0 : 2;
