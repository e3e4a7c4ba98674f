import { Controller, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CardSetupView } from '@hm/contracts';
import { randomUUID } from 'node:crypto';
import { ApiAnswer } from '../../http/open-api/api-answer.js';
import { Roles } from '../auth/auth-decision.js';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { IdempotencyKey } from '../bookings/idempotency-key.decorator.js';
import { CardSetupService } from './card-setup.service.js';

/** The customer saves a card for a booking (docs/payments-by-card.md). */
@ApiTags('payments')
@ApiBearerAuth()
@Roles('customer', 'professional', 'support', 'admin')
@Controller('bookings/:bookingNumber/card')
export class CardSetupController {
  constructor(private readonly cards: CardSetupService) {}

  @Post()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'Open a Stripe Checkout session (setup mode) to save a card for the booking (the owner): 200 CardSetupView; 409 CARD_PAYMENTS_OFF, CARD_NOT_NEEDED; 503 PAYMENT_PROVIDER_UNAVAILABLE; 404 for anyone else',
  })
  @ApiAnswer(HttpStatus.OK, 'CardSetupView')
  start(
    @CurrentUser() user: AuthUser,
    @Param('bookingNumber') bookingNumber: string,
    @IdempotencyKey() key: string | null,
  ): Promise<CardSetupView> {
    return this.cards.start(user, bookingNumber, key ?? randomUUID());
  }
}
