import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { JwtService } from '@nestjs/jwt';
import { USER_ROLES, type UserRole } from '@hm/db';
import { ApiErrorCode, isUuid } from '@hm/contracts';
import type { AppConfig } from '../../config/app-config.js';
import { DomainException } from '../../common/errors/domain.exception.js';
import type { AuthUser } from './auth-user.js';
import { SessionsService } from './sessions/sessions.service.js';

export interface AccessTokenClaims {
  sub?: unknown;
  role?: unknown;
  sid?: unknown;
  exp?: unknown;
}

/** A verified token's user, and when the token stops being accepted (ms since the epoch). */
export interface VerifiedAccessToken {
  user: AuthUser;
  expiresAt: number;
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
    const accessToken = await this.jwt.signAsync(
      { sub: user.id, role: user.role, sid: sessionId },
      { algorithm: 'HS256', expiresIn: ttlSeconds },
    );
    const { exp } = this.jwt.decode<{ exp: number }>(accessToken);
    return { accessToken, accessTokenExpiresAt: new Date(exp * 1000).toISOString() };
  }

  async verify(token: string): Promise<AuthUser> {
    return (await this.verifyWithExpiry(token)).user;
  }

  /** As verify, with the token's expiry: a socket that outlives its token must present a new one. */
  async verifyWithExpiry(token: string): Promise<VerifiedAccessToken> {
    let claims: AccessTokenClaims;
    try {
      claims = await this.jwt.verifyAsync<AccessTokenClaims>(token, { algorithms: ['HS256'] });
    } catch {
      throw invalidToken();
    }
    return this.checkClaims(claims);
  }

  /**
   * The claims of a token whose HS256 signature and expiry were verified: their shape, then that
   * the session is still open. JwtStrategy's validate() and verifyWithExpiry() both end here.
   */
  async checkClaims(claims: AccessTokenClaims): Promise<VerifiedAccessToken> {
    const { sub, role, sid, exp } = claims;
    if (
      typeof sub !== 'string' ||
      !isUuid(sub) ||
      typeof sid !== 'string' ||
      !isUuid(sid) ||
      !USER_ROLES.includes(role as UserRole) ||
      typeof exp !== 'number'
    ) {
      throw invalidToken();
    }
    if (!(await this.sessions.isActive(sid, sub))) {
      throw new DomainException(ApiErrorCode.SESSION_EXPIRED, 'The session has ended. Please sign in again.');
    }
    return { user: { id: sub, role: role as UserRole, sessionId: sid }, expiresAt: exp * 1000 };
  }
}

const invalidToken = () => new DomainException(ApiErrorCode.UNAUTHORIZED, 'The access token is invalid or expired.');
