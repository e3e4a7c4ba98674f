import { UseFilters, UsePipes } from '@nestjs/common';
import { ConnectedSocket, MessageBody, SubscribeMessage, WebSocketGateway } from '@nestjs/websockets';
import { chatRoom, type ChatJoinAck } from '@hm/contracts';
import { AllExceptionsFilter } from '../../common/errors/all-exceptions.filter.js';
import { createValidationPipe } from '../../common/validation/create-validation-pipe.js';
import { Public } from '../auth/auth-decision.js';
import type { AppSocket } from '../realtime/socket-data.js';
import { SOCKET_GATEWAY_OPTIONS } from '../realtime/socket-gateway-options.js';
import { ChatIdentityService } from './chat-identity.service.js';
import { ChatService } from './chat.service.js';

// Shares the app's one connection (and its handshake checks) with RealtimeGateway.
@WebSocketGateway(SOCKET_GATEWAY_OPTIONS)
@UseFilters(AllExceptionsFilter)
@UsePipes(createValidationPipe())
export class ChatGateway {
  constructor(
    private readonly chat: ChatService,
    private readonly identities: ChatIdentityService,
  ) {}

  /**
   * Follow one conversation: joins `chat:{id}` only with the join token the API gave to whoever
   * it let read the conversation (its browser, or its signed-in user on any device).
   */
  @Public()
  @SubscribeMessage('chat:join')
  async join(
    @ConnectedSocket() socket: AppSocket,
    @MessageBody() payload: { conversationId?: unknown; joinToken?: unknown },
  ): Promise<ChatJoinAck> {
    const conversationId = typeof payload?.conversationId === 'string' ? payload.conversationId : '';
    const allowed = this.identities.isJoinToken(conversationId, payload?.joinToken) && (await this.chat.isLive(conversationId));
    if (!allowed) return { ok: false, code: 'CHAT_CONVERSATION_NOT_FOUND' };
    await socket.join(chatRoom(conversationId));
    return { ok: true, conversationId };
  }
}
