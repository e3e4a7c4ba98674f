import { Body, Controller, HttpStatus, Ip, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { PRO_ROUTES, type ProfessionalApplicationResponse } from '@hm/contracts';
import { Public } from '../auth/auth-decision.js';
import { ProfessionalApplicationDto } from './dto/professional-application.dto.js';
import { ProfessionalApplicationsService } from './professional-applications.service.js';
import { ApiAnswer } from '../../http/open-api/api-answer.js';
import { RateLimit } from '../rate-limit/rate-limit.decorator.js';

/** The /grow-business signup form: anonymous, limited per client IP. */
@ApiTags('professionals')
@Controller()
export class ProfessionalApplicationsController {
  constructor(private readonly applications: ProfessionalApplicationsService) {}

  @Post(PRO_ROUTES.apply)
  @Public()
  // A sign-up form of the public site: the waitlist's budget, in a counter of its own.
  @RateLimit('proApplicationPerIp', { per: 'ip', rule: 'publicForms.limits.waitlistPerIp' })
  @ApiOperation({ summary: "Apply as a professional (status pending): 201 { status: 'registered' }" })
  @ApiConflictResponse({ description: 'PROFESSIONAL_ALREADY_REGISTERED' })
  @ApiTooManyRequestsResponse({ description: 'RATE_LIMITED with retryAfter (seconds), per client IP' })
  @ApiAnswer(HttpStatus.CREATED, 'ProfessionalApplicationResponse')
  apply(@Body() dto: ProfessionalApplicationDto, @Ip() ip: string): Promise<ProfessionalApplicationResponse> {
    return this.applications.apply(dto, ip);
  }
}
