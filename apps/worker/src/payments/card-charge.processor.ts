import type { Stripe } from '@hm/bookings';
import type { CardChargeFailure } from '@hm/contracts';
import { MikroORM } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import StripeSdk from 'stripe';
import type { WorkerConfig } from '../config/worker-config.js';
import { WORKER_CONFIG } from '../infrastructure/tokens.js';
import { JobHandler, type JobOf } from '../jobs/job-handler.decorator.js';
import { chargeNeedsCustomer, chargeSucceeded, planCharge, type ChargePlan } from './card-charges.js';
import { PaymentsAnnouncer } from './payments-announcer.js';
import { InjectStripe, paymentSettingsOf } from './payments-settings.js';

export type ChargeOutcome = 'nothing_due' | 'succeeded' | 'needs_customer' | 'processing';

/**
 * Charges a booking's saved card off-session (docs/payments-by-card.md "Charging"). The plan is
 * made under the booking's lock; Stripe is called outside any transaction with the charge's own
 * idempotency key (a retried job gets Stripe's first answer again); the outcome is written like
 * the webhook's, so whichever comes first records it and the other changes nothing.
 */
@Injectable()
export class CardChargeProcessor {
  constructor(
    private readonly orm: MikroORM,
    private readonly announcer: PaymentsAnnouncer,
    @InjectStripe() private readonly stripe: Stripe | null,
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
  ) {}

  @JobHandler('payments', 'charge')
  async charge(job: JobOf<'payments', 'charge'>): Promise<{ outcome: ChargeOutcome }> {
    if (!this.stripe) return { outcome: 'nothing_due' };
    const plan = await this.orm.em.fork().transactional((tx) => planCharge(tx, job.data.bookingId, job.data.kind));
    if (!plan) return { outcome: 'nothing_due' };
    let intent: Stripe.PaymentIntent;
    try {
      intent = await this.stripe.paymentIntents.create(
        {
          amount: plan.amountCents,
          currency: 'cad',
          customer: plan.customerId,
          payment_method: plan.paymentMethodId,
          off_session: true,
          confirm: true,
          description: `HomeMate ${plan.bookingNumber}`,
          metadata: { booking_id: plan.bookingId, charge_id: plan.chargeId },
        },
        { idempotencyKey: `charge:${plan.chargeId}` },
      );
    } catch (error) {
      if (!(error instanceof StripeSdk.errors.StripeCardError)) throw error; // Stripe unreachable: the job is retried
      await this.needsCustomer(plan, error);
      return { outcome: 'needs_customer' };
    }
    if (intent.status !== 'succeeded') return { outcome: 'processing' }; // its webhook records the outcome
    await this.announcer.announce(
      await this.orm.em.fork().transactional((tx) => chargeSucceeded(tx, plan.chargeId, intent.id, paymentSettingsOf(this.config))),
    );
    return { outcome: 'succeeded' };
  }

  /** Opens Stripe's payment page for the amount (same key: one page per charge) and tells the customer. */
  private async needsCustomer(plan: ChargePlan, error: StripeSdk.errors.StripeCardError): Promise<void> {
    const reason: CardChargeFailure = error.code === 'authentication_required' ? 'authentication_required' : 'declined';
    const reservationUrl = `${this.config.publicUrl}/reservation/${encodeURIComponent(plan.bookingNumber)}`;
    const session = await this.stripe!.checkout.sessions.create(
      {
        mode: 'payment',
        customer: plan.customerId,
        line_items: [
          {
            quantity: 1,
            price_data: { currency: 'cad', unit_amount: plan.amountCents, product_data: { name: `HomeMate ${plan.bookingNumber}` } },
          },
        ],
        payment_intent_data: { metadata: { booking_id: plan.bookingId, charge_id: plan.chargeId } },
        metadata: { booking_id: plan.bookingId, charge_id: plan.chargeId },
        success_url: `${reservationUrl}?paid=1`,
        cancel_url: reservationUrl,
      },
      { idempotencyKey: `pay-link:${plan.chargeId}` },
    );
    const paymentIntentId = (error.raw as { payment_intent?: { id?: string } }).payment_intent?.id ?? null;
    const step = await this.orm.em.fork().transactional((tx) =>
      chargeNeedsCustomer(tx, plan.chargeId, {
        reason,
        code: error.decline_code ?? error.code ?? 'card_error',
        paymentIntentId,
        payUrl: session.url!,
      }),
    );
    await this.announcer.announce(step);
  }
}
