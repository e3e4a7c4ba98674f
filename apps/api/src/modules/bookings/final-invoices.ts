import type { EntityManager } from '@mikro-orm/postgresql';
import {
  ApiErrorCode,
  finalInvoiceErrors,
  finalInvoiceTotals,
  needsCustomerApproval,
  priceWithOffer,
  type BookingOffer,
  type FinalInvoiceRequest,
  type FinalInvoiceStatus,
  type FinalInvoiceView,
} from '@hm/contracts';
import { Booking, BookingInvoice, User } from '@hm/db';
import { addMoneyEvent } from '@hm/bookings';
import { DomainException } from '../../common/errors/domain.exception.js';

/** The offer a booking was made with, as the money rules take it. */
export const offerOf = (booking: Pick<Booking, 'offerKind' | 'offerPercent'>): BookingOffer | null =>
  booking.offerKind && booking.offerPercent ? { kind: booking.offerKind, percent: booking.offerPercent } : null;

/** 400 VALIDATION_FAILED with a code per invalid field of the invoice (keys `invoice.*`). */
export function checkFinalInvoice(invoice: unknown, priceKind: Booking['priceKind']): FinalInvoiceRequest {
  const errors = finalInvoiceErrors(invoice, priceKind);
  if (Object.keys(errors).length > 0)
    throw new DomainException(
      ApiErrorCode.VALIDATION_FAILED,
      'The final invoice has invalid fields.',
      Object.fromEntries(Object.entries(errors).map(([field, code]) => [field, [code!]])),
    );
  const request = invoice as FinalInvoiceRequest;
  return {
    minutesWorked: request.minutesWorked ?? null,
    workCents: request.workCents ?? null,
    materials: (request.materials ?? []).map((line) => ({ description: line.description.trim(), amountCents: line.amountCents })),
    note: request.note?.trim() || null,
  };
}

/** The columns of booking_invoices an invoice sets: the booking's offer off the work, the totals as computed. */
export function invoiceColumns(booking: Booking, invoice: FinalInvoiceRequest) {
  const totals = finalInvoiceTotals({ priceKind: booking.priceKind, priceCents: booking.priceCents ?? null }, offerOf(booking), invoice);
  return {
    minutesWorked: booking.priceKind === 'from_hour' ? invoice.minutesWorked! : null,
    workCents: totals.workCents,
    discountCents: totals.discountCents,
    materials: invoice.materials,
    materialsCents: totals.materialsCents,
    subtotalCents: totals.subtotalCents,
    gstCents: totals.gstCents,
    qstCents: totals.qstCents,
    totalCents: totals.totalCents,
    note: invoice.note ?? null,
  };
}

/**
 * Records the final invoice with the completion (docs/pricing-and-taxes.md "The final price"), in
 * its transaction: the totals (the booking's offer off the work), and whether the customer must
 * approve them (a job on quote, or more than `marginPercent` above the estimate).
 */
export function recordFinalInvoice(
  tx: EntityManager,
  booking: Booking,
  invoice: FinalInvoiceRequest,
  recorded: { by: string; at: Date; marginPercent: number },
): BookingInvoice {
  const priceCents = booking.priceCents ?? null;
  const columns = invoiceColumns(booking, invoice);
  const estimate = priceCents === null ? null : priceWithOffer(priceCents, offerOf(booking)).subtotalCents;
  const status: FinalInvoiceStatus = needsCustomerApproval(estimate, columns.subtotalCents, recorded.marginPercent)
    ? 'awaiting_approval'
    : 'agreed';
  const row = tx.create(BookingInvoice, {
    booking,
    ...columns,
    status,
    recordedAt: recorded.at,
    recordedBy: tx.getReference(User, recorded.by),
    decidedAt: null,
    decidedBy: null,
    disputeReason: null,
  });
  addMoneyEvent(tx, booking.id, { kind: 'invoice_recorded', actorId: recorded.by, amountCents: columns.totalCents, at: recorded.at });
  return row;
}

/** The invoice as its readers see it; a pro's view leaves HomeMate's offer out (HomeMate pays it). */
export function toFinalInvoiceView(invoice: InvoiceRow, forProfessional: boolean): FinalInvoiceView {
  const discountCents = forProfessional ? 0 : invoice.discountCents;
  const subtotalCents = invoice.subtotalCents + invoice.discountCents - discountCents;
  return {
    minutesWorked: invoice.minutesWorked ?? null,
    workCents: invoice.workCents,
    discountCents,
    materials: invoice.materials,
    materialsCents: invoice.materialsCents,
    // The pro's view: the same work and materials, taxed without the offer (what HomeMate owes them for).
    ...(forProfessional
      ? { subtotalCents, ...taxesOf(subtotalCents) }
      : { subtotalCents, gstCents: invoice.gstCents, qstCents: invoice.qstCents, totalCents: invoice.totalCents }),
    note: invoice.note ?? null,
    status: invoice.status,
    recordedAt: invoice.recordedAt.toISOString(),
    decidedAt: invoice.decidedAt?.toISOString() ?? null,
    disputeReason: invoice.disputeReason ?? null,
  };
}

/** What a view of the invoice needs (a row of booking_invoices). */
export type InvoiceRow = Pick<
  BookingInvoice,
  | 'minutesWorked'
  | 'workCents'
  | 'discountCents'
  | 'materials'
  | 'materialsCents'
  | 'subtotalCents'
  | 'gstCents'
  | 'qstCents'
  | 'totalCents'
  | 'note'
  | 'status'
  | 'recordedAt'
  | 'decidedAt'
  | 'disputeReason'
>;

function taxesOf(subtotalCents: number): { gstCents: number; qstCents: number; totalCents: number } {
  const { gstCents, qstCents, totalCents } = priceWithOffer(subtotalCents, null);
  return { gstCents, qstCents, totalCents };
}
