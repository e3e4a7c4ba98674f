import { Body, Controller, HttpCode, HttpStatus, Post, Req, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorCode, type AuthSession } from '@hm/contracts';
import type { Request, Response } from 'express';
import { DomainException } from '../../common/errors/domain.exception.js';
import { AccessTokenService } from './access-token.service.js';
import { Public } from './auth-decision.js';
import { bearerToken } from './auth.guard.js';
import { AuthService, type StartedSession } from './auth.service.js';
import { Client } from './client-info.decorator.js';
import { ForgotPasswordDto } from './dto/forgot-password.dto.js';
import { ResetPasswordDto } from './dto/reset-password.dto.js';
import { SignInDto } from './dto/sign-in.dto.js';
import { SignUpDto } from './dto/sign-up.dto.js';
import { PasswordResetService } from './password-reset.service.js';
import { SessionCookieService } from './sessions/session-cookie.service.js';
import type { ClientInfo } from './sessions/sessions.service.js';
import { ApiAnswer } from '../../http/open-api/api-answer.js';
import { RateLimit } from '../rate-limit/rate-limit.decorator.js';

/** The same answer to every forgot-password request, so it cannot tell which addresses exist. */
export const FORGOT_PASSWORD_ANSWER = { message: 'If an account uses this address, a reset link is on its way.' } as const;

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly passwordReset: PasswordResetService,
    private readonly cookies: SessionCookieService,
    private readonly tokens: AccessTokenService,
  ) {}

  @Post('signup')
  @Public()
  @RateLimit('signUpPerIp', { per: 'ip', rule: 'auth.limits.signUpPerIp' })
  @RateLimit('signUpPerEmail', { per: 'email', rule: 'auth.limits.signUpPerEmail' })
  @ApiOperation({ summary: 'Create a customer account and sign in (sets the refresh cookie)' })
  @ApiAnswer(HttpStatus.CREATED, 'AuthSession')
  async signUp(@Body() dto: SignUpDto, @Client() client: ClientInfo, @Res({ passthrough: true }) res: Response): Promise<AuthSession> {
    return this.withCookie(res, await this.auth.signUp(dto, client));
  }

  @Post('login')
  @Public()
  @HttpCode(HttpStatus.OK)
  @RateLimit('signInPerIp', { per: 'ip', rule: 'auth.limits.signInPerIp' })
  @ApiOperation({ summary: 'Sign in with e-mail and password (sets the refresh cookie)' })
  @ApiAnswer(HttpStatus.OK, 'AuthSession')
  async signIn(@Body() dto: SignInDto, @Client() client: ClientInfo, @Res({ passthrough: true }) res: Response): Promise<AuthSession> {
    return this.withCookie(res, await this.auth.signIn(dto, client));
  }

  @Post('refresh')
  @Public()
  @HttpCode(HttpStatus.OK)
  @RateLimit('refreshPerIp', { per: 'ip', rule: 'auth.limits.refreshPerIp' })
  @ApiOperation({ summary: 'Trade the refresh cookie for a new access token (rotates the cookie)' })
  @ApiAnswer(HttpStatus.OK, 'AuthSession')
  async refresh(@Req() req: Request, @Client() client: ClientInfo, @Res({ passthrough: true }) res: Response): Promise<AuthSession> {
    try {
      return this.withCookie(res, await this.auth.refresh(this.cookies.read(req), client));
    } catch (error) {
      // A dead session's cookie is useless; any other failure (database down) must not sign the user out.
      if (error instanceof DomainException && error.code === ApiErrorCode.SESSION_EXPIRED) this.cookies.clear(res);
      throw error;
    }
  }

  // Public: signing out must work with an expired access token, or none (the cookie is enough).
  @Post('logout')
  @Public()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Sign out: revoke the session and clear the refresh cookie' })
  @ApiNoContentResponse({ description: 'Signed out' })
  async signOut(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    await this.auth.signOut(this.cookies.read(req), await this.sessionOfBearer(req));
    this.cookies.clear(res);
  }

  @Post('forgot-password')
  @Public()
  @HttpCode(HttpStatus.ACCEPTED)
  @RateLimit('forgotPasswordPerIp', { per: 'ip', rule: 'auth.limits.forgotPasswordPerIp' })
  @RateLimit('forgotPasswordPerEmail', { per: 'email', rule: 'auth.limits.forgotPasswordPerEmail' })
  @ApiOperation({ summary: 'Mail a single-use reset link (same answer whether or not the address exists)' })
  @ApiAcceptedResponse({
    description: 'The same answer for every address',
    schema: { type: 'object', properties: { message: { type: 'string' } }, required: ['message'], additionalProperties: false },
  })
  forgotPassword(@Body() dto: ForgotPasswordDto): typeof FORGOT_PASSWORD_ANSWER {
    // Answered before the look-up: how long it takes must not tell whether the address has an account.
    this.passwordReset.requestResetInBackground(dto.email);
    return FORGOT_PASSWORD_ANSWER;
  }

  @Post('reset-password')
  @Public()
  @HttpCode(HttpStatus.NO_CONTENT)
  @RateLimit('resetPasswordPerIp', { per: 'ip', rule: 'auth.limits.resetPasswordPerIp' })
  @ApiOperation({ summary: 'Set a new password with the e-mailed token; signs out every session' })
  @ApiNoContentResponse({ description: 'Password changed' })
  async resetPassword(@Body() dto: ResetPasswordDto): Promise<void> {
    await this.passwordReset.resetPassword(dto.token, dto.password);
  }

  private withCookie(res: Response, started: StartedSession): AuthSession {
    this.cookies.set(res, started.cookie.refreshToken, started.cookie.maxAgeSeconds);
    res.setHeader('Cache-Control', 'no-store');
    return started.body;
  }

  /** The session of a still-valid access token, if one is sent; an expired or bad one is simply ignored. */
  private async sessionOfBearer(req: Request): Promise<string | null> {
    const token = bearerToken(req.headers.authorization);
    if (token === null) return null;
    return this.tokens.verify(token).then(
      (user) => user.sessionId,
      () => null,
    );
  }
}
