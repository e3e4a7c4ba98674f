import { Body, Controller, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ReservationView } from '@hm/contracts';
import { ApiAnswer } from '../../http/open-api/api-answer.js';
import { Roles } from '../auth/auth-decision.js';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { DisputeInvoiceDto } from './dto/dispute-invoice.dto.js';
import { FinalInvoiceService } from './final-invoice.service.js';

/** The customer's answer to a final price that waits for it (docs/pricing-and-taxes.md "The final price"). */
@ApiTags('bookings')
@ApiBearerAuth()
@Roles('customer', 'professional', 'support', 'admin')
@Controller('bookings/:bookingNumber/invoice')
export class FinalInvoiceController {
  constructor(private readonly invoices: FinalInvoiceService) {}

  @Post('approve')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'Approve the final price (the owner, or an operator once a dispute is settled): 200 ReservationView; 409 INVOICE_NOT_AWAITING; 404 for anyone else',
  })
  @ApiAnswer(HttpStatus.OK, 'ReservationView')
  approve(@CurrentUser() user: AuthUser, @Param('bookingNumber') bookingNumber: string): Promise<ReservationView> {
    return this.invoices.decide(user, bookingNumber, { kind: 'approve' });
  }

  @Post('dispute')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      "Dispute the final price to HomeMate's support (the owner, while it waits for approval): 200 ReservationView; 400 VALIDATION_FAILED; 409 INVOICE_NOT_AWAITING; 404 for anyone else",
  })
  @ApiAnswer(HttpStatus.OK, 'ReservationView')
  dispute(
    @CurrentUser() user: AuthUser,
    @Param('bookingNumber') bookingNumber: string,
    @Body() dto: DisputeInvoiceDto,
  ): Promise<ReservationView> {
    return this.invoices.decide(user, bookingNumber, { kind: 'dispute', reason: dto.reason });
  }
}
