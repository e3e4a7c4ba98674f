import { Module, type DynamicModule } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { LoggerModule } from 'nestjs-pino';
import { createOrmOptions } from '@hm/db';
import type { AppConfig } from './config/app-config.js';
import { appConfigModule } from './config/config.module.js';
import { loggerParams } from './common/logging/logger-params.js';
import { AllExceptionsFilter } from './common/errors/all-exceptions.filter.js';
import { createValidationPipe } from './common/validation/create-validation-pipe.js';
import { AuthGuard } from './modules/auth/auth.guard.js';
import { AuthModule } from './modules/auth/auth.module.js';
import { BlogModule } from './modules/blog/blog.module.js';
import { BookingsModule } from './modules/bookings/bookings.module.js';
import { PaymentsModule } from './modules/payments/payments.module.js';
import { NotificationsModule } from './modules/notifications/notifications.module.js';
import { DevMailModule } from './modules/dev-mail/dev-mail.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { PublicConfigModule } from './modules/public-config/public-config.module.js';
import { PublicFormsModule } from './modules/public-forms/public-forms.module.js';
import { ProfessionalsModule } from './modules/professionals/professionals.module.js';
import { ProAppModule } from './modules/pro-app/pro-app.module.js';
import { ProCredentialsModule } from './modules/pro-credentials/pro-credentials.module.js';
import { ProReviewsModule } from './modules/pro-reviews/pro-reviews.module.js';
import { LegalModule } from './modules/legal/legal.module.js';
import { SeoModule } from './modules/seo/seo.module.js';
import { QueueModule } from './modules/queue/queue.module.js';
import { RateLimitGuard } from './modules/rate-limit/rate-limit.guard.js';
import { RateLimitModule } from './modules/rate-limit/rate-limit.module.js';
import { RealtimeModule } from './modules/realtime/realtime.module.js';
import { RedisModule } from './modules/redis/redis.module.js';
import { UnsubscribeModule } from './modules/unsubscribe/unsubscribe.module.js';
import { UsersModule } from './modules/users/users.module.js';
import { ChatModule } from './modules/chat/chat.module.js';
import { ServiceAreasModule } from './modules/service-areas/service-areas.module.js';
import { AvailabilityModule } from './modules/availability/availability.module.js';
import { AuditModule } from './modules/audit/audit.module.js';
import { SupportInboxModule } from './modules/support-inbox/support-inbox.module.js';
import { PeopleModule } from './modules/people/people.module.js';
import { ContentModerationModule } from './modules/content-moderation/content-moderation.module.js';
import { OffersModule } from './modules/offers/offers.module.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        appConfigModule(config),
        LoggerModule.forRoot(loggerParams(config)),
        MikroOrmModule.forRootAsync({
          // Lets the module expose the PostgreSQL EntityManager without calling the factory early.
          driver: PostgreSqlDriver,
          inject: [ConfigService],
          useFactory: (settings: ConfigService<AppConfig, true>) => ({
            ...createOrmOptions({
              url: settings.get('database', { infer: true }).url,
              debug: ['debug', 'trace'].includes(settings.get('log', { infer: true }).level),
            }),
            // One forked EntityManager per HTTP request.
            registerRequestContext: true,
          }),
        }),
        RedisModule,
        QueueModule,
        AuthModule,
        UsersModule,
        BookingsModule,
        PaymentsModule,
        NotificationsModule,
        BlogModule,
        RateLimitModule,
        HealthModule,
        PublicFormsModule,
        ServiceAreasModule,
        AvailabilityModule,
        AuditModule,
        SupportInboxModule,
        PeopleModule,
        ContentModerationModule,
        OffersModule,
        ProfessionalsModule,
        ProAppModule,
        ProCredentialsModule,
        ProReviewsModule,
        LegalModule,
        SeoModule,
        PublicConfigModule,
        RealtimeModule,
        ChatModule,
        UnsubscribeModule,
        ...(config.devMail.dir !== null ? [DevMailModule] : []),
      ],
      providers: [
        // Guards run in this order: spend the rate limit before any token work.
        { provide: APP_GUARD, useClass: RateLimitGuard },
        { provide: APP_GUARD, useClass: AuthGuard },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        { provide: APP_PIPE, useFactory: createValidationPipe },
      ],
    };
  }
}
