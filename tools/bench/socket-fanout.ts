// `npm run bench:socket-fanout -- [--sockets 1000] [--events 300] [--in-flight 10]
//   [--customers 20000] [--bookings 1000000] [--reseed]`
//
// Budget: a timeline event reaches a connected browser in under 200 ms p95 with 1,000
// connected sockets. Uses the seeded hm_bench_scale database (see dashboard.ts), starts the built
// API and measures as scenarios/socket-fanout.ts describes.
import { parseArgs } from 'node:util';
import { formatTable, percentile } from './stats.ts';
import { measureSocketFanout, SOCKET_FANOUT_BUDGET_P95_MS } from './scenarios/socket-fanout.ts';
import { prepareScale } from './support/scale-setup.ts';

const { values: options } = parseArgs({
  options: {
    sockets: { type: 'string', default: '1000' },
    events: { type: 'string', default: '300' },
    'in-flight': { type: 'string', default: '10' },
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
  const result = await measureSocketFanout(
    api,
    databaseUrl,
    { sockets: Number(options.sockets), events: Number(options.events), inFlight: Number(options['in-flight']) },
    log,
  );
  const row = (name: string, values: number[]) => [
    name,
    String(values.length),
    `${percentile(values, 50)} ms`,
    `${percentile(values, 95)} ms`,
    `${percentile(values, 99)} ms`,
    `${values.at(-1)} ms`,
  ];
  process.stdout.write(
    `\n${result.sockets} connected sockets, ${result.events} timeline events (${options['in-flight']} in flight), ${result.failedRequests} failed requests, ${result.lost} events lost\n` +
      `${formatTable([['measured from', 'events', 'p50', 'p95', 'p99', 'max'], row('event created (server clock)', result.sinceEvent), row('operator request sent', result.sinceRequest)])}\n`,
  );
  const { met } = result;
  process.stdout.write(`budget p95 < ${SOCKET_FANOUT_BUDGET_P95_MS} ms from event to receipt, none lost: ${met ? 'met' : 'MISSED'}\n`);
  process.exitCode = met ? 0 : 2;
} finally {
  await api.stop();
}
