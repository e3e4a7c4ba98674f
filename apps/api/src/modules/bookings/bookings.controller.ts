import { Body, Controller, HttpStatus, Post, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { BookingView } from '@hm/contracts';
import type { Response } from 'express';
import { Roles } from '../auth/auth-decision.js';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { normalizeBookingRequest } from './booking-request.js';
import { BookingsService } from './bookings.service.js';
import { CreateBookingDto } from './dto/create-booking.dto.js';
import { IdempotencyKey } from './idempotency-key.decorator.js';
import { ApiAnswer } from '../../http/open-api/api-answer.js';

@ApiTags('bookings')
@ApiBearerAuth()
// Any signed-in account books for itself; who it is comes from the token, never from the body.
@Roles('customer', 'professional', 'support', 'admin')
@Controller('bookings')
export class BookingsController {
  constructor(private readonly bookings: BookingsService) {}

  @Post()
  @ApiOperation({ summary: 'Book a service (201; the same booking again with 200 for a repeated Idempotency-Key)' })
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description: 'A new UUID per booking the user means to make; a retry sends the same one',
  })
  @ApiAnswer(HttpStatus.CREATED, 'BookingView')
  @ApiAnswer(HttpStatus.OK, 'BookingView', 'The booking already made with this Idempotency-Key')
  async create(
    @CurrentUser() user: AuthUser,
    @Body() dto: CreateBookingDto,
    @IdempotencyKey() idempotencyKey: string | null,
    @Res({ passthrough: true }) response: Response,
  ): Promise<BookingView> {
    const { booking, replayed } = await this.bookings.create(user, normalizeBookingRequest(dto), idempotencyKey);
    if (replayed) response.status(HttpStatus.OK);
    return booking;
  }
}
