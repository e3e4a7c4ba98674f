import { Module } from '@nestjs/common';
import { InboxController } from './inbox.controller.js';
import { InboxRepository } from './inbox.repository.js';
import { InboxService } from './inbox.service.js';
import { WaitlistsController } from './waitlists.controller.js';
import { WaitlistsRepository } from './waitlists.repository.js';

/** The console's support inbox (contact messages, FAQ questions) and waitlists (docs/operations.md). */
@Module({
  controllers: [InboxController, WaitlistsController],
  providers: [InboxService, InboxRepository, WaitlistsRepository],
})
export class SupportInboxModule {}
