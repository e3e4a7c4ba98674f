import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { JwtService } from '@nestjs/jwt';
import { USER_ROLES, type UserRole } from '@hm/db';
import { ApiErrorCode, isUuid } from '@hm/contracts';
import type { AppConfig } from '../../config/app-config.js';
import { DomainException } from '../../common/errors/domain.exception.js';
import type { AuthUser } from './auth-user.js';
import { SessionsService } from './sessions/sessions.service.js';

interface AccessTokenClaims {
  sub?: unknown;
  role?: unknown;
  sid?: unknown;
}

export interface IssuedAccessToken {
  accessToken: string;
  accessTokenExpiresAt: string;
}


/**
 * Access tokens: JWT HS256 signed with JWT_SECRET, 15 minutes, claims sub (user id), role and
 * sid (session id). Verification accepts HS256 only (so `alg: none` or a public-key confusion
 * cannot pass) and then checks that the session is still open, for HTTP routes and sockets alike.
 */
@Injectable()
export class AccessTokenService {
  constructor(
    private readonly jwt: JwtService,
    private readonly sessions: SessionsService,
    private readonly config: ConfigService<AppConfig, true>,
  ) {}

  async issue(user: { id: string; role: UserRole }, sessionId: string): Promise<IssuedAccessToken> {
    const ttlSeconds = this.config.get('auth', { infer: true }).accessTokenTtlSeconds;
    const accessToken = await this.jwt.signAsync({ sub: user.id, role: user.role, sid: sessionId }, { algorithm: 'HS256', expiresIn: ttlSeconds });
    const { exp } = this.jwt.decode<{ exp: number }>(accessToken);
    return { accessToken, accessTokenExpiresAt: new Date(exp * 1000).toISOString() };
  }

  async verify(token: string): Promise<AuthUser> {
    const user = await this.verifySignature(token);
    if (!(await this.sessions.isActive(user.sessionId, user.id))) {
      throw new DomainException(ApiErrorCode.SESSION_EXPIRED, 'The session has ended. Please sign in again.');
    }
    return user;
  }

  private async verifySignature(token: string): Promise<AuthUser> {
    let claims: AccessTokenClaims;
    try {
      claims = await this.jwt.verifyAsync<AccessTokenClaims>(token, { algorithms: ['HS256'] });
    } catch {
      throw invalidToken();
    }
    const { sub, role, sid } = claims;
    if (typeof sub !== 'string' || !isUuid(sub) || typeof sid !== 'string' || !isUuid(sid) || !USER_ROLES.includes(role as UserRole)) {
      throw invalidToken();
    }
    return { id: sub, role: role as UserRole, sessionId: sid };
  }
}

const invalidToken = () => new DomainException(ApiErrorCode.UNAUTHORIZED, 'The access token is invalid or expired.');
