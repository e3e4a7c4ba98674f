import { Body, Controller, Get, HttpCode, HttpStatus, Ip, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { SERVICE_AREA_ROUTES, type ServiceAreaCheckView, type ServiceAreaWaitlistResponse } from '@hm/contracts';
import { ApiAnswer } from '../../http/open-api/api-answer.js';
import { Public, Roles } from '../auth/auth-decision.js';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { RateLimit } from '../rate-limit/rate-limit.decorator.js';
import { ServiceAreaCheckQueryDto } from './dto/service-area-check-query.dto.js';
import { ServiceAreaWaitlistDto } from './dto/service-area-waitlist.dto.js';
import { ServiceAreasService } from './service-areas.service.js';

const WAITLIST_LIMIT = { per: 'ip', rule: 'publicForms.limits.waitlistPerIp' } as const;

/** Whether a pro serves an address (the booking wizard asks before the summary), and its waitlist. */
@ApiTags('service areas')
@ApiTooManyRequestsResponse({ description: 'RATE_LIMITED with retryAfter (seconds), per client IP' })
@Controller()
export class ServiceAreasController {
  constructor(private readonly areas: ServiceAreasService) {}

  @Get(SERVICE_AREA_ROUTES.check)
  @Public()
  @RateLimit('serviceAreaCheckPerIp', { per: 'ip', rule: 'publicForms.limits.serviceAreaCheckPerIp' })
  @ApiOperation({
    summary:
      'Whether a booking of the service at the postal code would be accepted: 200 { served, fsa }; 400 VALIDATION_FAILED (POSTAL_CODE_OUTSIDE_QUEBEC, INVALID_POSTAL_CODE, UNKNOWN_SERVICE, SERVICE_NOT_BOOKABLE)',
  })
  @ApiAnswer(HttpStatus.OK, 'ServiceAreaCheckView')
  check(@Query() query: ServiceAreaCheckQueryDto): Promise<ServiceAreaCheckView> {
    return this.areas.check(query);
  }

  @Post(SERVICE_AREA_ROUTES.waitlist)
  @Public()
  @HttpCode(HttpStatus.OK)
  @RateLimit('serviceAreaWaitlistPerIp', WAITLIST_LIMIT)
  @ApiOperation({ summary: "Be told once by e-mail when the area opens: 200 { status: 'subscribed' | 'already_subscribed' }" })
  @ApiAnswer(HttpStatus.OK, 'WaitlistResponse')
  joinWaitlist(@Body() dto: ServiceAreaWaitlistDto, @Ip() ip: string): Promise<ServiceAreaWaitlistResponse> {
    return this.areas.joinWaitlist(dto, null, ip);
  }

  @Post(SERVICE_AREA_ROUTES.waitlistSignedIn)
  @Roles('customer', 'professional', 'support', 'admin')
  @ApiBearerAuth()
  @HttpCode(HttpStatus.OK)
  @RateLimit('serviceAreaWaitlistPerIp', WAITLIST_LIMIT)
  @ApiOperation({ summary: "The same, signed in: the entry keeps the account. 200 { status: 'subscribed' | 'already_subscribed' }" })
  @ApiAnswer(HttpStatus.OK, 'WaitlistResponse')
  joinWaitlistSignedIn(
    @Body() dto: ServiceAreaWaitlistDto,
    @CurrentUser() user: AuthUser,
    @Ip() ip: string,
  ): Promise<ServiceAreaWaitlistResponse> {
    return this.areas.joinWaitlist(dto, user.id, ip);
  }
}
