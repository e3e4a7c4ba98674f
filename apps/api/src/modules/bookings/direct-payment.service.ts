import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { ApiErrorCode, maxTipCents, PaymentFieldError, paymentErrors, todayInToronto, type RecordPaymentRequest } from '@hm/contracts';
import { Booking, BookingInvoice, BookingPayment, BookingTip, CardCharge } from '@hm/db';
import { recordPayment } from '@hm/bookings';
import type { AppConfig } from '../../config/app-config.js';
import { DomainException } from '../../common/errors/domain.exception.js';
import type { AccessCaller } from './booking-access.js';
import { BookingTransitionsService, bookingNotFound } from './booking-transitions.service.js';
import { receiptSettingsOf } from './receipts.service.js';
import { ReservationsRepository } from './reservations.repository.js';

/**
 * The pro records the customer's direct payment (docs/pricing-and-taxes.md "Payment"): once the
 * final price is agreed, once per job, under the booking's row lock, with a tip handed over when the
 * customer gave none in the app; the customer reads it in the thread, live.
 */
@Injectable()
export class DirectPaymentService {
  constructor(
    private readonly em: EntityManager,
    private readonly repository: ReservationsRepository,
    private readonly transitions: BookingTransitionsService,
    private readonly config: ConfigService<AppConfig, true>,
  ) {}

  async record(caller: AccessCaller, bookingNumber: string, request: RecordPaymentRequest): Promise<void> {
    const change = await this.em.fork().transactional(async (tx) => {
      const booking = await tx.findOne(Booking, { bookingNumber }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!booking || caller.role !== 'professional' || booking.professional?.id !== caller.id) throw bookingNotFound();
      const invoice = await tx.findOne(BookingInvoice, { booking: booking.id });
      if (booking.status !== 'completed' || invoice?.status !== 'agreed')
        throw new DomainException(ApiErrorCode.PAYMENT_NOT_DUE, 'The payment can be recorded once the final price is agreed.');
      // Paid, or being paid, by the card the customer saved: not collected by the pro.
      if (
        (await tx.count(BookingPayment, { booking: booking.id })) ||
        (await tx.count(CardCharge, { booking: booking.id, kind: 'job', status: { $in: ['pending', 'succeeded'] } }))
      )
        throw new DomainException(ApiErrorCode.PAYMENT_ALREADY_RECORDED, 'The payment of this job is already recorded.');
      const now = new Date();
      const tipped = await tx.findOne(BookingTip, { booking: booking.id });
      const errors = paymentErrors(request, {
        completedOn: todayInToronto(invoice.recordedAt),
        today: todayInToronto(now),
        maxTipCents: maxTipCents(invoice.subtotalCents),
      });
      // A tip the customer gave in the app is the job's one tip: the pro collects it, not another.
      if (tipped && request.tipCents) errors.tipCents = PaymentFieldError.TipAlreadyGiven;
      if (Object.keys(errors).length > 0)
        throw new DomainException(
          ApiErrorCode.VALIDATION_FAILED,
          'The payment has invalid fields.',
          Object.fromEntries(Object.entries(errors).map(([field, code]) => [field, [code!]])),
        );
      const message = await recordPayment(tx, {
        booking,
        invoice,
        method: request.method,
        paidOn: request.paidOn,
        actorId: caller.id,
        commissionPercent: this.config.get('money', { infer: true }).platformCommissionPercent,
        tip: tipped ? { cents: tipped.amountCents, new: false } : { cents: request.tipCents ?? 0, new: true },
        at: now,
        receipts: receiptSettingsOf(this.config),
      });
      booking.updatedAt = now;
      await tx.flush();
      return { record: (await this.repository.findByNumber(bookingNumber, tx))!, event: null, message };
    });
    this.transitions.announce('updated', change);
  }
}
