import { EntityManager } from '@mikro-orm/postgresql';
import { bookingConfirmationMailOf } from '@hm/bookings';
import type { TemplatedMail } from '@hm/mail';
import type { BookingConfirmationJob } from '@hm/queue';
import type pg from 'pg';
import type { RunningApp } from './test-app.js';

/**
 * The confirmation e-mails queued for a booking (by its number), as the worker writes them
 * (bookingConfirmationMailOf of @hm/bookings) from the booking as stored.
 */
export async function confirmationMails(app: RunningApp, sql: pg.Client, bookingNumber: string): Promise<TemplatedMail[]> {
  const { rows } = await sql.query<{ payload: BookingConfirmationJob }>(
    `select o.payload from outbox o join bookings b on b.id::text = o.payload->>'bookingId'
     where o.queue = 'mail' and o.job_name = 'bookingConfirmation' and b.booking_number = $1 order by o.id`,
    [bookingNumber],
  );
  const em = app.app.get(EntityManager).fork();
  const mails = await Promise.all(rows.map((row) => bookingConfirmationMailOf(em, row.payload)));
  return mails.filter((mail): mail is TemplatedMail => mail !== null);
}
