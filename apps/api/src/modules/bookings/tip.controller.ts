import { Body, Controller, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ReservationView } from '@hm/contracts';
import { ApiAnswer } from '../../http/open-api/api-answer.js';
import { Roles } from '../auth/auth-decision.js';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { GiveTipDto } from './dto/give-tip.dto.js';
import { TipService } from './tip.service.js';

/** The customer's tip (docs/pricing-and-taxes.md "Tips"). */
@ApiTags('bookings')
@ApiBearerAuth()
@Roles('customer', 'professional', 'support', 'admin')
@Controller('bookings/:bookingNumber/tip')
export class TipController {
  constructor(private readonly tips: TipService) {}

  @Post()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'Tip the pro (the owner, once the final price is agreed, for 72 hours after the job): 200 ReservationView; 400 VALIDATION_FAILED (tip: INVALID_TIP); 409 TIP_NOT_ALLOWED, TIP_ALREADY_GIVEN; 404 for anyone else',
  })
  @ApiAnswer(HttpStatus.OK, 'ReservationView')
  give(@CurrentUser() user: AuthUser, @Param('bookingNumber') bookingNumber: string, @Body() dto: GiveTipDto): Promise<ReservationView> {
    return this.tips.give(user, bookingNumber, dto);
  }
}
