import { Module } from '@nestjs/common';
import { CardChargeProcessor } from './card-charge.processor.js';
import { CardRefundProcessor } from './card-refund.processor.js';
import { PaymentsAnnouncer } from './payments-announcer.js';
import { stripeProvider } from './payments-settings.js';
import { StripeEventProcessor } from './stripe-event.processor.js';

/** Card payments: charging saved cards, and Stripe's webhook events applied once (docs/payments-by-card.md). */
@Module({ providers: [stripeProvider, PaymentsAnnouncer, StripeEventProcessor, CardChargeProcessor, CardRefundProcessor] })
export class PaymentsModule {}
