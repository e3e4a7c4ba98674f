import { Body, Controller, Get, HttpCode, HttpStatus, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CHAT_ROUTES, type ChatConversationResponse, type SendChatMessageResponse } from '@hm/contracts';
import type { Request, Response } from 'express';
import { Public } from '../auth/auth-decision.js';
import { ChatIdentityService } from './chat-identity.service.js';
import { ChatService } from './chat.service.js';
import { SendChatMessageDto } from './dto/send-chat-message.dto.js';
import { ApiAnswer } from '../../http/open-api/api-answer.js';

@ApiTags('chat')
// Visitors chat without an account; the identity service tells visitors (signed cookie) and
// signed-in users (bearer token) apart.
@Public()
@Controller()
export class ChatController {
  constructor(
    private readonly chat: ChatService,
    private readonly identities: ChatIdentityService,
  ) {}

  @Get(CHAT_ROUTES.conversation)
  @ApiOperation({ summary: "The caller's conversation with the assistant (null before the first message)" })
  @ApiAnswer(HttpStatus.OK, 'ChatConversationResponse')
  async conversation(@Req() request: Request): Promise<ChatConversationResponse> {
    return this.chat.getConversation(await this.identities.fromRequest(request, null));
  }

  @Post(CHAT_ROUTES.messages)
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({ summary: 'Ask the assistant (202 with the stored message; the reply comes over the socket as chat:message)' })
  @ApiAnswer(HttpStatus.ACCEPTED, 'SendChatMessageResponse')
  async send(
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
    @Body() dto: SendChatMessageDto,
  ): Promise<SendChatMessageResponse> {
    const identity = await this.identities.fromRequest(request, response);
    return this.chat.send({ ...identity, visitorId: identity.visitorId! }, request.ip ?? 'unknown', dto.content, dto.locale);
  }
}
