import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { isBookingNumber, type AdminMoneyView, type ProfessionalOptionView, type ReservationView } from '@hm/contracts';
import { RequirePermission } from '../auth/auth-decision.js';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { AdminMoneyRepository } from './admin-money.repository.js';
import { BookingTransitionsService, bookingNotFound } from './booking-transitions.service.js';
import { BookingTransitionDto } from './dto/booking-transition.dto.js';
import { CorrectInvoiceDto } from './dto/correct-invoice.dto.js';
import { FinalInvoiceService } from './final-invoice.service.js';
import { ApiAnswer } from '../../http/open-api/api-answer.js';

/** Operators move a booking along its timeline (also when no professional acts in the professional app). */
@ApiTags('admin')
@ApiBearerAuth()
@RequirePermission('bookings')
@Controller('admin')
export class AdminBookingsController {
  constructor(
    private readonly transitions: BookingTransitionsService,
    private readonly money: AdminMoneyRepository,
    private readonly invoices: FinalInvoiceService,
  ) {}

  @Post('bookings/:bookingNumber/transitions')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Apply an action of the booking state machine (409 INVALID_TRANSITION; 422 PROFESSIONAL_NOT_FOUND)' })
  @ApiAnswer(HttpStatus.OK, 'ReservationView')
  transition(
    @CurrentUser() user: AuthUser,
    @Param('bookingNumber') bookingNumber: string,
    @Body() dto: BookingTransitionDto,
  ): Promise<ReservationView> {
    if (!isBookingNumber(bookingNumber)) throw bookingNotFound();
    return this.transitions.apply(user, 'admin', bookingNumber, dto);
  }

  @Post('bookings/:bookingNumber/invoice')
  @RequirePermission('payments')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'Correct a final price not paid yet, with the reason; the corrected price is agreed: 409 INVOICE_NOT_CORRECTABLE; 400 VALIDATION_FAILED (invoice.*, reason)',
  })
  @ApiAnswer(HttpStatus.OK, 'ReservationView')
  correctInvoice(
    @CurrentUser() user: AuthUser,
    @Param('bookingNumber') bookingNumber: string,
    @Body() dto: CorrectInvoiceDto,
  ): Promise<ReservationView> {
    return this.invoices.correct(user, bookingNumber, dto);
  }

  // ADMIN_MONEY_ROUTE, below this controller's 'admin' prefix.
  @Get('money')
  @RequirePermission('payments')
  @ApiOperation({ summary: 'Final prices to settle, agreed prices not paid yet, and the latest payments with their receipts' })
  @ApiAnswer(HttpStatus.OK, 'AdminMoneyView')
  moneyView(): Promise<AdminMoneyView> {
    return this.money.view();
  }

  @Get('professionals')
  @ApiOperation({ summary: 'Users with the professional role, by name' })
  @ApiAnswer(HttpStatus.OK, ['ProfessionalOptionView'])
  professionals(): Promise<ProfessionalOptionView[]> {
    return this.transitions.professionalOptions();
  }
}
