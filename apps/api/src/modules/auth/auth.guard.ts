import { Injectable, Logger, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiErrorCode, hasConsolePermission } from '@hm/contracts';
import type { Request } from 'express';
import type { Socket } from 'socket.io';
import { DomainException } from '../../common/errors/domain.exception.js';
import { getAuthDecision } from './auth-decision.js';
import { AuthPassport, JWT_STRATEGY } from './auth-passport.js';
import type { AuthUser } from './auth-user.js';
import { runPassportStrategy } from './passport-runner.js';
import type { SocketData } from '../realtime/socket-data.js';

export type AuthenticatedRequest = Request & { user?: AuthUser };

/**
 * Global guard: applies each route's @Public()/@Roles()/@RequirePermission() decision; no decision means no access.
 * Who is calling is JwtStrategy's answer, run with the app's own passport.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  private readonly logger = new Logger(AuthGuard.name);

  constructor(
    private readonly reflector: Reflector,
    private readonly passport: AuthPassport,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const decision = getAuthDecision(this.reflector, context.getHandler(), context.getClass());
    if (decision.kind === 'public') return true;
    if (decision.kind === 'none') {
      this.logger.error(
        `${context.getClass().name}.${context.getHandler().name} has no @Public(), @Roles() or @RequirePermission(): refused`,
      );
      throw new DomainException(ApiErrorCode.FORBIDDEN, 'Access to this route is not allowed.');
    }
    const user = await this.authenticate(context);
    const allowed = decision.kind === 'roles' ? decision.roles.includes(user.role) : hasConsolePermission(user.role, decision.permission);
    if (!allowed) {
      throw new DomainException(ApiErrorCode.FORBIDDEN, 'You do not have permission to do this.');
    }
    return true;
  }

  private async authenticate(context: ExecutionContext): Promise<AuthUser> {
    if (context.getType() === 'ws') {
      // Socket tokens are verified once, when the connection opens (RealtimeGateway).
      const user = context.switchToWs().getClient<Socket<never, never, never, SocketData>>().data.user;
      if (!user) throw new DomainException(ApiErrorCode.UNAUTHORIZED, 'Sign in to continue.');
      return user;
    }
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    if (!bearerToken(request.headers.authorization)) throw new DomainException(ApiErrorCode.UNAUTHORIZED, 'Sign in to continue.');
    const outcome = await runPassportStrategy(this.passport, JWT_STRATEGY, request, {});
    // validate()'s own refusals (a malformed claim, SESSION_EXPIRED) arrive as errors, as they were thrown.
    if (outcome.kind === 'error') throw outcome.error;
    if (outcome.kind !== 'success') throw new DomainException(ApiErrorCode.UNAUTHORIZED, 'The access token is invalid or expired.');
    request.user = outcome.user as AuthUser;
    return request.user;
  }
}

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}
