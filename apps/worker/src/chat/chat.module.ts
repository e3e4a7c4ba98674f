import { Module } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { WorkerConfig } from '../config/worker-config.js';
import { PRODUCER_REDIS, WORKER_CONFIG } from '../infrastructure/tokens.js';
import { ChatProcessor } from './chat.processor.js';
import { CHAT_EMITTER, ChatReplyService } from './chat-reply.service.js';
import { SocketRoomEmitter } from './socket-room-emitter.js';

/** The chat assistant's replies and the purge of old conversations. */
@Module({
  providers: [
    {
      provide: CHAT_EMITTER,
      inject: [PRODUCER_REDIS, WORKER_CONFIG],
      useFactory: (redis: Redis, config: WorkerConfig) => new SocketRoomEmitter(redis, config.socketKeyPrefix),
    },
    ChatReplyService,
    ChatProcessor,
  ],
})
export class ChatModule {}
