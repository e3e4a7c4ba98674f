// Bookings at the scale of the dashboard budgets (default 1,000,000 bookings over 20,000 customers,
// each with its first timeline event and system message), written by set-based SQL so seeding
// takes a minute or two, not hours. Statuses are spread as a live marketplace's would be; assigned
// bookings point at one of 200 professionals.
import pg from 'pg';

export interface ScaleSeed {
  customers: number;
  bookings: number;
}

const log = (message: string) => process.stdout.write(`[seed] ${message}\n`);

async function timed(client: pg.Client, label: string, sql: string, params: unknown[] = []): Promise<void> {
  const started = performance.now();
  const result = await client.query(sql, params);
  log(`${label}: ${result.rowCount ?? 0} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

export async function seedBookingsAtScale(databaseUrl: string, { customers, bookings }: ScaleSeed): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('set synchronous_commit = off');
    await timed(
      client,
      'customers',
      `insert into users (first_name, last_name, email, role, locale)
       select (array['Camille','Louis','Léa','Gabriel','Chloé','Noah','Emma','Félix','Alice','Thomas'])[1 + g % 10],
              (array['Tremblay','Gagnon','Roy','Côté','Bouchard','Gauthier','Morin','Lavoie','Fortin','Gagné'])[1 + (g / 10) % 10],
              'bench-customer-' || g || '@example.com', 'customer', (array['fr','en'])[1 + g % 2]
       from generate_series(1, $1::int) g`,
      [customers],
    );
    await timed(
      client,
      'professionals',
      `insert into users (first_name, last_name, email, role, locale)
       select 'Pro', 'Numéro ' || g, 'bench-pro-' || g || '@example.com', 'professional', 'fr' from generate_series(1, 200) g`,
    );
    await client.query(`create temp table bench_customers as
      select id, first_name, last_name, email, row_number() over (order by email) as n from users where role = 'customer'`);
    await client.query(`create temp table bench_pros as
      select id, row_number() over (order by email) as n from users where role = 'professional'`);
    await client.query('create index on bench_customers (n)');
    await client.query('analyze bench_customers');
    // Status by k (cycles through 0..9 for each customer): 1 cancelled, 2 pending, 1 confirmed (pro
    // assigned), 1 in progress, 5 completed in 10.
    await timed(
      client,
      'bookings',
      `insert into bookings (booking_number, user_id, status, timeline_status, service_id, sub_service_id, service_option,
         sub_service_name, sub_service_description, price_cents, price_kind, scheduled_date, scheduled_time, first_name,
         last_name, email, phone, address, city, postal_code, description, locale, professional_id, created_at, updated_at)
       select 'HM-2026-' || lpad(g::text, 9, '0'), c.id, s.status, s.timeline, 'plumbing', 'leak-repair',
              'Réparation de fuite - Robinets, tuyaux, chauffe-eau (à partir de 120 $)', 'Réparation de fuite',
              'Robinets, tuyaux, chauffe-eau', 12000, 'from_job',
              (date '2026-01-05' + (g % 360)), (array['08:00','09:30','11:00','13:30','14:30','16:00','18:30'])[1 + g % 7],
              c.first_name, c.last_name, c.email, '+15145551234', (100 + g % 9000) || ' rue Saint-Denis', 'Montréal', 'H2X 1Y4',
              null, 'fr',
              case when s.timeline = 'waiting_for_pro' then null else p.id end,
              t.created, t.created
       from generate_series(1, $1::int) g
       join bench_customers c on c.n = 1 + g % $2::int
       join bench_pros p on p.n = 1 + g % 200
       cross join lateral (select (g + g / $2::int) % 10 as k) mix
       cross join lateral (select case mix.k when 0 then 'cancelled' when 1 then 'pending' when 2 then 'pending'
                                  when 3 then 'confirmed' when 4 then 'in_progress' else 'completed' end as status,
                                  case mix.k when 0 then 'waiting_for_pro' when 1 then 'waiting_for_pro' when 2 then 'waiting_for_pro'
                                  when 3 then 'pro_assigned' when 4 then 'in_progress' else 'completed' end as timeline) s
       cross join lateral (select now() - make_interval(days => g % 365, mins => g % 1440) as created) t`,
      [bookings, customers],
    );
    await timed(
      client,
      'timeline events',
      `insert into booking_timeline_events (booking_id, status, created_at) select id, 'waiting_for_pro', created_at from bookings`,
    );
    await timed(
      client,
      'messages',
      `insert into booking_messages (booking_id, sender_type, sender_name, message, created_at)
       select id, 'system', 'HomeMate', 'Votre réservation ' || booking_number || ' a bien été reçue.', created_at from bookings`,
    );
    const started = performance.now();
    await client.query('vacuum analyze');
    log(`vacuum analyze in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await client.end();
  }
}

/** How many bookings the database holds (to reuse a seeded database between runs). */
export async function countBookings(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>('select count(*) as n from bookings');
    return Number(rows[0]!.n);
  } finally {
    await client.end();
  }
}
