// `npm run bench:socket-fanout -- [--sockets 1000] [--pros 200] [--events 300] [--in-flight 10]
//   [--timeout 5] [--customers 20000] [--bookings 1000000] [--reseed]`
//
// Budget: with 1,000 connected sockets (customers and pros), an event made by one party reaches
// the other party's browser in p95 < 200 ms with none lost. Uses the seeded hm_bench_scale
// database (see dashboard.ts), starts the built API and measures as scenarios/socket-fanout.ts
// describes. Exits 2 when the budget is missed (p95, a lost event or a failed request).
import { parseArgs } from 'node:util';
import { formatTable, percentile } from './stats.ts';
import { measureSocketFanout, SOCKET_FANOUT_BUDGET_P95_MS } from './scenarios/socket-fanout.ts';
import { describeMachine } from './support/machine.ts';
import { prepareScale } from './support/scale-setup.ts';

const { values: options } = parseArgs({
  options: {
    sockets: { type: 'string', default: '1000' },
    pros: { type: 'string', default: '200' },
    events: { type: 'string', default: '300' },
    timeout: { type: 'string', default: '5' },
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
    {
      sockets: Number(options.sockets),
      pros: Number(options.pros),
      events: Number(options.events),
      inFlight: Number(options['in-flight']),
      timeoutMs: Number(options.timeout) * 1000,
    },
    log,
  );
  log(`machine: ${await describeMachine(databaseUrl)}`);
  const row = (name: string, values: number[]) => [
    name,
    String(values.length),
    `${percentile(values, 50)} ms`,
    `${percentile(values, 95)} ms`,
    `${percentile(values, 99)} ms`,
    `${values.at(-1)} ms`,
  ];
  process.stdout.write(
    `\n${result.sockets} connected sockets (${result.customers} customers, ${result.pros} pros), ${result.events} events (${options['in-flight']} in flight, ${result.perSecond.toFixed(0)}/s), ` +
      `${result.failedRequests} failed requests, ${result.lost} events lost (not received within ${options.timeout} s)\n` +
      `${formatTable([
        ['received by the other party, measured from', 'events', 'p50', 'p95', 'p99', 'max'],
        row('event created (server clock)', result.sinceEvent),
        ...Object.entries(result.byAction).map(([action, values]) => row(`  of which: ${action}`, values)),
        row('request sent', result.sinceRequest),
      ])}\n`,
  );
  const { met } = result;
  process.stdout.write(
    `budget p95 < ${SOCKET_FANOUT_BUDGET_P95_MS} ms from one party's event to the other party's receipt, none lost: ${met ? 'met' : 'MISSED'}\n`,
  );
  process.exitCode = met ? 0 : 2;
} finally {
  await api.stop();
}
