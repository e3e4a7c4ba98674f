import type { EntityManager } from '@mikro-orm/postgresql';

// Tests that need bookings in a given state write them straight into the table (faster than the
// API, and able to reach states the API only reaches over time). Each test names only the columns
// it cares about; the rest is a valid booking.

const DEFAULTS = {
  service_id: 'plumbing',
  sub_service_id: 'leak-repair',
  service_option: 'Leak repair - Finding and fixing leaks (From $120)',
  sub_service_name: 'Leak repair',
  sub_service_description: 'Finding and fixing leaks',
  price_cents: 12000 as number | null,
  price_kind: 'from_job',
  scheduled_date: '2026-03-10',
  scheduled_time: '14:30',
  first_name: 'Léa',
  last_name: 'Roy',
  email: 'lea@example.com',
  phone: '5145551234',
  address: '1234 rue Saint-Denis',
  city: 'Montréal',
  postal_code: 'H2X 1Y4',
  locale: 'fr',
};

/** Columns left to the table's defaults (status pending, waiting for a pro, CAD, now) unless set. */
interface DefaultedColumns {
  id: string;
  booking_number: string;
  status: string;
  timeline_status: string;
  currency: string;
  description: string | null;
  professional_id: string | null;
  reminder_version: number;
  cancelled_at: Date | null;
  created_at: Date;
}

/** A booking row by column name: its customer, and whatever else the test cares about. */
export type BookingColumns = { user_id: string } & Partial<typeof DEFAULTS & DefaultedColumns>;

export interface BookingInsert {
  /** `insert into bookings … returning id`, with `?` placeholders. */
  sql: string;
  params: unknown[];
  bookingNumber: string;
}

let counter = 0;

/** The statement that inserts a valid booking with these columns; a new booking number unless given. */
export function bookingInsert(columns: BookingColumns): BookingInsert {
  counter += 1;
  const bookingNumber = columns.booking_number ?? `HM-2026-${String(counter).padStart(9, '0')}`;
  const row: Record<string, unknown> = { ...DEFAULTS, ...columns, booking_number: bookingNumber };
  const names = Object.keys(row);
  return {
    sql: `insert into bookings (${names.join(', ')}) values (${names.map(() => '?').join(', ')}) returning id`,
    params: Object.values(row),
    bookingNumber,
  };
}

/**
 * Many bookings in one statement, for tests that need thousands: `from` is a FROM clause (a
 * generate_series, say) and `varying` the SQL expression of each column that changes from row to
 * row; every other column takes the value `bookingInsert` would give it.
 */
export function bookingsInsertSelect(
  varying: Partial<Record<keyof BookingColumns, string>>,
  from: string,
): { sql: string; params: unknown[] } {
  const fixed = Object.keys(DEFAULTS).filter((name) => !(name in varying));
  const names = [...fixed, ...Object.keys(varying)];
  // The defaults as one row of the table's own type, so each value gets its column's type.
  const values = [...fixed.map((name) => `d.${name}`), ...Object.values(varying)];
  return {
    sql: `insert into bookings (${names.join(', ')}) select ${values.join(', ')} from json_populate_record(null::bookings, ?::json) d, ${from}`,
    params: [JSON.stringify(DEFAULTS)],
  };
}

/** Inserts a valid booking with these columns. */
export async function insertBooking(em: EntityManager, columns: BookingColumns): Promise<{ id: string; bookingNumber: string }> {
  const { sql, params, bookingNumber } = bookingInsert(columns);
  const [row] = await em.execute<{ id: string }[]>(sql, params);
  return { id: row!.id, bookingNumber };
}
