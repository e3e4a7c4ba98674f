import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { ApiErrorCode, tipAmountOf, tipWindowEnd, type ReservationView } from '@hm/contracts';
import { Booking, BookingInvoice, BookingPayment, BookingTip, User } from '@hm/db';
import { DomainException } from '../../common/errors/domain.exception.js';
import type { AccessCaller } from './booking-access.js';
import { BookingTransitionsService, bookingNotFound } from './booking-transitions.service.js';
import { addMoneyEvent, addSystemMessage, queueCardCharge } from '@hm/bookings';
import { toReservationView } from './reservation.view.js';
import { ReceiptsService } from './receipts.service.js';
import { ReservationsRepository } from './reservations.repository.js';

/**
 * The customer's tip from the app (docs/pricing-and-taxes.md "Tips"): once the final price is
 * agreed, for TIP_WINDOW_HOURS after the completion, once per job, under the booking's row lock.
 * The pro reads it in the thread, live; no tip (0) only closes the question.
 */
@Injectable()
export class TipService {
  constructor(
    private readonly em: EntityManager,
    private readonly repository: ReservationsRepository,
    private readonly transitions: BookingTransitionsService,
    private readonly receipts: ReceiptsService,
  ) {}

  async give(caller: AccessCaller, bookingNumber: string, request: unknown): Promise<ReservationView> {
    const change = await this.em.fork().transactional(async (tx) => {
      const booking = await tx.findOne(Booking, { bookingNumber }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!booking || booking.user.id !== caller.id) throw bookingNotFound();
      const invoice = await tx.findOne(BookingInvoice, { booking: booking.id });
      const now = new Date();
      if (booking.status !== 'completed' || invoice?.status !== 'agreed' || tipWindowEnd(invoice.recordedAt) <= now)
        throw new DomainException(ApiErrorCode.TIP_NOT_ALLOWED, 'A tip can be added once the final price is agreed, for 72 hours.');
      if (await tx.count(BookingTip, { booking: booking.id }))
        throw new DomainException(ApiErrorCode.TIP_ALREADY_GIVEN, 'This job already has its tip.');
      const tip = tipAmountOf(request, invoice.subtotalCents);
      if (typeof tip === 'string') throw new DomainException(ApiErrorCode.VALIDATION_FAILED, 'The tip is invalid.', { tip: [tip] });
      tx.create(BookingTip, {
        booking,
        amountCents: tip.amountCents,
        percent: tip.percent,
        givenBy: 'customer',
        givenByUser: tx.getReference(User, caller.id),
        givenAt: now,
      });
      addMoneyEvent(tx, booking.id, { kind: 'tip_given', actorId: caller.id, amountCents: tip.amountCents, at: now });
      booking.updatedAt = now;
      const message = tip.amountCents > 0 ? addSystemMessage(tx, booking, { code: 'tip_given', amountCents: tip.amountCents }, now) : null;
      await tx.flush();
      if (tip.amountCents > 0) {
        // Paid by card, or not paid yet with a card saved: the card is charged the tip, and the receipt
        // follows the charge. Paid directly: the receipt says the tip at once (one more version, e-mailed).
        const payment = await tx.findOne(BookingPayment, { booking: booking.id });
        if (!payment || payment.method === 'card') await queueCardCharge(tx, booking.id, 'tip');
        else await this.receipts.issue(tx, booking.id, caller.id, now);
      }
      return { record: (await this.repository.findByNumber(bookingNumber, tx))!, event: null, message };
    });
    this.transitions.announce('updated', change);
    return toReservationView(change.record, caller);
  }
}
