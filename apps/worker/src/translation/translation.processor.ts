import { Injectable } from '@nestjs/common';
import { JobHandler, type JobOf } from '../jobs/job-handler.decorator.js';
import { MessageTranslationService, type TranslateResult } from './message-translation.service.js';

/** Booking messages translated for their readers (docs/messages.md), on the chat queue: its retries and back-off. */
@Injectable()
export class TranslationProcessor {
  constructor(private readonly translations: MessageTranslationService) {}

  @JobHandler('chat', 'translateMessage')
  translateMessage(job: JobOf<'chat', 'translateMessage'>): Promise<TranslateResult> {
    return this.translations.translate(job.data.messageId, { attempt: job.attemptsMade + 1, attempts: job.opts.attempts ?? 1 });
  }
}
