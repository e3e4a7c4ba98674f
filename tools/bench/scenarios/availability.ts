// The availability scenario (budget: GET /api/public/availability, the wizard's 30 days of free
// times for one sub-service at one postal code, answers in under 30 ms p95 with 2,000 pros and
// 1,000,000 bookings), as customers of one area ask it (answered from the API's short cache) and
// computed each time (a new postal code per request), the latter reported without a budget.
//
// hm_bench_availability holds 2,000 approved pros, a quarter per bookable trade, each serving one
// postal area of Montréal (8 in 10 an FSA such as H2X, 1 in 10 a district such as H2, 1 in 10 all
// of H), working Monday to Friday 08:00–17:00 (a third of them every day 07:00–21:00), and 500
// bookings each (1,000,000 in all): two visits a day over the 330 days before today, completed, and
// the 30 days from today, assigned or waiting and held by the pro, so that every candidate comes
// with a month of jobs the free times must go around. Seeded by set-based SQL once, then reused.
import pg from 'pg';
import { verifiedCredentialsSql } from '@hm/db';
import { measureGet, randomClientAddress, type HttpRun } from '../http-load.ts';
import { percentile } from '../stats.ts';
import { databaseExists, databaseUrl, migrate, recreateDatabase } from '../support/bench-database.ts';

export const AVAILABILITY_BUDGET_P95_MS = 30;
const DATABASE = 'hm_bench_availability';
const PROS = 2000;
const BOOKINGS_PER_PRO = 500;

/** The seeded (or reused) database's URL. */
export async function prepareAvailabilityDatabase(options: {
  adminUrl: string;
  reseed?: boolean;
  log: (message: string) => void;
}): Promise<string> {
  const { adminUrl, log } = options;
  let url = databaseUrl(adminUrl, DATABASE);
  if (!options.reseed && (await databaseExists(adminUrl, DATABASE)) && (await seededToday(url))) {
    log(`reusing ${DATABASE}; --reseed to start over`);
    migrate(url);
    return url;
  }
  url = await recreateDatabase(adminUrl, DATABASE);
  await seed(url, log);
  return url;
}

/** Whether the database holds the whole seed, made today (its future jobs start from today). */
async function seededToday(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string; today: boolean }>(
      `select count(*) as n, coalesce(bool_and(created_at::date = current_date), false) as today from bookings`,
    );
    return Number(rows[0]!.n) === PROS * BOOKINGS_PER_PRO && rows[0]!.today;
  } finally {
    await client.end();
  }
}

async function seed(url: string, log: (message: string) => void): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const timed = async (label: string, sql: string) => {
    const started = performance.now();
    const result = await client.query(sql);
    log(`${label}: ${result.rowCount ?? 0} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  try {
    await client.query('set synchronous_commit = off');
    await timed(
      'pros',
      `insert into users (first_name, last_name, email, role, locale)
       select 'Pro', 'Numéro ' || g, 'bench-availability-pro-' || g || '@example.com', 'professional', 'fr' from generate_series(1, ${PROS}) g`,
    );
    await client.query(`insert into users (first_name, last_name, email, role, locale)
      values ('Camille', 'Tremblay', 'bench-availability-customer@example.com', 'customer', 'fr')`);
    await client.query(`create temp table bench_pros as
      select id, (row_number() over (order by email))::int as n from users where role = 'professional'`);
    // Trades: the four bookable ones in turn. Areas: 100 FSAs of Montréal (H1A…H9Z), districts H1…H9, or all of H.
    await timed(
      'professionals',
      `insert into professionals (user_id, first_name, last_name, email, phone, categories, service_area_prefixes, locale, status, reviewed_at)
       select p.id, 'Pro', 'Numéro ' || p.n, 'bench-availability-pro-' || p.n || '@example.com', '+15145550100',
              array[(array['plumbing','handyman','cleaning','moving'])[1 + p.n % 4]],
              array[case when p.n % 10 = 0 then 'H' when p.n % 10 = 1 then 'H' || (1 + p.n % 9)
                         else 'H' || (1 + p.n % 9) || substr('ABCEGHJKLMNPRSTVWXYZ', 1 + (p.n / 9) % 11, 1) end],
              'fr', 'approved', now()
       from bench_pros p`,
    );
    await timed('schedules', `insert into pro_schedules (user_id) select id from bench_pros`);
    // Verified licence and insurance (docs/verified-trades.md): the plumbers stay candidates.
    await timed('credentials', verifiedCredentialsSql('select id from bench_pros'));
    await timed(
      'working hours',
      `insert into pro_working_hours (user_id, weekday, start_minute, end_minute)
       select p.id, day, case when p.n % 3 = 0 then 420 else 480 end, case when p.n % 3 = 0 then 1260 else 1020 end
       from bench_pros p cross join generate_series(1, 7) day
       where p.n % 3 = 0 or day <= 5`,
    );
    // Visit j of pro p: day (j mod 360) from 330 days ago, at 08:00 or 13:00 (j div 360): a leak
    // repair (90 minutes) and its travel take 2 hours, so a pro's visits never overlap.
    await timed(
      'bookings',
      `insert into bookings (booking_number, user_id, status, timeline_status, service_id, sub_service_id, service_option,
         sub_service_name, sub_service_description, price_cents, price_kind, scheduled_date, scheduled_time, first_name,
         last_name, email, phone, address, city, postal_code, locale, professional_id, held_by_id, starts_at, ends_at, created_at, updated_at)
       select 'HM-2026-' || lpad(((p.n - 1) * ${BOOKINGS_PER_PRO} + j)::text, 9, '0'), c.id, s.status, s.timeline,
              pr.categories[1], 'bench', 'Visite', 'Visite', 'Visite', 12000, 'from_job', v.day, v.time,
              'Camille', 'Tremblay', 'bench-availability-customer@example.com', '+15145551234', '1 rue Saint-Denis', 'Montréal',
              'H2X 1Y4', 'fr',
              case when s.status = 'pending' then null else p.id end, case when s.status = 'pending' then p.id end,
              v.starts, v.starts + interval '2 hours', now(), now()
       from bench_pros p
       join professionals pr on pr.user_id = p.id
       cross join (select id from users where role = 'customer') c
       cross join generate_series(0, ${BOOKINGS_PER_PRO - 1}) j
       cross join lateral (
         select current_date - 330 + j % 360 as day, case when j / 360 = 0 then '08:00' else '13:00' end as time) d
       cross join lateral (
         select d.day as day, d.time as time, ((d.day + d.time::time) at time zone 'America/Toronto') as starts) v
       cross join lateral (
         select case when v.day < current_date then 'completed' when (p.n + j) % 2 = 0 then 'confirmed' else 'pending' end as status,
                case when v.day < current_date then 'completed' when (p.n + j) % 2 = 0 then 'pro_assigned' else 'waiting_for_pro' end as timeline) s`,
    );
    const started = performance.now();
    await client.query('vacuum analyze');
    log(`vacuum analyze in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await client.end();
  }
}

/**
 * The wizard's read for a leak repair in H2J (about 110 candidate plumbers: of the FSA H2J, the
 * district H2 and all of H), anonymous, each request from its own address. `cached`: the same
 * postal code each time, as many customers of one area ask (answers are cached until a change:
 * availability-cache.ts of the API); not cached: a new postal code of H2J each time, so every
 * answer is computed from the database.
 */
export async function measureAvailability(
  apiUrl: string,
  load: { connections: number; seconds: number; cached: boolean },
): Promise<HttpRun> {
  const path = (postalCode: string) =>
    `/api/public/availability?${new URLSearchParams({ serviceId: 'plumbing', subServiceId: 'leak-repair', postalCode }).toString()}`;
  if (load.cached) return measureGet({ url: apiUrl, path: path('H2J 1Y4'), ...load });
  // Each of `connections` workers asks in turn, for `seconds`: a new postal code each time, H2J 0A0
  // to H2J 9Z9 with the letters postal codes use (2,000 codes, more than a run asks for).
  const letters = 'ABCEGHJKLMNPRSTVWXYZ';
  let next = 0;
  const postalCode = () => {
    const n = next++ % 2000;
    return `H2J ${Math.floor(n / 200)}${letters[Math.floor(n / 10) % 20]}${n % 10}`;
  };
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const deadline = performance.now() + load.seconds * 1000;
  await Promise.all(
    Array.from({ length: load.connections }, async () => {
      while (performance.now() < deadline) {
        const started = performance.now();
        const response = await fetch(`${apiUrl}${path(postalCode())}`, { headers: { 'x-forwarded-for': randomClientAddress() } });
        await response.arrayBuffer();
        latencies.push(performance.now() - started);
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const ok = statuses['200'] ?? 0;
  return {
    requests: latencies.length,
    perSecond: ok / load.seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? Number.NaN,
    errors: latencies.length - ok,
    statuses,
  };
}
