import { Module } from '@nestjs/common';
import { ContentModerationController } from './content-moderation.controller.js';
import { ContentModerationRepository } from './content-moderation.repository.js';
import { ContentModerationService } from './content-moderation.service.js';

/** The console's content moderation: blog posts and comments hidden with a reason, or restored (docs/operations.md "Content moderation"). */
@Module({
  controllers: [ContentModerationController],
  providers: [ContentModerationService, ContentModerationRepository],
})
export class ContentModerationModule {}
