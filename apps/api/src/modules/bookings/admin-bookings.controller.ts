import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { isBookingNumber, type ProfessionalOptionView, type ReservationView } from '@hm/contracts';
import { Roles } from '../auth/auth-decision.js';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { BookingTransitionsService, bookingNotFound } from './booking-transitions.service.js';
import { BookingTransitionDto } from './dto/booking-transition.dto.js';
import { ApiAnswer } from '../../http/open-api/api-answer.js';

/** Operators move a booking along its timeline (also when no professional acts in the professional app). */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin')
export class AdminBookingsController {
  constructor(private readonly transitions: BookingTransitionsService) {}

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

  @Get('professionals')
  @ApiOperation({ summary: 'Users with the professional role, by name' })
  @ApiAnswer(HttpStatus.OK, ['ProfessionalOptionView'])
  professionals(): Promise<ProfessionalOptionView[]> {
    return this.transitions.professionalOptions();
  }
}
