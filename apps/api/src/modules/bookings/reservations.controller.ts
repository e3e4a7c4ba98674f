import { Body, Controller, Get, HttpCode, HttpStatus, Param, Patch, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { BookingReviewView, ReservationView, TimelineEventView } from '@hm/contracts';
import { Roles } from '../auth/auth-decision.js';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { normalizeBookingUpdate } from './booking-request.js';
import { CancelBookingDto } from './dto/cancel-booking.dto.js';
import { CreateReviewDto } from './dto/create-review.dto.js';
import { UpdateBookingDto } from './dto/update-booking.dto.js';
import { ReservationsService } from './reservations.service.js';
import { ApiAnswer } from '../../http/open-api/api-answer.js';

/** One booking: its owner (and operators, and the assigned pro for reading); anyone else gets 404. */
@ApiTags('bookings')
@ApiBearerAuth()
@Roles('customer', 'professional', 'support', 'admin')
@Controller('bookings/:bookingNumber')
export class ReservationsController {
  constructor(private readonly reservations: ReservationsService) {}

  @Get()
  @ApiOperation({ summary: 'One of your bookings with the professional card, the review and what you may do (404 for any other)' })
  @ApiAnswer(HttpStatus.OK, 'ReservationView')
  get(@CurrentUser() user: AuthUser, @Param('bookingNumber') bookingNumber: string): Promise<ReservationView> {
    return this.reservations.get(user, bookingNumber);
  }

  @Patch()
  @ApiOperation({
    summary:
      "Change the editable details (pending or confirmed only; 409 BOOKING_NOT_EDITABLE otherwise; the customer's late date or time change: 409 LATE_FEE_NOT_ACCEPTED unless acceptLateFee)",
  })
  @ApiAnswer(HttpStatus.OK, 'ReservationView')
  update(
    @CurrentUser() user: AuthUser,
    @Param('bookingNumber') bookingNumber: string,
    @Body() dto: UpdateBookingDto,
  ): Promise<ReservationView> {
    return this.reservations.update(user, bookingNumber, normalizeBookingUpdate(dto), dto.acceptLateFee === true);
  }

  @Post('cancel')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      "Cancel the booking (kept, status cancelled; 409 BOOKING_NOT_CANCELLABLE unless pending or confirmed; the customer's late cancel: 409 LATE_FEE_NOT_ACCEPTED unless acceptLateFee)",
  })
  @ApiAnswer(HttpStatus.OK, 'ReservationView')
  cancel(
    @CurrentUser() user: AuthUser,
    @Param('bookingNumber') bookingNumber: string,
    @Body() dto: CancelBookingDto,
  ): Promise<ReservationView> {
    return this.reservations.cancel(user, bookingNumber, dto.acceptLateFee === true);
  }

  @Get('timeline')
  @ApiOperation({ summary: 'The timeline events, oldest first' })
  @ApiAnswer(HttpStatus.OK, ['TimelineEventView'])
  timeline(@CurrentUser() user: AuthUser, @Param('bookingNumber') bookingNumber: string): Promise<TimelineEventView[]> {
    return this.reservations.timeline(user, bookingNumber);
  }

  @Post('review')
  @ApiOperation({ summary: 'Review a completed booking, once (409 REVIEW_NOT_ALLOWED / REVIEW_ALREADY_EXISTS)' })
  @ApiAnswer(HttpStatus.CREATED, 'BookingReviewView')
  review(
    @CurrentUser() user: AuthUser,
    @Param('bookingNumber') bookingNumber: string,
    @Body() dto: CreateReviewDto,
  ): Promise<BookingReviewView> {
    return this.reservations.review(user, bookingNumber, dto);
  }
}
