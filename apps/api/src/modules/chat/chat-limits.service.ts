import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../config/app-config.js';
import { clientAddress } from '../rate-limit/client-address.js';
import { RateLimiter } from '../rate-limit/rate-limiter.service.js';
import type { ChatIdentity } from './chat-identity.service.js';
import { ChatLimitException } from './chat.exception.js';

const DAY_MS = 24 * 3600 * 1000;

/**
 * The assistant costs money per token, so each message passes three fences: messages per IP and
 * per visitor (the API's RateLimiter: Redis counters shared by every API node), and the tokens
 * the visitor's conversations used in the last 24 hours (summed in PostgreSQL from the replies).
 */
@Injectable()
export class ChatLimitsService {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly em: EntityManager,
    private readonly config: ConfigService<AppConfig, true>,
  ) {}

  async check(identity: ChatIdentity & { visitorId: string }, ip: string): Promise<void> {
    const limits = this.config.get('chat', { infer: true }).limits;
    await this.limiter.consume(
      'chat-ip',
      clientAddress(ip),
      limits.perIp,
      (seconds) => new ChatLimitException('CHAT_IP_RATE_LIMITED', seconds),
    );
    // A signed-in user is one person on all their devices.
    const visitor = identity.user ? `user:${identity.user.id}` : identity.visitorId;
    await this.limiter.consume(
      'chat-visitor',
      visitor,
      limits.perVisitor,
      (seconds) => new ChatLimitException('CHAT_VISITOR_RATE_LIMITED', seconds),
    );
    const spent = await this.tokensSpent(identity);
    if (spent >= limits.dailyTokenBudget) throw new ChatLimitException('CHAT_DAILY_BUDGET_EXCEEDED', 3600);
  }

  /** Tokens of the replies in the visitor's (or user's) conversations over the last 24 hours. */
  async tokensSpent(identity: ChatIdentity & { visitorId: string }): Promise<number> {
    const since = new Date(Date.now() - DAY_MS);
    const [row] = await this.em.fork().execute<{ spent: string | null }[]>(
      `select coalesce(sum(m.tokens), 0) as spent
         from chat_messages m join chat_conversations c on c.id = m.conversation_id
        where m.created_at > ? and (c.visitor_id = ? or c.user_id = ?)`,
      [since, identity.visitorId, identity.user?.id ?? null],
    );
    return Number(row?.spent ?? 0);
  }
}
