import { Module } from '@nestjs/common';
import { CardSetupController } from './card-setup.controller.js';
import { CardSetupService } from './card-setup.service.js';
import { PaymentsWebhookController } from './payments-webhook.controller.js';
import { PaymentsWebhookService } from './payments-webhook.service.js';
import { RefundsController } from './refunds.controller.js';
import { RefundsService } from './refunds.service.js';
import { stripeProvider } from './stripe.provider.js';

/** Card payments with Stripe (docs/payments-by-card.md): saving a card, Stripe's webhooks, operators' refunds. */
@Module({
  controllers: [CardSetupController, PaymentsWebhookController, RefundsController],
  providers: [stripeProvider, CardSetupService, PaymentsWebhookService, RefundsService],
})
export class PaymentsModule {}
