import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { ApiErrorCode, type BookingNote, type CorrectInvoiceRequest, type ReservationView } from '@hm/contracts';
import { Booking, BookingInvoice, BookingPayment, CardCharge, User } from '@hm/db';
import { finalPriceDisputedMail } from '@hm/mail';
import { enqueueViaOutbox } from '@hm/queue';
import type { AppConfig } from '../../config/app-config.js';
import { DomainException } from '../../common/errors/domain.exception.js';
import { bookingTarget, recordOperatorAction } from '../audit/record-operator-action.js';
import type { AccessCaller } from './booking-access.js';
import { BookingTransitionsService, bookingNotFound } from './booking-transitions.service.js';
import { addMoneyEvent, addSystemMessage, queueCardCharge } from '@hm/bookings';
import { checkFinalInvoice, invoiceColumns } from './final-invoices.js';
import { toReservationView } from './reservation.view.js';
import { ReservationsRepository } from './reservations.repository.js';

export type InvoiceDecision = { kind: 'approve' } | { kind: 'dispute'; reason: string };

const notAwaiting = () =>
  new DomainException(ApiErrorCode.INVOICE_NOT_AWAITING, 'This final price is not waiting for an approval or a dispute.');

/**
 * The customer's answer to a final price above the estimate's margin (docs/pricing-and-taxes.md
 * "The final price"): approve it, or dispute it to HomeMate's support, who approves it for them
 * once it is settled. Under the booking's row lock; told in the thread, live, to both sides.
 */
@Injectable()
export class FinalInvoiceService {
  constructor(
    private readonly em: EntityManager,
    private readonly repository: ReservationsRepository,
    private readonly transitions: BookingTransitionsService,
    private readonly config: ConfigService<AppConfig, true>,
  ) {}

  async decide(caller: AccessCaller, bookingNumber: string, decision: InvoiceDecision): Promise<ReservationView> {
    const change = await this.em.fork().transactional(async (tx) => {
      const booking = await tx.findOne(Booking, { bookingNumber }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const owner = booking?.user.id === caller.id;
      // Only the customer decides, or an operator for them; anyone else: as if it did not exist.
      if (!booking || !(owner || (caller.role === 'admin' && decision.kind === 'approve'))) throw bookingNotFound();
      const invoice = await tx.findOne(BookingInvoice, { booking: booking.id });
      const from = decision.kind === 'approve' ? ['awaiting_approval', 'disputed'] : ['awaiting_approval'];
      if (!invoice || !from.includes(invoice.status)) throw notAwaiting();
      const now = new Date();
      invoice.decidedAt = now;
      invoice.decidedBy = tx.getReference(User, caller.id);
      let note: BookingNote;
      if (decision.kind === 'approve') {
        invoice.status = 'agreed';
        note = { code: 'final_price_approved', by: owner ? 'customer' : 'admin' };
        await queueCardCharge(tx, booking.id, 'job');
        addMoneyEvent(tx, booking.id, { kind: 'invoice_approved', actorId: caller.id, amountCents: invoice.totalCents, at: now });
      } else {
        invoice.status = 'disputed';
        invoice.disputeReason = decision.reason;
        note = { code: 'final_price_disputed' };
        addMoneyEvent(tx, booking.id, {
          kind: 'invoice_disputed',
          actorId: caller.id,
          amountCents: invoice.totalCents,
          reason: decision.reason,
          at: now,
        });
        // Support settles it: told by e-mail, in the team's language, with the link to the booking.
        const customer = await tx.findOneOrFail(User, { id: booking.user.id });
        const publicUrl = this.config.get('http', { infer: true }).publicUrl;
        enqueueViaOutbox(
          tx,
          'mail',
          'send',
          finalPriceDisputedMail({
            to: this.config.get('publicForms', { infer: true }).supportEmail,
            customerName: `${customer.firstName} ${customer.lastName}`,
            bookingNumber,
            totalCents: invoice.totalCents,
            reason: decision.reason,
            actionUrl: `${publicUrl}/reservation/${encodeURIComponent(bookingNumber)}`,
          }),
        );
      }
      booking.updatedAt = now;
      const message = addSystemMessage(tx, booking, note, now);
      await tx.flush();
      const record = (await this.repository.findByNumber(bookingNumber, tx))!;
      return { record, event: null, message };
    });
    this.transitions.announce('updated', change);
    return toReservationView(change.record, caller);
  }

  /**
   * An operator corrects a final price not paid yet (a dispute settled at another amount), with the
   * reason: the totals computed again, agreed; told in the thread to both sides, live. 409
   * INVOICE_NOT_CORRECTABLE once paid or charged to the card; 404 for anyone but an operator.
   */
  async correct(caller: AccessCaller, bookingNumber: string, request: CorrectInvoiceRequest): Promise<ReservationView> {
    const change = await this.em.fork().transactional(async (tx) => {
      const booking = await tx.findOne(Booking, { bookingNumber }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!booking || caller.role !== 'admin') throw bookingNotFound();
      const invoice = await tx.findOne(BookingInvoice, { booking: booking.id });
      // Paid, or charged to the card (the charge's amount is fixed): settled with a refund instead.
      if (!invoice || (await tx.count(BookingPayment, { booking: booking.id })) || (await tx.count(CardCharge, { booking: booking.id })))
        throw new DomainException(ApiErrorCode.INVOICE_NOT_CORRECTABLE, 'This final price can no longer be corrected.');
      const now = new Date();
      tx.assign(invoice, {
        ...invoiceColumns(booking, checkFinalInvoice(request.invoice, booking.priceKind)),
        status: 'agreed',
        decidedAt: now,
        decidedBy: tx.getReference(User, caller.id),
      });
      addMoneyEvent(tx, booking.id, {
        kind: 'invoice_corrected',
        actorId: caller.id,
        amountCents: invoice.totalCents,
        reason: request.reason,
        at: now,
      });
      booking.updatedAt = now;
      await recordOperatorAction(
        tx,
        caller.id,
        {
          action: 'invoice_corrected',
          target: bookingTarget(booking.bookingNumber),
          reason: request.reason,
          details: { totalCents: invoice.totalCents },
        },
        now,
      );
      const message = addSystemMessage(tx, booking, { code: 'final_price_corrected', totalCents: invoice.totalCents }, now);
      await tx.flush();
      await queueCardCharge(tx, booking.id, 'job');
      return { record: (await this.repository.findByNumber(bookingNumber, tx))!, event: null, message };
    });
    this.transitions.announce('updated', change);
    return toReservationView(change.record, caller);
  }
}
