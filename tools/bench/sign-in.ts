// `npm run bench:sign-in -- [--seconds 10] [--connections 10] [--accounts 1000]
//   [--customers 20000] [--bookings 1000000] [--reseed]`
//
// POST /api/auth/login on the seeded hm_bench_scale database (see scenarios/sign-in.ts): prints
// requests/s and latency percentiles; exits 2 on any error answer.
import { parseArgs } from 'node:util';
import { formatTable } from './stats.ts';
import { measureSignIn } from './scenarios/sign-in.ts';
import { prepareScale } from './support/scale-setup.ts';

const { values: options } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    accounts: { type: 'string', default: '1000' },
    customers: { type: 'string', default: '20000' },
    bookings: { type: 'string', default: '1000000' },
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
  const run = await measureSignIn(
    api.url,
    databaseUrl,
    { connections: Number(options.connections), seconds: Number(options.seconds), accounts: Number(options.accounts) },
    log,
  );
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  process.stdout.write(
    `\n${formatTable([
      ['scenario', 'req/s', 'p50', 'p95', 'p99', 'errors', 'statuses'],
      ['sign-in', run.perSecond.toFixed(0), ms(run.p50), ms(run.p95), ms(run.p99), String(run.errors), JSON.stringify(run.statuses)],
    ])}\n`,
  );
  process.exitCode = run.errors === 0 ? 0 : 2;
} finally {
  await api.stop();
}
