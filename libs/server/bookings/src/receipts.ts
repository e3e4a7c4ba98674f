import type { EntityManager } from '@mikro-orm/postgresql';
import { todayInToronto, type Language } from '@hm/contracts';
import { Booking, Receipt } from '@hm/db';
import { receiptMail, type TemplatedMail } from '@hm/mail';
import { enqueueViaOutbox, type ReceiptMailJob } from '@hm/queue';
import { addMoneyEvent } from './money-events.js';
import { receiptFileName, renderReceiptPdf, type ReceiptDocument } from './receipt-pdf.js';

type Row = Record<string, unknown>;

// Everything a receipt says, in one read: the booking (the customer's name, address and e-mail as
// booked), its customer's saved language, its pro, the final invoice, the payment and the tip.
const RECEIPT_SOURCE_SQL = `
select b.id, b.booking_number, b.address, b.apartment, b.city, b.postal_code, b.sub_service_name, b.price_cents, b.price_kind,
       b.offer_kind, b.offer_percent, b.first_name, b.last_name, b.email, u.locale,
       pu.first_name as pro_first_name, pu.last_name as pro_last_name,
       i.minutes_worked, i.work_cents, i.discount_cents, i.materials, i.subtotal_cents, i.gst_cents, i.qst_cents, i.total_cents,
       p.method, p.paid_on::text as paid_on, coalesce(t.amount_cents, 0) as tip_cents
from bookings b
join users u on u.id = b.user_id
join booking_invoices i on i.booking_id = b.id
join booking_payments p on p.booking_id = b.id
left join booking_tips t on t.booking_id = b.id
left join users pu on pu.id = b.professional_id
where b.id = any(?::uuid[])`;

const receiptNumber = (year: number, sequence: number): string => `R${year}-${String(sequence).padStart(6, '0')}`;

/** What issuing a receipt needs of the app's settings. */
export interface ReceiptSettings {
  /** The site's public address: the e-mail links to the reservation. */
  publicUrl: string;
  /** HomeMate's GST and QST registration numbers, printed on the receipt (null: none set). */
  taxRegistrations: { gst: string | null; qst: string | null };
}

/**
 * Issues the paid booking's receipt, or reissues it when it has one (docs/pricing-and-taxes.md
 * "Receipts"), inside the caller's transaction: the year's counter row is locked, so numbers follow
 * without gaps. The e-mail with the PDF is made by the worker from the stored receipt (ReceiptMailJob),
 * so the counter's lock is not held while a PDF renders.
 */
export function issueReceipt(
  tx: EntityManager,
  bookingId: string,
  actorId: string | null,
  at: Date,
  settings: ReceiptSettings,
): Promise<void> {
  return issueReceipts(tx, [bookingId], actorId, at, settings);
}

/**
 * issueReceipt for several paid bookings at once (a burst of card payments applied together): one
 * read of their sources, one draw of the year's counter for all the new numbers (in the order of
 * `bookingIds`), one write. A booking named twice gets one receipt.
 */
export async function issueReceipts(
  tx: EntityManager,
  bookingIds: readonly string[],
  actorId: string | null,
  at: Date,
  settings: ReceiptSettings,
): Promise<void> {
  const ids = [...new Set(bookingIds)];
  if (ids.length === 0) return;
  const connection = tx.getConnection();
  const [sources, existing] = await Promise.all([
    connection.execute<Row[]>(RECEIPT_SOURCE_SQL, [`{${ids.join(',')}}`], 'all', tx.getTransactionContext()),
    tx.find(Receipt, { booking: { $in: ids } }),
  ]);
  const sourceOf = new Map(sources.map((row) => [row.id as string, row]));
  const receiptOf = new Map(existing.map((receipt) => [receipt.booking.id, receipt]));
  const missing = ids.find((id) => !sourceOf.has(id));
  if (missing) throw new Error(`receipts: booking ${missing} has no agreed invoice and payment`);
  const today = todayInToronto(at);
  const year = Number(today.slice(0, 4));
  const fresh = ids.filter((id) => !receiptOf.has(id));
  // The year's row stays locked until this transaction ends: the next payment waits for its numbers.
  let nextSequence = 0;
  if (fresh.length > 0) {
    const taken = await connection.execute<{ last_number: number }[]>(
      `insert into receipt_counters (year, last_number) values (?, ?)
         on conflict (year) do update set last_number = receipt_counters.last_number + excluded.last_number returning last_number`,
      [year, fresh.length],
      'all',
      tx.getTransactionContext(),
    );
    nextSequence = Number(taken[0]!.last_number) - fresh.length + 1;
  }
  for (const bookingId of ids) {
    const receipt = receiptOf.get(bookingId);
    const sequence = receipt ? receipt.sequence : nextSequence++;
    const number = receipt ? receipt.number : receiptNumber(year, sequence);
    const version = (receipt?.version ?? 0) + 1;
    const issue = receipt
      ? { number, issuedOn: todayInToronto(receipt.issuedAt), version, reissuedOn: today }
      : { number, issuedOn: today, version, reissuedOn: null };
    const doc = documentOf(sourceOf.get(bookingId)!, issue, settings);
    if (receipt) {
      receipt.document = doc as unknown as Record<string, unknown>;
      receipt.version = version;
      receipt.reissuedAt = at;
    } else {
      tx.create(Receipt, {
        booking: tx.getReference(Booking, bookingId),
        year,
        sequence,
        number,
        version,
        document: doc as unknown as Record<string, unknown>,
        issuedAt: at,
        reissuedAt: null,
      });
    }
    addMoneyEvent(tx, bookingId, { kind: receipt ? 'receipt_reissued' : 'receipt_issued', actorId, amountCents: doc.paidCents, at });
    enqueueViaOutbox(tx, 'mail', 'receipt', {
      bookingId,
      version,
      reservationUrl: `${settings.publicUrl}/reservation/${encodeURIComponent(doc.bookingNumber)}`,
    });
  }
  await tx.flush();
}

/**
 * The receipt's e-mail as the job asks for it: to the booking's e-mail, in the customer's saved
 * language, with the PDF; null when that version was replaced meanwhile (its successor is sent).
 */
export async function receiptMailOf(em: EntityManager, job: ReceiptMailJob): Promise<TemplatedMail | null> {
  const [row] = await em
    .getConnection()
    .execute<{ document: ReceiptDocument; version: number; email: string; first_name: string; locale: Language }[]>(
      `select r.document, r.version, b.email, b.first_name, u.locale
     from receipts r join bookings b on b.id = r.booking_id join users u on u.id = b.user_id where r.booking_id = ?`,
      [job.bookingId],
    );
  if (!row || Number(row.version) !== job.version) return null;
  const doc = row.document;
  const pdf = { filename: receiptFileName(doc.number, row.locale), content: await renderReceiptPdf(doc, row.locale) };
  return receiptMail(
    row.locale,
    {
      to: row.email,
      firstName: row.first_name,
      number: doc.number,
      version: doc.version,
      bookingNumber: doc.bookingNumber,
      paidCents: doc.paidCents,
      actionUrl: job.reservationUrl,
    },
    pdf,
  );
}

function documentOf(
  row: Row,
  issue: Pick<ReceiptDocument, 'number' | 'issuedOn' | 'version' | 'reissuedOn'>,
  settings: ReceiptSettings,
): ReceiptDocument {
  const tipCents = Number(row.tip_cents);
  const totalCents = Number(row.total_cents);
  const discountCents = Number(row.discount_cents);
  const address = [[row.address, row.apartment].filter(Boolean).join(', '), `${String(row.city)} ${String(row.postal_code)}`].join(', ');
  return {
    ...issue,
    bookingNumber: row.booking_number as string,
    customer: { name: `${String(row.first_name)} ${String(row.last_name)}`, address },
    professionalName: row.pro_first_name ? `${String(row.pro_first_name)} ${String(row.pro_last_name)}` : 'HomeMate',
    serviceName: row.sub_service_name as string,
    work: {
      amountCents: Number(row.work_cents),
      minutesWorked: row.minutes_worked === null ? null : Number(row.minutes_worked),
      rateCents: row.price_kind === 'from_hour' && row.price_cents !== null ? Number(row.price_cents) : null,
    },
    materials: row.materials as ReceiptDocument['materials'],
    discount:
      discountCents > 0 && row.offer_kind
        ? { kind: row.offer_kind as 'welcome' | 'thank_you', percent: Number(row.offer_percent), amountCents: discountCents }
        : null,
    subtotalCents: Number(row.subtotal_cents),
    gstCents: Number(row.gst_cents),
    qstCents: Number(row.qst_cents),
    totalCents,
    tipCents,
    paidCents: totalCents + tipCents,
    payment: { method: row.method as ReceiptDocument['payment']['method'], paidOn: row.paid_on as string },
    registrations: settings.taxRegistrations,
  };
}
