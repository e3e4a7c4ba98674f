import type { Mailer } from '@hm/mail';
import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { JobHandler, type JobOf } from '../jobs/job-handler.decorator.js';
import { MAILER } from './mailer.token.js';

@Injectable()
export class MailProcessor implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(
    @Inject(MAILER) private readonly mailer: Mailer,
    @InjectPinoLogger(MailProcessor.name) private readonly logger: PinoLogger,
  ) {}

  /** A refusal or timeout from the SMTP server throws, and BullMQ retries with back-off. */
  @JobHandler('mail', 'send')
  async send(job: JobOf<'mail', 'send'>): Promise<{ messageId: string }> {
    const { messageId } = await this.mailer.send(job.data);
    // The recipient is personal data: log the job and template, not the address.
    this.logger.info({ jobId: job.id, template: job.data.template, attempt: job.attemptsMade + 1, messageId }, 'mail sent');
    return { messageId };
  }

  onApplicationBootstrap(): void {
    // Not fatal: mails wait in the queue and are retried, but an operator should hear about it now.
    this.mailer.verify().catch((error: Error) => this.logger.warn({ err: error.message }, 'SMTP server not reachable at start-up'));
  }

  onApplicationShutdown(): void {
    this.mailer.close();
  }
}
