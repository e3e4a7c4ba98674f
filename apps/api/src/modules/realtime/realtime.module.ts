import { Module } from '@nestjs/common';
import { RealtimeGateway } from './realtime.gateway.js';
import { SocketEventLimiter } from './socket-event-limiter.service.js';
import { SocketSessionsService } from './socket-sessions.service.js';

@Module({ providers: [RealtimeGateway, SocketSessionsService, SocketEventLimiter], exports: [RealtimeGateway] })
export class RealtimeModule {}
