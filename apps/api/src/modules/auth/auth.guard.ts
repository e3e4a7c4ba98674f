import { Injectable, Logger, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiErrorCode } from '@hm/contracts';
import type { Request } from 'express';
import type { Socket } from 'socket.io';
import { DomainException } from '../../common/errors/domain.exception.js';
import { AccessTokenService } from './access-token.service.js';
import { getAuthDecision } from './auth-decision.js';
import type { AuthUser } from './auth-user.js';
import type { SocketData } from '../realtime/socket-data.js';

export type AuthenticatedRequest = Request & { user?: AuthUser };

/** Global guard: applies each route's @Public()/@Roles() decision; no decision means no access. */
@Injectable()
export class AuthGuard implements CanActivate {
  private readonly logger = new Logger(AuthGuard.name);

  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: AccessTokenService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const decision = getAuthDecision(this.reflector, context.getHandler(), context.getClass());
    if (decision.kind === 'public') return true;
    if (decision.kind === 'none') {
      this.logger.error(`${context.getClass().name}.${context.getHandler().name} has neither @Public() nor @Roles(): refused`);
      throw new DomainException(ApiErrorCode.FORBIDDEN, 'Access to this route is not allowed.');
    }
    const user = await this.authenticate(context);
    if (!decision.roles.includes(user.role)) {
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
    const token = bearerToken(request.headers.authorization);
    if (!token) throw new DomainException(ApiErrorCode.UNAUTHORIZED, 'Sign in to continue.');
    request.user = await this.tokens.verify(token);
    return request.user;
  }
}

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}
