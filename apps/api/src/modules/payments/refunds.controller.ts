import { Body, Controller, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequirePermission } from '../auth/auth-decision.js';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { RefundDto } from './refund.dto.js';
import { RefundsService } from './refunds.service.js';

/** Operators refund a card payment (docs/payments-by-card.md "Refunds"). */
@ApiTags('admin')
@ApiBearerAuth()
@RequirePermission('payments')
@Controller('admin/bookings/:bookingNumber/refund')
export class RefundsController {
  constructor(private readonly refunds: RefundsService) {}

  @Post()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary:
      "Refund part or all of the job's card charge, with the reason (sent to Stripe by the worker): 204; 409 NOTHING_TO_REFUND; 400 VALIDATION_FAILED (amountCents: INVALID_AMOUNT, reason)",
  })
  @ApiNoContentResponse()
  refund(@CurrentUser() user: AuthUser, @Param('bookingNumber') bookingNumber: string, @Body() dto: RefundDto): Promise<void> {
    return this.refunds.request(user, bookingNumber, dto);
  }
}
