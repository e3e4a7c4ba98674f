import { Controller, Get, HttpStatus, Query } from '@nestjs/common';
import { ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { AVAILABILITY_ROUTE, type AvailabilityView } from '@hm/contracts';
import { ApiAnswer } from '../../http/open-api/api-answer.js';
import { Public } from '../auth/auth-decision.js';
import { RateLimit } from '../rate-limit/rate-limit.decorator.js';
import { AvailabilityService } from './availability.service.js';
import { AvailabilityQueryDto } from './dto/availability-query.dto.js';

/** The booking wizard's date-and-time step: the free times of a sub-service at an address. */
@ApiTags('availability')
@ApiTooManyRequestsResponse({ description: 'RATE_LIMITED with retryAfter (seconds), per client IP' })
@Controller()
export class AvailabilityController {
  constructor(private readonly availability: AvailabilityService) {}

  @Get(AVAILABILITY_ROUTE)
  @Public()
  @RateLimit('availabilityPerIp', { per: 'ip', rule: 'publicForms.limits.availabilityPerIp' })
  @ApiOperation({
    summary:
      'The next 30 Montreal days, each with its free start times (a pro of the trade who serves the postal code is free): 200 AvailabilityView; 400 VALIDATION_FAILED (POSTAL_CODE_OUTSIDE_QUEBEC, INVALID_POSTAL_CODE, UNKNOWN_SERVICE, SERVICE_NOT_BOOKABLE, UNKNOWN_SUB_SERVICE)',
  })
  @ApiAnswer(HttpStatus.OK, 'AvailabilityView')
  view(@Query() query: AvailabilityQueryDto): Promise<AvailabilityView> {
    return this.availability.view(query);
  }
}
