// `npm run bench:dashboard -- [--customers 20000] [--bookings 1000000] [--seconds 10]
//   [--connections 5] [--reseed] [--admin-url postgres://…/postgres]`
//
// Budget: with 1,000,000 bookings across 20,000 customers, one customer's dashboard list
// and counts, and a reservation page's data, each answer in under 20 ms p95. Seeds (or reuses) the
// database hm_bench_scale, starts the built API against it, and loads each read with autocannon
// from this second process on loopback; prints a table and exits 2 when a budget is missed.
import { parseArgs } from 'node:util';
import { formatTable } from './stats.ts';
import { measureScaleReads, SCALE_READ_BUDGET_P95_MS } from './scenarios/scale-reads.ts';
import { prepareScale } from './support/scale-setup.ts';

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
  const results = await measureScaleReads(
    api,
    databaseUrl,
    { connections: Number(options.connections), seconds: Number(options.seconds) },
    log,
  );
  const met = (run: (typeof results)[number]['run']) => run.p95 < SCALE_READ_BUDGET_P95_MS && run.errors === 0;
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const table = formatTable([
    ['scenario', 'req/s', 'p50', 'p95', 'p99', 'errors', `p95 < ${SCALE_READ_BUDGET_P95_MS} ms`],
    ...results.map(({ group, name, run }) => [
      `${group}: ${name}`,
      run.perSecond.toFixed(0),
      ms(run.p50),
      ms(run.p95),
      ms(run.p99),
      String(run.errors),
      met(run) ? 'met' : 'MISSED',
    ]),
  ]);
  process.stdout.write(
    `\n${options.bookings} bookings over ${options.customers} customers, ${options.connections} connections, ${options.seconds} s each\n${table}\n`,
  );
  process.exitCode = results.every(({ run }) => met(run)) ? 0 : 2;
} finally {
  await api.stop();
}
