// `npm run bench:socket-fanout -- [--sockets 1000] [--events 300] [--in-flight 10]
//   [--customers 20000] [--bookings 1000000] [--reseed]`
//
// Issue 5 budget: a timeline event reaches a connected browser in under 200 ms p95 with 1,000
// connected sockets. Uses the seeded hm_bench_scale database (see dashboard.ts), starts the built
// API, connects one socket per customer for `--sockets` customers (each authenticated with its own
// token, as a browser tab would be), then has an operator move `--events` of their pending
// bookings to 'pro assigned' through the admin API, and measures, for each, the time from the
// event's creation (its created_at, same clock) to its arrival on the owner's socket.
import { parseArgs } from 'node:util';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { randomClientAddress } from './http-load.ts';
import { formatTable, percentile } from './stats.ts';
import { prepareScale } from './support/scale-setup.ts';
import { tokensFor } from './support/tokens.ts';

const BUDGET_P95_MS = 200;

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
const socketCount = Number(options.sockets);
const eventCount = Number(options.events);
const log = (message: string) => process.stdout.write(`[bench] ${message}\n`);

const { databaseUrl, api } = await prepareScale({
  customers: Number(options.customers),
  bookings: Number(options.bookings),
  reseed: options.reseed,
  adminUrl: options['admin-url'],
});
const sockets: Socket[] = [];

try {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  // Customers with a booking still waiting for a pro: one booking each, the one the operator moves.
  const { rows: targets } = await client.query<{ user_id: string; booking_number: string }>(
    `select distinct on (user_id) user_id, booking_number from bookings
     where status = 'pending' and timeline_status = 'waiting_for_pro' and user_id in (
       select id from users where role = 'customer' order by email limit $1)
     order by user_id, created_at`,
    [socketCount],
  );
  if (targets.length < Math.min(socketCount, eventCount)) throw new Error(`only ${targets.length} customers still have a pending booking; run with --reseed`);
  const { rows: admins } = await client.query<{ id: string }>(
    `insert into users (first_name, last_name, email, role) values ('Bench', 'Operator', 'bench-operator-' || gen_random_uuid() || '@example.com', 'admin') returning id`,
  );
  const { rows: pros } = await client.query<{ id: string }>(`select id from users where role = 'professional' limit 1`);
  const tokens = await tokensFor(client, api.jwtSecret, [...targets.map((t) => ({ id: t.user_id, role: 'customer' as const })), { id: admins[0]!.id, role: 'admin' }]);
  await client.end();

  // Every customer's tab, connected and greeted before the clock starts.
  const received = new Map<string, number>();
  const createdAt = new Map<string, number>();
  const connectStarted = performance.now();
  await Promise.all(
    targets.map(
      (target) =>
        new Promise<void>((resolve, reject) => {
          const socket = io(api.url, { path: '/api/socket.io', transports: ['websocket'], auth: { token: tokens.get(target.user_id) }, reconnection: false });
          sockets.push(socket);
          socket.once('server:hello', () => resolve());
          socket.once('connect_error', reject);
          socket.on('booking:timeline', (payload: { bookingNumber: string; event: { createdAt: string } }) => {
            if (received.has(payload.bookingNumber)) return;
            received.set(payload.bookingNumber, Date.now());
            createdAt.set(payload.bookingNumber, Date.parse(payload.event.createdAt));
          });
        }),
    ),
  );
  log(`${sockets.length} sockets connected in ${((performance.now() - connectStarted) / 1000).toFixed(1)} s`);

  const adminToken = tokens.get(admins[0]!.id)!;
  const sentAt = new Map<string, number>();
  const chosen = targets.slice(0, eventCount);
  let next = 0;
  let failures = 0;
  const worker = async () => {
    while (next < chosen.length) {
      const target = chosen[next++]!;
      sentAt.set(target.booking_number, Date.now());
      const response = await fetch(`${api.url}/api/admin/bookings/${encodeURIComponent(target.booking_number)}/transitions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json', 'x-forwarded-for': randomClientAddress() },
        body: JSON.stringify({ action: 'assign', professionalId: pros[0]!.id }),
      });
      if (!response.ok) {
        failures += 1;
        if (failures <= 3) log(`transition answered ${response.status}: ${await response.text()}`);
      } else {
        await response.arrayBuffer();
      }
    }
  };
  await Promise.all(Array.from({ length: Number(options['in-flight']) }, worker));
  // Late arrivals get a moment (anything still missing counts as lost).
  const deadline = Date.now() + 5000;
  while (received.size < chosen.length - failures && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));

  const sinceEvent = chosen.filter((t) => received.has(t.booking_number)).map((t) => received.get(t.booking_number)! - createdAt.get(t.booking_number)!).sort((a, b) => a - b);
  const sinceRequest = chosen.filter((t) => received.has(t.booking_number)).map((t) => received.get(t.booking_number)! - sentAt.get(t.booking_number)!).sort((a, b) => a - b);
  const lost = chosen.length - failures - received.size;
  const row = (name: string, values: number[]) => [name, String(values.length), `${percentile(values, 50)} ms`, `${percentile(values, 95)} ms`, `${percentile(values, 99)} ms`, `${values.at(-1)} ms`];
  process.stdout.write(
    `\n${sockets.length} connected sockets, ${chosen.length} timeline events (${options['in-flight']} in flight), ${failures} failed requests, ${lost} events lost\n` +
      `${formatTable([['measured from', 'events', 'p50', 'p95', 'p99', 'max'], row('event created (server clock)', sinceEvent), row('operator request sent', sinceRequest)])}\n`,
  );
  const met = percentile(sinceEvent, 95) < BUDGET_P95_MS && lost === 0 && failures === 0;
  process.stdout.write(`budget p95 < ${BUDGET_P95_MS} ms from event to receipt, none lost: ${met ? 'met' : 'MISSED'}\n`);
  process.exitCode = met ? 0 : 2;
} finally {
  for (const socket of sockets) socket.close();
  await api.stop();
}
