import { Global, Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { JwtModule } from '@nestjs/jwt';
import { createSecretKey } from 'node:crypto';
import type { AppConfig } from '../../config/app-config.js';
import { AccessTokenService } from './access-token.service.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { OAuthAccountsService } from './oauth/oauth-accounts.service.js';
import { OAuthStateService } from './oauth/oauth-state.service.js';
import { OAuthController } from './oauth/oauth.controller.js';
import { OAuthService } from './oauth/oauth.service.js';
import { PasswordResetService } from './password-reset.service.js';
import { AuthRateLimitGuard } from './rate-limit/auth-rate-limit.guard.js';
import { AuthRateLimiter } from './rate-limit/auth-rate-limiter.service.js';
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
    SessionsService,
    ActiveSessionCache,
    SessionCookieService,
    AuthRateLimiter,
    AuthRateLimitGuard,
    AuthService,
    PasswordResetService,
    OAuthStateService,
    OAuthAccountsService,
    OAuthService,
  ],
  exports: [AccessTokenService, SessionsService, ActiveSessionCache, SessionCookieService, AuthRateLimiter],
})
export class AuthModule {}
