import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { ApiErrorCode, RefundFieldError, type RefundRequest } from '@hm/contracts';
import { addMoneyEvent } from '@hm/bookings';
import { Booking, CardCharge, CardRefund, User } from '@hm/db';
import { enqueueViaOutbox } from '@hm/queue';
import { randomUUID } from 'node:crypto';
import { DomainException } from '../../common/errors/domain.exception.js';
import { bookingTarget, recordOperatorAction } from '../audit/record-operator-action.js';
import type { AccessCaller } from '../bookings/booking-access.js';
import { bookingNotFound } from '../bookings/booking-transitions.service.js';

/**
 * An operator's refund to the customer's card (docs/payments-by-card.md "Refunds"): full or partial,
 * with a reason, against the job's card charge or a late-change fee's. Recorded here under the booking's lock (so two
 * refunds never exceed what was charged), sent to Stripe by the worker with the refund's own
 * idempotency key.
 */
@Injectable()
export class RefundsService {
  constructor(private readonly em: EntityManager) {}

  async request(caller: AccessCaller, bookingNumber: string, request: RefundRequest): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      const booking = await tx.findOne(Booking, { bookingNumber }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!booking || caller.role !== 'admin') throw bookingNotFound();
      const charge = await tx.findOne(CardCharge, { booking: booking.id, kind: request.charge ?? 'job', status: 'succeeded' });
      if (!charge) throw nothingToRefund();
      const refunds = await tx.find(CardRefund, { charge: charge.id, status: { $in: ['pending', 'succeeded'] } });
      const left = charge.amountCents - refunds.reduce((sum, refund) => sum + refund.amountCents, 0);
      if (left <= 0) throw nothingToRefund();
      if (!Number.isSafeInteger(request.amountCents) || request.amountCents < 1 || request.amountCents > left)
        throw new DomainException(ApiErrorCode.VALIDATION_FAILED, `The amount must be from 1 to ${left} cents.`, {
          amountCents: [RefundFieldError.InvalidAmount],
        });
      const now = new Date();
      const refund = tx.create(CardRefund, {
        id: randomUUID(),
        charge,
        amountCents: request.amountCents,
        reason: request.reason,
        requestedBy: tx.getReference(User, caller.id),
        status: 'pending',
        createdAt: now,
        updatedAt: now,
      });
      addMoneyEvent(tx, booking.id, {
        kind: 'refund_requested',
        actorId: caller.id,
        amountCents: request.amountCents,
        reason: request.reason,
        at: now,
      });
      await recordOperatorAction(
        tx,
        caller.id,
        {
          action: 'refund_requested',
          target: bookingTarget(booking.bookingNumber),
          reason: request.reason,
          details: { amountCents: request.amountCents, charge: charge.kind },
        },
        now,
      );
      enqueueViaOutbox(tx, 'payments', 'refund', { refundId: refund.id });
    });
  }
}

const nothingToRefund = () => new DomainException(ApiErrorCode.NOTHING_TO_REFUND, 'This booking has no card charge left to refund.');
