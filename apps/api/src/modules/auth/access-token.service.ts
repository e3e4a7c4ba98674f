import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { USER_ROLES, type UserRole } from '@hm/db';
import { ApiErrorCode } from '@hm/contracts';
import { DomainException } from '../../common/errors/domain.exception.js';
import type { AuthUser } from './auth-user.js';

interface AccessTokenClaims {
  sub?: unknown;
  role?: unknown;
}

/**
 * Verifies access tokens (HS256, signed with JWT_SECRET) for HTTP routes and socket connections.
 * Issuing tokens belongs to the accounts feature.
 */
@Injectable()
export class AccessTokenService {
  constructor(private readonly jwt: JwtService) {}

  async verify(token: string): Promise<AuthUser> {
    let claims: AccessTokenClaims;
    try {
      claims = await this.jwt.verifyAsync<AccessTokenClaims>(token, { algorithms: ['HS256'] });
    } catch {
      throw new DomainException(ApiErrorCode.UNAUTHORIZED, 'The access token is invalid or expired.');
    }
    const { sub, role } = claims;
    if (typeof sub !== 'string' || sub === '' || !USER_ROLES.includes(role as UserRole)) {
      throw new DomainException(ApiErrorCode.UNAUTHORIZED, 'The access token is invalid or expired.');
    }
    return { id: sub, role: role as UserRole };
  }
}
