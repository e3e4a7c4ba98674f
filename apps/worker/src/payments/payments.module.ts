import { Module } from '@nestjs/common';
import { StripeEventProcessor } from './stripe-event.processor.js';

/** Card payments: Stripe's webhook events, applied once (docs/payments-by-card.md). */
@Module({ providers: [StripeEventProcessor] })
export class PaymentsModule {}
