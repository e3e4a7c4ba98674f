import { Module } from '@nestjs/common';
import { UnsubscribeController } from './unsubscribe.controller.js';
import { UnsubscribeService } from './unsubscribe.service.js';

@Module({ controllers: [UnsubscribeController], providers: [UnsubscribeService] })
export class UnsubscribeModule {}
