import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiFoundResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../auth-decision.js';
import { Client } from '../client-info.decorator.js';
import type { ClientInfo } from '../sessions/sessions.service.js';
import { OAuthService } from './oauth.service.js';

// Browser navigations, not fetch calls: both routes answer with redirects.
@ApiTags('auth')
@Controller('auth/oauth')
export class OAuthController {
  constructor(private readonly oauth: OAuthService) {}

  @Get(':provider')
  @Public()
  @ApiOperation({ summary: 'Start sign-in with google, facebook or github (302 to the provider; 404 when not configured)' })
  @ApiQuery({ name: 'returnTo', required: false, description: 'Path of this site to come back to' })
  @ApiQuery({ name: 'locale', required: false, enum: ['fr', 'en'], description: 'Language of an account created here' })
  @ApiFoundResponse({ description: 'To the provider’s sign-in page' })
  async start(@Param('provider') provider: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    res.redirect(302, await this.oauth.start(provider, req, res));
  }

  @Get(':provider/callback')
  @Public()
  @ApiOperation({ summary: "The provider's redirect back; ends on /auth/callback (with ?error=OAUTH_FAILED on failure)" })
  @ApiFoundResponse({ description: 'To /auth/callback, with ?error=OAUTH_FAILED on failure' })
  async callback(
    @Param('provider') provider: string,
    @Req() req: Request,
    @Res() res: Response,
    @Client() client: ClientInfo,
  ): Promise<void> {
    res.redirect(302, await this.oauth.callback(provider, req, res, client));
  }
}
