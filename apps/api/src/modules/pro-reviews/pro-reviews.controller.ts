import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PRO_PUBLIC_ROUTES, type PublicProProfileView, type PublicReviewView } from '@hm/contracts';
import { ApiAnswer } from '../../http/open-api/api-answer.js';
import { Public, Roles } from '../auth/auth-decision.js';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { ProReviewsService } from './pro-reviews.service.js';

/** A pro's public profile and their answers to reviews (docs/verified-trades.md "Reviews"). */
@ApiTags('pro')
@Controller()
export class ProReviewsController {
  constructor(private readonly reviews: ProReviewsService) {}

  @Get(PRO_PUBLIC_ROUTES.profile)
  @Public()
  @ApiOperation({
    summary: "A pro's public profile: verified credentials, rating, reviews and completed jobs counted from the data, latest reviews (404)",
  })
  @ApiAnswer(HttpStatus.OK, 'PublicProProfileView')
  profile(@Param('userId') userId: string): Promise<PublicProProfileView> {
    return this.reviews.publicProfile(userId);
  }

  @Post(PRO_PUBLIC_ROUTES.reply)
  @Roles('professional')
  @ApiBearerAuth()
  @HttpCode(HttpStatus.OK)
  @ApiBody({ schema: { type: 'object', properties: { reply: { type: 'string', maxLength: 1000 } } } })
  @ApiOperation({
    summary:
      'Answer the review of one of your jobs, once and publicly (400 VALIDATION_FAILED: REQUIRED, TOO_LONG, INVALID_TEXT; 404 REVIEW_NOT_FOUND; 409 REVIEW_REPLY_EXISTS)',
  })
  @ApiAnswer(HttpStatus.OK, 'PublicReviewView')
  reply(
    @CurrentUser() user: AuthUser,
    @Param('bookingNumber') bookingNumber: string,
    @Body() body: { reply?: unknown },
  ): Promise<PublicReviewView> {
    return this.reviews.reply(user.id, bookingNumber, body);
  }
}
