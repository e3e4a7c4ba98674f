import { Global, Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { JwtModule } from '@nestjs/jwt';
import type { AppConfig } from '../../config/app-config.js';
import { AccessTokenService } from './access-token.service.js';

@Global()
@Module({
  imports: [
    JwtModule.registerAsync({
      inject: [ConfigService],
      useFactory: (config: ConfigService<AppConfig, true>) => ({
        secret: config.get('auth', { infer: true }).jwtSecret,
        signOptions: { algorithm: 'HS256' },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  // AuthGuard is installed globally by AppModule, after the rate limit guard.
  providers: [AccessTokenService],
  exports: [AccessTokenService],
})
export class AuthModule {}
