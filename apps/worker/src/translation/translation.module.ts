import { Module } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { SocketRoomEmitter } from '../chat/socket-room-emitter.js';
import type { WorkerConfig } from '../config/worker-config.js';
import { PRODUCER_REDIS, WORKER_CONFIG } from '../infrastructure/tokens.js';
import { MessageTranslationService, TRANSLATION_EMITTER } from './message-translation.service.js';
import { TranslationProcessor } from './translation.processor.js';

/** Booking messages translated into each reader's language (docs/messages.md). */
@Module({
  providers: [
    {
      provide: TRANSLATION_EMITTER,
      inject: [PRODUCER_REDIS, WORKER_CONFIG],
      useFactory: (redis: Redis, config: WorkerConfig) => new SocketRoomEmitter(redis, config.socketKeyPrefix),
    },
    MessageTranslationService,
    TranslationProcessor,
  ],
})
export class TranslationModule {}
