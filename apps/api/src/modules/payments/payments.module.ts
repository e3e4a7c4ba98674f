import { Module } from '@nestjs/common';
import { CardSetupController } from './card-setup.controller.js';
import { CardSetupService } from './card-setup.service.js';
import { PaymentsWebhookController } from './payments-webhook.controller.js';
import { PaymentsWebhookService } from './payments-webhook.service.js';
import { stripeProvider } from './stripe.provider.js';

/** Card payments with Stripe (docs/payments-by-card.md): saving a card, and Stripe's webhooks. */
@Module({
  controllers: [CardSetupController, PaymentsWebhookController],
  providers: [stripeProvider, CardSetupService, PaymentsWebhookService],
})
export class PaymentsModule {}
