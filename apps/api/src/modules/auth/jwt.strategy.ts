import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { createSecretKey } from 'node:crypto';
import { Strategy } from 'passport-jwt';
import type { AppConfig } from '../../config/app-config.js';
import { AccessTokenService, type AccessTokenClaims } from './access-token.service.js';
import { AuthPassport, JWT_STRATEGY, registeredByConstructor } from './auth-passport.js';
import type { AuthUser } from './auth-user.js';
import { bearerToken } from './auth.guard.js';

/**
 * The access token of an HTTP request: passport-jwt checks the HS256 signature and the expiry
 * (HS256 only, so `alg: none` or a public-key confusion cannot pass); validate() then checks the
 * claims and that the session is still open. AuthGuard runs it on routes that need a role.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, JWT_STRATEGY) {
  constructor(
    private readonly tokens: AccessTokenService,
    passport: AuthPassport,
    config: ConfigService<AppConfig, true>,
  ) {
    super({
      jwtFromRequest: (request: Request) => bearerToken(request.headers.authorization),
      // A key object, made once, as AuthModule gives JwtService (jsonwebtoken takes one; the types say string | Buffer).
      secretOrKey: createSecretKey(Buffer.from(config.get('auth', { infer: true }).jwtSecret, 'utf8')) as unknown as Buffer,
      algorithms: ['HS256'],
    });
    passport.use(JWT_STRATEGY, this);
  }

  getPassportInstance(): typeof registeredByConstructor {
    return registeredByConstructor;
  }

  async validate(claims: AccessTokenClaims): Promise<AuthUser> {
    return (await this.tokens.checkClaims(claims)).user;
  }
}
