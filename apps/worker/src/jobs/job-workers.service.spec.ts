import 'reflect-metadata';
import { Injectable, Module, type Type } from '@nestjs/common';
import { DiscoveryModule, NestFactory } from '@nestjs/core';
import { LoggerModule } from 'nestjs-pino';
import { WORKER_CONFIG, WORKER_REDIS } from '../infrastructure/tokens.js';
import { JobHandler, type JobOf } from './job-handler.decorator.js';
import { JobWorkersService } from './job-workers.service.js';
import { WorkerMetrics } from '../metrics/worker-metrics.js';

@Injectable()
class WelcomeMailer {
  @JobHandler('mail', 'send')
  async send(job: JobOf<'mail', 'send'>): Promise<string> {
    return job.data.to;
  }
}

@Injectable()
class OtherMailer {
  @JobHandler('mail', 'send')
  async deliver(job: JobOf<'mail', 'send'>): Promise<string> {
    return job.data.subject;
  }
}

/** Boots only the discovery part of the worker; the start-up check runs in onModuleInit. */
function boot(processors: Type[]) {
  @Module({
    imports: [DiscoveryModule, LoggerModule.forRoot({ pinoHttp: { level: 'silent' } })],
    providers: [
      JobWorkersService,
      // Never reached: the check fails before any BullMQ worker is created.
      { provide: WORKER_REDIS, useValue: {} },
      { provide: WORKER_CONFIG, useValue: { queuePrefix: 'unused', shutdownGraceMs: 1 } },
      { provide: WorkerMetrics, useValue: {} },
      ...processors,
    ],
  })
  class TestModule {}
  return NestFactory.createApplicationContext(TestModule, { logger: false, abortOnError: false });
}

describe('worker start-up check', () => {
  it('refuses to start when a job of JobMap has no handler', async () => {
    await expect(boot([])).rejects.toThrow('Job handlers are misconfigured: job mail/send has no handler');
  });

  it('refuses to start when a job has two handlers, naming both', async () => {
    await expect(boot([WelcomeMailer, OtherMailer])).rejects.toThrow(
      'job mail/send has 2 handlers (WelcomeMailer.send, OtherMailer.deliver)',
    );
  });
});
