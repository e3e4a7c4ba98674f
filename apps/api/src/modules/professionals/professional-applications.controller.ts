import { Body, Controller, HttpStatus, Ip, Post, UseGuards } from '@nestjs/common';
import { ApiConflictResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { PRO_ROUTES, type ProfessionalApplicationResponse } from '@hm/contracts';
import { Public } from '../auth/auth-decision.js';
import { ProfessionalApplicationDto } from './dto/professional-application.dto.js';
import { ProApplicationRateLimitGuard } from './pro-application-rate-limit.guard.js';
import { ProfessionalApplicationsService } from './professional-applications.service.js';
import { ApiAnswer } from '../../http/open-api/api-answer.js';

/** The /grow-business signup form: anonymous, limited per client IP. */
@ApiTags('professionals')
@Controller()
export class ProfessionalApplicationsController {
  constructor(private readonly applications: ProfessionalApplicationsService) {}

  @Post(PRO_ROUTES.apply)
  @Public()
  @UseGuards(ProApplicationRateLimitGuard)
  @ApiOperation({ summary: "Apply as a professional (status pending): 201 { status: 'registered' }" })
  @ApiConflictResponse({ description: 'PROFESSIONAL_ALREADY_REGISTERED' })
  @ApiTooManyRequestsResponse({ description: 'RATE_LIMITED with retryAfter (seconds), per client IP' })
  @ApiAnswer(HttpStatus.CREATED, 'ProfessionalApplicationResponse')
  apply(@Body() dto: ProfessionalApplicationDto, @Ip() ip: string): Promise<ProfessionalApplicationResponse> {
    return this.applications.apply(dto, ip);
  }
}
