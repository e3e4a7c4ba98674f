import { Module } from '@nestjs/common';
import { ProReviewsController } from './pro-reviews.controller.js';
import { ProReviewsService } from './pro-reviews.service.js';

/** Reviews with trust (docs/verified-trades.md "Reviews"): the pro's public profile and answers to reviews. */
@Module({ controllers: [ProReviewsController], providers: [ProReviewsService] })
export class ProReviewsModule {}
