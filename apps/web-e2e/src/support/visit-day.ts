import { todayInToronto } from '@hm/contracts';
import pg from 'pg';
import { e2eServerEnv } from './e2e-env.ts';

/**
 * Puts a booking's visit on today's Montreal date, straight in the stack's database: the day its pro
 * may go en route and start (job-timing.ts of @hm/contracts). The API never books a time already
 * past, so a spec that moves a job at any hour needs this fixture; the time of day stays as booked.
 */
export async function moveVisitToToday(bookingNumber: string): Promise<void> {
  const client = new pg.Client({ connectionString: e2eServerEnv['DATABASE_URL'] });
  await client.connect();
  try {
    const { rowCount } = await client.query('update bookings set scheduled_date = $1 where booking_number = $2', [
      todayInToronto(),
      bookingNumber,
    ]);
    if (rowCount !== 1) throw new Error(`no booking ${bookingNumber}`);
  } finally {
    await client.end();
  }
}
