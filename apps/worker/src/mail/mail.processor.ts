import { bookingConfirmationMailOf, receiptMailOf } from '@hm/bookings';
import type { Mailer, MailMessage } from '@hm/mail';
import { MikroORM } from '@mikro-orm/postgresql';
import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DelayedError, type Job } from 'bullmq';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { JobHandler, type JobOf } from '../jobs/job-handler.decorator.js';
import { accountLinkMail } from './account-link-mail.js';
import { mailDeferralMs } from './mail-deferral.js';
import { MAILER } from './mailer.token.js';
import { WorkerMetrics } from '../metrics/worker-metrics.js';

@Injectable()
export class MailProcessor implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(
    @Inject(MAILER) private readonly mailer: Mailer,
    private readonly orm: MikroORM,
    @InjectPinoLogger(MailProcessor.name) private readonly logger: PinoLogger,
    private readonly metrics: WorkerMetrics,
  ) {}

  /**
   * A refusal or timeout from the SMTP server throws, and BullMQ retries with back-off; when its
   * attempts are spent, a temporary failure defers the job instead (mail-deferral.ts).
   */
  @JobHandler('mail', 'send')
  send(job: JobOf<'mail', 'send'>, token?: string): Promise<{ messageId: string }> {
    return this.deliver(job, job.data, token);
  }

  /**
   * A password-reset or invitation link: the mail is written now, with a new token (account-link-mail.ts),
   * so neither the job nor its result holds the secret. A link spent or expired meanwhile sends nothing.
   */
  @JobHandler('mail', 'accountLink')
  async accountLink(job: JobOf<'mail', 'accountLink'>, token?: string): Promise<{ sent: boolean; messageId?: string }> {
    const message = await accountLinkMail(this.orm.em.fork(), job.data);
    if (!message) {
      this.logger.info({ jobId: job.id, kind: job.data.kind }, 'link no longer usable; mail not sent');
      return { sent: false };
    }
    return { sent: true, ...(await this.deliver(job, message, token)) };
  }

  /** A paid job's receipt, its PDF rendered now from the stored receipt; a replaced version sends nothing. */
  @JobHandler('mail', 'receipt')
  async receipt(job: JobOf<'mail', 'receipt'>, token?: string): Promise<{ sent: boolean; messageId?: string }> {
    const message = await receiptMailOf(this.orm.em.fork(), job.data);
    if (!message) {
      this.logger.info({ jobId: job.id }, 'receipt replaced by a newer version; mail not sent');
      return { sent: false };
    }
    return { sent: true, ...(await this.deliver(job, message, token)) };
  }

  /** A new booking's confirmation, written now from the booking as stored; a booking deleted meanwhile sends nothing. */
  @JobHandler('mail', 'bookingConfirmation')
  async bookingConfirmation(job: JobOf<'mail', 'bookingConfirmation'>, token?: string): Promise<{ sent: boolean; messageId?: string }> {
    const message = await bookingConfirmationMailOf(this.orm.em.fork(), job.data);
    if (!message) {
      this.logger.info({ jobId: job.id }, 'booking no longer exists; confirmation not sent');
      return { sent: false };
    }
    return { sent: true, ...(await this.deliver(job, message, token)) };
  }

  private async deliver(job: Job, message: MailMessage, token: string | undefined): Promise<{ messageId: string }> {
    let messageId: string;
    try {
      ({ messageId } = await this.mailer.send(message));
    } catch (error) {
      this.metrics.mail('refused');
      const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      const deferMs = lastAttempt && token ? mailDeferralMs(error, job.timestamp + (job.opts.delay ?? 0), Date.now()) : null;
      if (deferMs === null) throw error;
      this.logger.warn(
        { jobId: job.id, template: message.template, deferMs, err: (error as Error).message },
        'SMTP server unavailable; mail deferred',
      );
      // Back to the delayed set without spending an attempt; DelayedError tells the worker it moved.
      await job.moveToDelayed(Date.now() + deferMs, token);
      throw new DelayedError();
    }
    this.metrics.mail('sent');
    // The recipient is personal data: log the job and template, not the address.
    this.logger.info({ jobId: job.id, template: message.template, attempt: job.attemptsMade + 1, messageId }, 'mail sent');
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
