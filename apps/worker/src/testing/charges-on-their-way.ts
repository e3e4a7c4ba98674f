import { randomUUID } from 'node:crypto';
import type pg from 'pg';

/** One completed job's card charge on its way to Stripe, as the fixture made it. */
export interface ChargeOnItsWay {
  bookingId: string;
  chargeId: string;
}

/** The agreed total of every fixture job: $120 of work, GST and QST. */
export const CHARGE_ON_ITS_WAY_CENTS = 13797;

/**
 * `count` completed $120 plumbing jobs of one new customer (in French), each with its agreed
 * invoice, a saved Visa card of `stripeCustomerId` and a pending charge of the job's total: what
 * the worker finds when Stripe's `payment_intent.succeeded` events arrive. Set-based (one statement
 * per table), so a benchmark can make a thousand at once.
 */
export async function insertChargesOnTheirWay(sql: pg.Client, count: number, stripeCustomerId: string): Promise<ChargeOnItsWay[]> {
  const email = `cards-${randomUUID()}@example.com`;
  const { rows: users } = await sql.query<{ id: string }>(
    `insert into users (first_name, last_name, email, role, locale) values ('Rafale', 'Carte', $1, 'customer', 'fr') returning id`,
    [email],
  );
  const { rows: bookings } = await sql.query<{ id: string }>(
    `insert into bookings (booking_number, user_id, status, timeline_status, service_id, sub_service_id, service_option, sub_service_name,
       sub_service_description, price_cents, price_kind, currency, scheduled_date, scheduled_time, first_name, last_name, email, phone,
       address, city, postal_code, locale)
     select 'HM-2026-' || lpad(($4::bigint + g)::text, 9, '0'), $1, 'completed', 'completed', 'plumbing', 'leak-repair',
       'Leak repair - Finding and fixing leaks (From $120)', 'Leak repair', 'Finding and fixing leaks', 12000, 'from_job', 'CAD',
       current_date, '10:00', 'Rafale', 'Carte', $3, '514-555-0000', '500 rue Sherbrooke Ouest', 'Montréal', 'H3A 1B9', 'fr'
     from generate_series(1, $2::int) g returning id`,
    // Consecutive numbers from a random start: unique within a run without reading the table.
    [users[0]!.id, count, email, Math.floor(Math.random() * 9e8)],
  );
  const ids = bookings.map((row) => row.id);
  await sql.query(
    `insert into booking_invoices (booking_id, work_cents, discount_cents, materials, materials_cents, subtotal_cents, gst_cents, qst_cents,
       total_cents, status) select unnest($1::uuid[]), 12000, 0, '[]', 0, 12000, 600, 1197, $2, 'agreed'`,
    [ids, CHARGE_ON_ITS_WAY_CENTS],
  );
  await sql.query(
    `insert into booking_cards (booking_id, customer_id, payment_method_id, brand, last4)
     select unnest($1::uuid[]), $2, 'pm_card_visa', 'visa', '4242'`,
    [ids, stripeCustomerId],
  );
  const charges = ids.map((bookingId) => ({ bookingId, chargeId: randomUUID() }));
  await sql.query(
    `insert into card_charges (id, booking_id, kind, amount_cents, status)
     select unnest($1::uuid[]), unnest($2::uuid[]), 'job', $3, 'pending'`,
    [charges.map((charge) => charge.chargeId), ids, CHARGE_ON_ITS_WAY_CENTS],
  );
  return charges;
}
