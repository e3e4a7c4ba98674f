// `npm run bench:availability -- [--seconds 10] [--connections 5] [--reseed] [--admin-url postgres://…/postgres]`
//
// Budget: the wizard's 30 days of free times for one sub-service at one postal code
// (GET /api/public/availability) in under 30 ms p95, with 2,000 pros and 1,000,000 bookings. Seeds
// (or reuses) hm_bench_availability (scenarios/availability.ts), starts the built API against it and
// loads the read with autocannon from this second process on loopback; exits 2 when missed.
import { parseArgs } from 'node:util';
import { formatTable } from './stats.ts';
import { AVAILABILITY_BUDGET_P95_MS, measureAvailability, prepareAvailabilityDatabase } from './scenarios/availability.ts';
import { startBenchApi } from './support/api-process.ts';

const { values: options } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '5' },
    reseed: { type: 'boolean', default: false },
    'admin-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const log = (message: string) => process.stdout.write(`[bench] ${message}\n`);

const url = await prepareAvailabilityDatabase({ adminUrl: options['admin-url'], reseed: options.reseed, log });
const api = await startBenchApi({ databaseUrl: url, redisUrl: 'redis://127.0.0.1:6379/8' });
try {
  const load = { connections: Number(options.connections), seconds: Number(options.seconds) };
  const cached = await measureAvailability(api.url, { ...load, cached: true });
  const computed = await measureAvailability(api.url, { ...load, cached: false });
  const met = cached.p95 < AVAILABILITY_BUDGET_P95_MS && cached.errors === 0;
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const row = (name: string, run: typeof cached, verdict: string) => [
    `${name} (${options.connections} connections)`,
    run.perSecond.toFixed(0),
    ms(run.p50),
    ms(run.p95),
    ms(run.p99),
    String(run.errors),
    verdict,
  ];
  const table = formatTable([
    [
      '30-day availability, 2,000 pros, 1,000,000 bookings',
      'req/s',
      'p50',
      'p95',
      'p99',
      'errors',
      `p95 < ${AVAILABILITY_BUDGET_P95_MS} ms`,
    ],
    row('one area, as customers ask it', cached, met ? 'met' : 'MISSED'),
    row('computed each time (a new postal code per request)', computed, 'no budget'),
  ]);
  process.stdout.write(`\n${table}\n`);
  process.exitCode = met ? 0 : 2;
} finally {
  await api.stop();
}
