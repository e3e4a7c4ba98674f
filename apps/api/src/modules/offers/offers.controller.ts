import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { OFFER_PREVIEW_ROUTE, type OfferPreview } from '@hm/contracts';
import { ApiAnswer } from '../../http/open-api/api-answer.js';
import { Roles } from '../auth/auth-decision.js';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { OfferPreviewDto } from './dto/offer-preview.dto.js';
import { OffersService } from './offers.service.js';

@ApiTags('offers')
@ApiBearerAuth()
// Whoever may book (BookingsController) may ask what their booking would get.
@Roles('customer', 'professional', 'support', 'admin')
@Controller()
export class OffersController {
  constructor(private readonly offers: OffersService) {}

  @Post(OFFER_PREVIEW_ROUTE)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      "The offer a booking at this phone and home would be made with (the caller's own account): 200 OfferPreview; 400 VALIDATION_FAILED",
  })
  @ApiAnswer(HttpStatus.OK, 'OfferPreview')
  preview(@CurrentUser() user: AuthUser, @Body() dto: OfferPreviewDto): Promise<OfferPreview> {
    return this.offers.preview(user.id, dto);
  }
}
