import type { Stripe } from '@hm/bookings';
import { MikroORM } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import StripeSdk from 'stripe';
import type { WorkerConfig } from '../config/worker-config.js';
import { WORKER_CONFIG } from '../infrastructure/tokens.js';
import { JobHandler, type JobOf } from '../jobs/job-handler.decorator.js';
import { planRefund, refundFailed, refundSucceeded } from './card-refunds.js';
import { PaymentsAnnouncer } from './payments-announcer.js';
import { InjectStripe } from './payments-settings.js';

export type RefundOutcome = 'nothing_due' | 'succeeded' | 'failed' | 'processing';

/** Sends an operator's refund to Stripe once (its idempotency key is the refund's id); Stripe's answer or its webhook settles it. */
@Injectable()
export class CardRefundProcessor {
  constructor(
    private readonly orm: MikroORM,
    private readonly announcer: PaymentsAnnouncer,
    @InjectStripe() private readonly stripe: Stripe | null,
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
  ) {}

  @JobHandler('payments', 'refund')
  async refund(job: JobOf<'payments', 'refund'>): Promise<{ outcome: RefundOutcome }> {
    const plan = this.stripe ? await planRefund(this.orm.em.fork(), job.data.refundId) : null;
    if (!plan) return { outcome: 'nothing_due' };
    let refund: Stripe.Refund;
    try {
      refund = await this.stripe!.refunds.create(
        {
          payment_intent: plan.paymentIntentId,
          amount: plan.amountCents,
          reason: 'requested_by_customer',
          metadata: { booking_id: plan.bookingId, refund_id: plan.refundId },
        },
        { idempotencyKey: `refund:${plan.refundId}` },
      );
    } catch (error) {
      // Stripe refused it (not a network failure, which is retried): it stays refused.
      if (!(error instanceof StripeSdk.errors.StripeInvalidRequestError)) throw error;
      await this.announcer.announce(
        await this.orm.em.fork().transactional((tx) => refundFailed(tx, plan.refundId, error.code ?? 'invalid_request')),
      );
      return { outcome: 'failed' };
    }
    if (refund.status !== 'succeeded') return { outcome: 'processing' };
    await this.announcer.announce(
      await this.orm.em.fork().transactional((tx) => refundSucceeded(tx, plan.refundId, refund.id, this.config.publicUrl)),
    );
    return { outcome: 'succeeded' };
  }
}
