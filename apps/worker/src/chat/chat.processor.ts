import type { TypedQueues } from '@hm/queue';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { QUEUES } from '../infrastructure/tokens.js';
import { JobHandler, type JobOf } from '../jobs/job-handler.decorator.js';
import { ChatReplyService, type ReplyResult } from './chat-reply.service.js';

/** Conversations past their 30 days are looked for every hour. */
export const CHAT_PURGE_EVERY_MS = 60 * 60 * 1000;
// BullMQ's typed queue wants the scheduler id to be a job name of the queue.
const PURGE_SCHEDULER_ID = 'purge';

@Injectable()
export class ChatProcessor implements OnApplicationBootstrap {
  constructor(
    private readonly replies: ChatReplyService,
    @Inject(QUEUES) private readonly queues: TypedQueues,
    @InjectPinoLogger(ChatProcessor.name) private readonly logger: PinoLogger,
  ) {}

  @JobHandler('chat', 'reply')
  async reply(job: JobOf<'chat', 'reply'>): Promise<ReplyResult> {
    return this.replies.reply(job.data.conversationId, job.data.messageId, {
      attempt: job.attemptsMade + 1,
      attempts: job.opts.attempts ?? 1,
    });
  }

  @JobHandler('chat', 'purge')
  async purge(): Promise<{ deleted: number }> {
    const deleted = await this.replies.purgeExpired();
    if (deleted > 0) this.logger.info({ deleted }, 'expired chat conversations deleted');
    return { deleted };
  }

  onApplicationBootstrap(): void {
    // One schedule whatever the number of workers: upserting the same scheduler id is idempotent.
    this.queues.chat
      .upsertJobScheduler(PURGE_SCHEDULER_ID, { every: CHAT_PURGE_EVERY_MS }, { name: 'purge', data: {} })
      .catch((error: Error) =>
        this.logger.warn({ err: error.message }, 'could not schedule the chat purge; it will be scheduled at the next start'),
      );
  }
}
