import { Module } from '@nestjs/common';
import { ChatController } from './chat.controller.js';
import { ChatGateway } from './chat.gateway.js';
import { ChatIdentityService } from './chat-identity.service.js';
import { ChatLimitsService } from './chat-limits.service.js';
import { ChatService } from './chat.service.js';

/** The chat assistant's API: visitors post messages, the worker answers. */
@Module({
  controllers: [ChatController],
  providers: [ChatService, ChatIdentityService, ChatLimitsService, ChatGateway],
})
export class ChatModule {}
