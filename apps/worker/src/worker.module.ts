import { Module, type DynamicModule } from '@nestjs/common';
import { logCorrelationFields } from '@hm/tracing';
import { LoggerModule } from 'nestjs-pino';
import type { WorkerConfig } from './config/worker-config.js';
import { InfrastructureModule } from './infrastructure/infrastructure.module.js';
import { JobsModule } from './jobs/jobs.module.js';
import { ChatModule } from './chat/chat.module.js';
import { TranslationModule } from './translation/translation.module.js';
import { MailModule } from './mail/mail.module.js';
import { OutboxModule } from './outbox/outbox.module.js';
import { PaymentsModule } from './payments/payments.module.js';
import { HealthModule } from './health/health.module.js';

/** The worker: BullMQ processors and the outbox relay; HTTP only for its health (WORKER_HEALTH_PORT). Feature processors add a module here. */
@Module({})
export class WorkerModule {
  static forRoot(config: WorkerConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        LoggerModule.forRoot({
          // The request id and trace of the job's cause on every line (jobs/job-workers.service.ts).
          pinoHttp: { level: config.logLevel, base: { service: 'worker' }, mixin: logCorrelationFields },
        }),
        InfrastructureModule.forRoot(config),
        JobsModule,
        OutboxModule,
        MailModule,
        ChatModule,
        TranslationModule,
        PaymentsModule,
        HealthModule,
      ],
    };
  }
}
