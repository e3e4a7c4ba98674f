import { Global, Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { JwtModule } from '@nestjs/jwt';
import { createSecretKey } from 'node:crypto';
import type { AppConfig } from '../../config/app-config.js';
import { AccessTokenService } from './access-token.service.js';
import { AuthPassport } from './auth-passport.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { OAuthAccountsService } from './oauth/oauth-accounts.service.js';
import { OAuthStateService } from './oauth/oauth-state.service.js';
import { OAuthController } from './oauth/oauth.controller.js';
import { OAuthService } from './oauth/oauth.service.js';
import { OAuthStrategies } from './oauth/oauth-strategies.js';
import { JwtStrategy } from './jwt.strategy.js';
import { PasswordResetService } from './password-reset.service.js';
import { SessionCookieService } from './sessions/session-cookie.service.js';
import { ActiveSessionCache } from './sessions/active-session-cache.js';
import { SessionsService } from './sessions/sessions.service.js';

/**
 * Accounts: sign-up, sign-in, sessions (access JWT + rotating refresh cookie), password reset,
 * OAuth. Global so that the AuthGuard, the socket gateway and other features can verify tokens.
 */
@Global()
@Module({
  imports: [
    JwtModule.registerAsync({
      inject: [ConfigService],
      useFactory: (config: ConfigService<AppConfig, true>) => ({
        // A key object, made once: given a string, jsonwebtoken tries to parse it as a public key
        // and then builds a secret key from it on every sign and verify (~50 µs per request).
        secret: createSecretKey(Buffer.from(config.get('auth', { infer: true }).jwtSecret, 'utf8')),
        signOptions: { algorithm: 'HS256' },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  controllers: [AuthController, OAuthController],
  // AuthGuard is installed globally by AppModule, after the rate limit guard.
  providers: [
    AccessTokenService,
    AuthPassport,
    JwtStrategy,
    SessionsService,
    ActiveSessionCache,
    SessionCookieService,
    AuthService,
    PasswordResetService,
    OAuthStateService,
    OAuthAccountsService,
    OAuthStrategies,
    OAuthService,
  ],
  exports: [AccessTokenService, AuthPassport, SessionsService, ActiveSessionCache, SessionCookieService, PasswordResetService],
})
export class AuthModule {}
