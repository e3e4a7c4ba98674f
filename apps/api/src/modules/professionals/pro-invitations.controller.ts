import { Body, Controller, HttpCode, HttpStatus, Post, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { PRO_ROUTES, type AcceptInvitationResponse, type InvitationView } from '@hm/contracts';
import type { Response } from 'express';
import { Public } from '../auth/auth-decision.js';
import { Client } from '../auth/client-info.decorator.js';
import { SessionCookieService } from '../auth/sessions/session-cookie.service.js';
import type { ClientInfo } from '../auth/sessions/sessions.service.js';
import { AcceptInvitationDto, InvitationCheckDto } from './dto/invitation.dto.js';
import { ProfessionalInvitationsService } from './professional-invitations.service.js';
import { ApiAnswer } from '../../http/open-api/api-answer.js';
import { RateLimit } from '../rate-limit/rate-limit.decorator.js';

/** The e-mailed /pro/welcome link: anonymous, the token is the proof; limited like password resets. */
@ApiTags('professionals')
@Controller()
export class ProInvitationsController {
  constructor(
    private readonly invitations: ProfessionalInvitationsService,
    private readonly cookies: SessionCookieService,
  ) {}

  @Post(PRO_ROUTES.invitationCheck)
  @Public()
  @HttpCode(HttpStatus.OK)
  @RateLimit('resetPasswordPerIp', { per: 'ip', rule: 'auth.limits.resetPasswordPerIp' })
  @ApiOperation({ summary: 'Whether an invitation token can still be used (400 INVALID_INVITATION)' })
  @ApiAnswer(HttpStatus.OK, 'InvitationView')
  check(@Body() dto: InvitationCheckDto): Promise<InvitationView> {
    return this.invitations.check(dto.token);
  }

  @Post(PRO_ROUTES.invitationAccept)
  @Public()
  @HttpCode(HttpStatus.OK)
  @RateLimit('resetPasswordPerIp', { per: 'ip', rule: 'auth.limits.resetPasswordPerIp' })
  @ApiOperation({ summary: 'Set the password with the invitation and sign in as a professional (sets the refresh cookie)' })
  @ApiAnswer(HttpStatus.OK, 'AcceptInvitationResponse')
  async accept(
    @Body() dto: AcceptInvitationDto,
    @Client() client: ClientInfo,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AcceptInvitationResponse> {
    const accepted = await this.invitations.accept(dto.token, dto.password, client);
    this.cookies.set(res, accepted.cookie.refreshToken, accepted.cookie.maxAgeSeconds);
    res.setHeader('Cache-Control', 'no-store');
    return accepted.body;
  }
}
