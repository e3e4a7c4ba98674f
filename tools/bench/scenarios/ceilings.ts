// The raw-database ceiling of a run: what PostgreSQL itself reaches, driven by pgbench over the
// same loopback and database as the API, for a single-row INSERT and an indexed SELECT on the
// seeded tables. The API's rates are given as a ratio of these (a booking write to the INSERT,
// the reads and the sign-in to the SELECT).
import pg from 'pg';
import type { PgbenchSummary } from '../stats.ts';
import { runPgbench } from '../support/pgbench.ts';

export interface Ceilings {
  insert: PgbenchSummary;
  select: PgbenchSummary;
}

const CEILING_SENDER = 'bench-ceiling';

export async function measureCeilings(
  databaseUrl: string,
  load: { clients: number; seconds: number },
  log: (message: string) => void,
): Promise<Ceilings> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; n: string }>(
      `select id, (select count(*) from bookings) as n from bookings order by booking_number limit 1`,
    );
    if (!rows[0]) throw new Error('the database holds no booking');
    const bookings = Number(rows[0].n);
    log(`pgbench ceiling: single-row INSERT, ${load.clients} clients for ${load.seconds} s…`);
    // A message row on one booking: the table's primary key, its foreign key check and its index.
    const insert = runPgbench({
      databaseUrl,
      script: `insert into booking_messages (booking_id, sender_type, sender_name, message, created_at) values ('${rows[0].id}', 'system', '${CEILING_SENDER}', 'ceiling', now());\n`,
      ...load,
    });
    log(`pgbench ceiling: indexed SELECT of one booking by its number among ${bookings}, ${load.clients} clients for ${load.seconds} s…`);
    const select = runPgbench({
      databaseUrl,
      script: `\\set n random(1, ${bookings})\nselect * from bookings where booking_number = 'HM-2026-' || lpad(:n::text, 9, '0');\n`,
      ...load,
    });
    return { insert, select };
  } finally {
    await client.query('delete from booking_messages where sender_name = $1', [CEILING_SENDER]);
    await client.end();
  }
}
