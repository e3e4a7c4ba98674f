import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { Request, Response } from 'express';
import type { AppConfig } from '../../config/app-config.js';
import { AccessTokenService } from '../auth/access-token.service.js';
import { bearerToken } from '../auth/auth.guard.js';
import type { AuthUser } from '../auth/auth-user.js';
import { conversationJoinToken, issueVisitorToken, verifyConversationJoinToken, verifyVisitorToken } from './visitor-token.js';

/** Who writes to the assistant: a browser (always), and the signed-in user when there is one. */
export interface ChatIdentity {
  /** null only when reading without a cookie yet. */
  visitorId: string | null;
  user: AuthUser | null;
}

/**
 * The chat routes are public (visitors need no account), so the caller is worked out here: the
 * visitor from its signed cookie, the user from a bearer token when one is sent. A bad token is
 * refused (401) rather than ignored, so the web refreshes the session instead of silently
 * writing as an anonymous visitor.
 */
@Injectable()
export class ChatIdentityService {
  private readonly secret: string;
  private readonly cookie: AppConfig['chat']['visitorCookie'];

  constructor(
    config: ConfigService<AppConfig, true>,
    private readonly tokens: AccessTokenService,
  ) {
    this.secret = config.get('auth', { infer: true }).jwtSecret;
    this.cookie = config.get('chat', { infer: true }).visitorCookie;
  }

  /** With `issue`, a browser without a valid cookie gets a new visitor id (set on the response). */
  async fromRequest(request: Request, response: Response | null): Promise<ChatIdentity> {
    const token = bearerToken(request.headers.authorization);
    const user = token ? await this.tokens.verify(token) : null;
    const cookies = request.cookies as Record<string, unknown> | undefined;
    const raw = cookies?.[this.cookie.name];
    let visitorId = verifyVisitorToken(typeof raw === 'string' ? raw : null, this.secret);
    if (visitorId === null && response !== null) {
      const issued = issueVisitorToken(this.secret);
      visitorId = issued.visitorId;
      response.cookie(this.cookie.name, issued.token, {
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
        secure: this.cookie.secure,
        maxAge: this.cookie.maxAgeSeconds * 1000,
      });
    }
    return { visitorId, user };
  }

  /** Given with every read of a conversation; a socket shows it to join the conversation's room. */
  joinToken(conversationId: string): string {
    return conversationJoinToken(conversationId, this.secret);
  }

  isJoinToken(conversationId: string, token: unknown): boolean {
    return verifyConversationJoinToken(conversationId, token, this.secret);
  }
}
