import { createMailer } from '@hm/mail';
import { Module } from '@nestjs/common';
import type { WorkerConfig } from '../config/worker-config.js';
import { WORKER_CONFIG } from '../infrastructure/tokens.js';
import { BookingReminderProcessor } from './booking-reminder.processor.js';
import { CredentialExpiriesProcessor } from './credential-expiries.processor.js';
import { MailProcessor } from './mail.processor.js';
import { MAILER } from './mailer.token.js';
import { UnreadMessagesProcessor } from './unread-messages.processor.js';

@Module({
  providers: [
    {
      provide: MAILER,
      inject: [WORKER_CONFIG],
      useFactory: (config: WorkerConfig) => createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom }),
    },
    MailProcessor,
    BookingReminderProcessor,
    CredentialExpiriesProcessor,
    UnreadMessagesProcessor,
  ],
})
export class MailModule {}
