import { ApiErrorCode } from '@hm/contracts';
import { DomainException } from '../../common/errors/domain.exception.js';

/** 429 with its own code per limit (visitor, IP, daily budget), so the widget says which. */
export class ChatLimitException extends DomainException {
  constructor(code: 'CHAT_VISITOR_RATE_LIMITED' | 'CHAT_IP_RATE_LIMITED' | 'CHAT_DAILY_BUDGET_EXCEEDED', retryAfterSeconds: number) {
    super(
      ApiErrorCode[code],
      code === 'CHAT_DAILY_BUDGET_EXCEEDED' ? 'The daily chat budget is spent.' : 'Too many chat messages. Please wait.',
    );
    this.retryAfter = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}

export const messageTooLong = (max: number): DomainException =>
  new DomainException(ApiErrorCode.CHAT_MESSAGE_TOO_LONG, `A chat message has at most ${max} characters.`, {
    content: [`content must be at most ${max} characters`],
  });

export const replyPending = (): DomainException =>
  new DomainException(ApiErrorCode.CHAT_REPLY_PENDING, 'The previous message is still waiting for its reply.');
