// `npm run bench:dashboard -- [--customers 20000] [--bookings 1000000] [--seconds 10]
//   [--connections 5] [--reseed] [--admin-url postgres://…/postgres]`
//
// Issue 5 budget: with 1,000,000 bookings across 20,000 customers, one customer's dashboard list
// and counts, and a reservation page's data, each answer in under 20 ms p95. Seeds (or reuses) the
// database hm_bench_scale, starts the built API against it, and loads each read with autocannon
// from this second process on loopback; prints a table and exits 2 when a budget is missed.
import type autocannon from 'autocannon';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { randomClientAddress, runHttpLoad, type HttpRun } from './http-load.ts';
import { prepareScale } from './support/scale-setup.ts';
import { formatTable } from './stats.ts';
import { tokensFor } from './support/tokens.ts';

const BUDGET_P95_MS = 20;

const { values: options } = parseArgs({
  options: {
    customers: { type: 'string', default: '20000' },
    bookings: { type: 'string', default: '1000000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '5' },
    reseed: { type: 'boolean', default: false },
    'admin-url': { type: 'string' },
  },
});

const log = (message: string) => process.stdout.write(`[bench] ${message}\n`);

const { databaseUrl, api } = await prepareScale({
  customers: Number(options.customers),
  bookings: Number(options.bookings),
  reseed: options.reseed,
  adminUrl: options['admin-url'],
});

try {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  // A customer with a typical number of bookings (bookings / customers), one of them in the middle of the table.
  const { rows } = await client.query<{ id: string; last_name: string; booking_number: string; n: string }>(
    `select u.id, u.last_name, b.booking_number, (select count(*) from bookings where user_id = u.id) as n
     from users u join bookings b on b.user_id = u.id
     where u.email = 'bench-customer-777@example.com' order by b.created_at desc limit 1`,
  );
  const customer = rows[0];
  if (!customer) throw new Error('the seeded customer bench-customer-777 has no booking');
  const token = (await tokensFor(client, api.jwtSecret, [{ id: customer.id, role: 'customer' }])).get(customer.id)!;
  await client.end();
  log(`customer with ${customer.n} bookings; reservation ${customer.booking_number}`);

  const number = encodeURIComponent(customer.booking_number);
  const scenarios: [string, string][] = [
    ['dashboard list (newest first)', '/api/bookings'],
    ['dashboard list (search + status + sort)', `/api/bookings?search=${encodeURIComponent(customer.last_name.slice(0, 4).toLowerCase())}&status=completed&sort=scheduledDate&direction=asc`],
    ['dashboard list (page 2, by number)', '/api/bookings?sort=bookingNumber&direction=desc&page=2'],
    ['dashboard counts', '/api/bookings/stats'],
    ['dashboard activity (90 days)', '/api/bookings/activity?days=90'],
    ['reservation', `/api/bookings/${number}`],
    ['reservation timeline', `/api/bookings/${number}/timeline`],
    ['reservation messages', `/api/bookings/${number}/messages`],
  ];

  const results: [string, HttpRun][] = [];
  for (const [name, path] of scenarios) {
    // Warm-up (not counted): first plans, connection pool, JIT.
    await runHttpLoad({ url: api.url, connections: 2, seconds: 1, okStatus: 200, requests: [request(path, token)] });
    const run = await runHttpLoad({ url: api.url, connections: Number(options.connections), seconds: Number(options.seconds), okStatus: 200, requests: [request(path, token)] });
    results.push([name, run]);
    log(`${name}: ${run.perSecond.toFixed(0)} req/s, p95 ${run.p95.toFixed(1)} ms, statuses ${JSON.stringify(run.statuses)}`);
  }

  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const table = formatTable([
    ['scenario', 'req/s', 'p50', 'p95', 'p99', 'errors', `p95 < ${BUDGET_P95_MS} ms`],
    ...results.map(([name, run]) => [name, run.perSecond.toFixed(0), ms(run.p50), ms(run.p95), ms(run.p99), String(run.errors), run.p95 < BUDGET_P95_MS && run.errors === 0 ? 'met' : 'MISSED']),
  ]);
  process.stdout.write(`\n${options.bookings} bookings over ${options.customers} customers, ${options.connections} connections, ${options.seconds} s each\n${table}\n`);
  process.exitCode = results.every(([, run]) => run.p95 < BUDGET_P95_MS && run.errors === 0) ? 0 : 2;
} finally {
  await api.stop();
}

function request(path: string, token: string): autocannon.Request {
  return {
    method: 'GET',
    path,
    headers: { authorization: `Bearer ${token}` },
    setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'x-forwarded-for': randomClientAddress() } }),
  };
}
