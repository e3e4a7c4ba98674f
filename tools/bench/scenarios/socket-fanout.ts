// The socket fan-out scenario (budget: a timeline event reaches a connected browser in
// under 200 ms p95 with 1,000 connected sockets). On the seeded hm_bench_scale database: one
// socket per customer for `sockets` customers (each authenticated with its own token, as a browser
// tab would be), then an operator moves `events` of their pending bookings to 'pro assigned'
// through the admin API, and, for each, the time from the event's creation (its created_at, same
// clock) to its arrival on the owner's socket is measured.
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { randomClientAddress } from '../http-load.ts';
import { percentile } from '../stats.ts';
import { tokensFor } from '../support/tokens.ts';

export const SOCKET_FANOUT_BUDGET_P95_MS = 200;

export interface FanoutResult {
  sockets: number;
  events: number;
  failedRequests: number;
  lost: number;
  /** Milliseconds from each event's creation (server clock) to its receipt, sorted. */
  sinceEvent: number[];
  /** Milliseconds from each operator request to its event's receipt, sorted. */
  sinceRequest: number[];
  /** p95 from event to receipt under the budget, none lost, no failed request. */
  met: boolean;
}

export async function measureSocketFanout(
  api: { url: string; jwtSecret: string },
  databaseUrl: string,
  options: { sockets: number; events: number; inFlight: number },
  log: (message: string) => void,
): Promise<FanoutResult> {
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
      [options.sockets],
    );
    if (targets.length < Math.min(options.sockets, options.events))
      throw new Error(`only ${targets.length} customers still have a pending booking; run with --reseed`);
    const { rows: admins } = await client.query<{ id: string }>(
      `insert into users (first_name, last_name, email, role) values ('Bench', 'Operator', 'bench-operator-' || gen_random_uuid() || '@example.com', 'admin') returning id`,
    );
    const { rows: pros } = await client.query<{ id: string }>(`select id from users where role = 'professional' limit 1`);
    const tokens = await tokensFor(client, api.jwtSecret, [
      ...targets.map((t) => ({ id: t.user_id, role: 'customer' as const })),
      { id: admins[0]!.id, role: 'admin' },
    ]);
    await client.end();

    // Every customer's tab, connected and greeted before the clock starts.
    const received = new Map<string, number>();
    const createdAt = new Map<string, number>();
    const connectStarted = performance.now();
    await Promise.all(
      targets.map(
        (target) =>
          new Promise<void>((resolve, reject) => {
            const socket = io(api.url, {
              path: '/api/socket.io',
              transports: ['websocket'],
              auth: { token: tokens.get(target.user_id) },
              reconnection: false,
            });
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
    const chosen = targets.slice(0, options.events);
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
    await Promise.all(Array.from({ length: options.inFlight }, worker));
    // Late arrivals get a moment (anything still missing counts as lost).
    const deadline = Date.now() + 5000;
    while (received.size < chosen.length - failures && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));

    const sinceEvent = chosen
      .filter((t) => received.has(t.booking_number))
      .map((t) => received.get(t.booking_number)! - createdAt.get(t.booking_number)!)
      .sort((a, b) => a - b);
    const sinceRequest = chosen
      .filter((t) => received.has(t.booking_number))
      .map((t) => received.get(t.booking_number)! - sentAt.get(t.booking_number)!)
      .sort((a, b) => a - b);
    const lost = chosen.length - failures - received.size;
    const met = percentile(sinceEvent, 95) < SOCKET_FANOUT_BUDGET_P95_MS && lost === 0 && failures === 0;
    return { sockets: sockets.length, events: chosen.length, failedRequests: failures, lost, sinceEvent, sinceRequest, met };
  } finally {
    for (const socket of sockets) socket.close();
  }
}
