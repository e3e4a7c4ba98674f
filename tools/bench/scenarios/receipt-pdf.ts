// The receipt's budget (issue "Money"): a receipt PDF renders in p95 < 300 ms. Measured where a
// customer meets it, GET /api/bookings/:number/receipt on the built API: the read of the stored
// document and the PDF's render, with a few downloads at once. The benchmark gives one booking of
// the seeded customer a receipt of its own (year 2099, so it never meets a real number): work by
// the hour, the welcome offer, ten material lines, taxes with registration numbers and a tip.
import pg from 'pg';
import { measureGet, type HttpRun } from '../http-load.ts';
import { tokensFor } from '../support/tokens.ts';

export const RECEIPT_PDF_BUDGET_P95_MS = 300;

const DOCUMENT = {
  number: 'R2099-000001',
  issuedOn: '2099-01-04',
  version: 2,
  reissuedOn: '2099-01-05',
  customer: { name: 'Camille Tremblay', address: '1234 rue Saint-Denis, app. 5, Montréal H2X 1Y4' },
  professionalName: 'Marc Roy',
  serviceName: 'Réparation de fuite',
  work: { amountCents: 15_000, minutesWorked: 150, rateCents: 6_000 },
  materials: Array.from({ length: 10 }, (_, index) => ({
    description: `Pièce de plomberie nº ${index + 1}, laiton`,
    amountCents: 1_250 + index,
  })),
  discount: { kind: 'welcome', percent: 25, amountCents: 3_750 },
  subtotalCents: 23_795,
  gstCents: 1_190,
  qstCents: 2_374,
  totalCents: 27_359,
  tipCents: 4_000,
  paidCents: 31_359,
  payment: { method: 'interac', paidOn: '2099-01-04' },
  registrations: { gst: '123456789 RT0001', qst: '1234567890 TQ0001' },
};

export async function measureReceiptPdf(
  api: { url: string; jwtSecret: string },
  databaseUrl: string,
  load: { connections: number; seconds: number },
  log: (message: string) => void,
): Promise<{ run: HttpRun; met: boolean }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ id: string; user_id: string; booking_number: string }>(
    `select b.id, b.user_id, b.booking_number from bookings b join users u on u.id = b.user_id
     where u.email = 'bench-customer-1@example.com' order by b.created_at limit 1`,
  );
  const booking = rows[0];
  if (!booking) throw new Error('the seeded customer bench-customer-1 has no booking');
  await client.query(`delete from receipts where year = 2099 and sequence = 1 and booking_id <> $1`, [booking.id]);
  await client.query(
    `insert into receipts (booking_id, year, sequence, number, version, document) values ($1, 2099, 1, 'R2099-000001', 2, $2)
     on conflict (booking_id) do update set document = excluded.document`,
    [booking.id, JSON.stringify({ ...DOCUMENT, bookingNumber: booking.booking_number })],
  );
  const token = (await tokensFor(client, api.jwtSecret, [{ id: booking.user_id, role: 'customer' }])).get(booking.user_id)!;
  await client.end();
  const run = await measureGet({
    url: api.url,
    path: `/api/bookings/${encodeURIComponent(booking.booking_number)}/receipt?lang=fr`,
    token,
    ...load,
  });
  log(`receipt PDF: ${run.perSecond.toFixed(0)} req/s, p95 ${run.p95.toFixed(1)} ms, statuses ${JSON.stringify(run.statuses)}`);
  return { run, met: run.p95 < RECEIPT_PDF_BUDGET_P95_MS && run.errors === 0 };
}
