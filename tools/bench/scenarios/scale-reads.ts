// The reads of the dashboard and reservation budget (p95 < 20 ms with 1,000,000 bookings over 20,000 customers): one
// customer's dashboard list and counts, and a reservation page's data, each loaded on its own.
import pg from 'pg';
import { measureGet, type HttpRun } from '../http-load.ts';
import { tokensFor } from '../support/tokens.ts';

export const SCALE_READ_BUDGET_P95_MS = 20;

export interface ReadResult {
  group: 'dashboard list + counts' | 'reservation page data';
  name: string;
  run: HttpRun;
}

export async function measureScaleReads(
  api: { url: string; jwtSecret: string },
  databaseUrl: string,
  load: { connections: number; seconds: number },
  log: (message: string) => void,
): Promise<ReadResult[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  // A customer with a typical number of bookings (bookings / customers), one of them in the middle of the table.
  const { rows } = await client.query<{ id: string; last_name: string; booking_number: string; n: string }>(
    `select u.id, u.last_name, b.booking_number, (select count(*) from bookings where user_id = u.id) as n
     from users u join bookings b on b.user_id = u.id
     where u.email = 'bench-customer-' || least(777, (select count(*) from users where role = 'customer')) || '@example.com' order by b.created_at desc limit 1`,
  );
  const customer = rows[0];
  if (!customer) throw new Error('the seeded customer bench-customer-777 (or the last, in a smaller seed) has no booking');
  const token = (await tokensFor(client, api.jwtSecret, [{ id: customer.id, role: 'customer' }])).get(customer.id)!;
  await client.end();
  log(`customer with ${customer.n} bookings; reservation ${customer.booking_number}`);

  const number = encodeURIComponent(customer.booking_number);
  const search = encodeURIComponent(customer.last_name.slice(0, 4).toLowerCase());
  const scenarios: [ReadResult['group'], string, string][] = [
    ['dashboard list + counts', 'list (newest first)', '/api/bookings'],
    [
      'dashboard list + counts',
      'list (search + status + sort)',
      `/api/bookings?search=${search}&status=completed&sort=scheduledDate&direction=asc`,
    ],
    ['dashboard list + counts', 'list (page 2, by number)', '/api/bookings?sort=bookingNumber&direction=desc&page=2'],
    ['dashboard list + counts', 'counts', '/api/bookings/stats'],
    ['dashboard list + counts', 'activity (90 days)', '/api/bookings/activity?days=90'],
    ['reservation page data', 'reservation', `/api/bookings/${number}`],
    ['reservation page data', 'timeline', `/api/bookings/${number}/timeline`],
    ['reservation page data', 'messages', `/api/bookings/${number}/messages`],
  ];
  const results: ReadResult[] = [];
  for (const [group, name, path] of scenarios) {
    const run = await measureGet({ url: api.url, path, token, ...load });
    results.push({ group, name, run });
    log(`${group}, ${name}: ${run.perSecond.toFixed(0)} req/s, p95 ${run.p95.toFixed(1)} ms, statuses ${JSON.stringify(run.statuses)}`);
  }
  return results;
}
