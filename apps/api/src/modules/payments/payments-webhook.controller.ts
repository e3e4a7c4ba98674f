import { Controller, Headers, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { RawBodyRequest } from '@nestjs/common';
import type { Request } from 'express';
import { PAYMENTS_WEBHOOK_ROUTE } from '@hm/contracts';
import { Public } from '../auth/auth-decision.js';
import { SkipRateLimit } from '../rate-limit/rate-limit.decorator.js';
import { PaymentsWebhookService } from './payments-webhook.service.js';

/**
 * Stripe's webhooks (docs/payments-by-card.md "Webhooks"): public, but every event must carry
 * Stripe's signature of its exact body; not rate-limited per address, since a burst comes from
 * Stripe's few addresses and a forged one is refused by its signature.
 */
@ApiExcludeController()
@Controller(PAYMENTS_WEBHOOK_ROUTE)
export class PaymentsWebhookController {
  constructor(private readonly webhooks: PaymentsWebhookService) {}

  @Post()
  @Public()
  @SkipRateLimit()
  @HttpCode(HttpStatus.OK)
  async receive(
    @Req() request: RawBodyRequest<Request>,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<{ received: true }> {
    await this.webhooks.receive(request.rawBody ?? Buffer.alloc(0), signature ?? '');
    return { received: true };
  }
}
