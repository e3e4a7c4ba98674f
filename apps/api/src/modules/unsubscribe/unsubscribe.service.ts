import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { EntityManager } from '@mikro-orm/postgresql';
import { ApiErrorCode, type UnsubscribeView } from '@hm/contracts';
import { User } from '@hm/db';
import { NOTIFICATION_SWITCHES, verifyUnsubscribeToken, type UnsubscribeClaim } from '@hm/mail';
import type { AppConfig } from '../../config/app-config.js';
import { DomainException } from '../../common/errors/domain.exception.js';

const invalidLink = () => new DomainException(ApiErrorCode.INVALID_UNSUBSCRIBE_LINK, 'This unsubscribe link is not valid.');

/** An e-mail's unsubscribe link (docs/notifications.md): the signed token is the only proof needed. */
@Injectable()
export class UnsubscribeService {
  private readonly secret: string;

  constructor(
    private readonly em: EntityManager,
    config: ConfigService<AppConfig, true>,
  ) {
    this.secret = config.get('unsubscribe', { infer: true }).secret;
  }

  /** Which e-mails the link stops; changes nothing. */
  async check(token: string): Promise<UnsubscribeView> {
    const claim = this.claimOf(token);
    if (!(await this.em.fork().count(User, { id: claim.userId }))) throw invalidLink();
    return { category: claim.category };
  }

  /** Turns the link's category off; again and again is the same. */
  async unsubscribe(token: string): Promise<UnsubscribeView> {
    const claim = this.claimOf(token);
    return this.em.fork().transactional(async (em) => {
      const user = await em.findOne(User, { id: claim.userId });
      // A deleted account has nothing left to turn off; same answer as a forged link.
      if (!user) throw invalidLink();
      user[NOTIFICATION_SWITCHES[claim.category]] = false;
      return { category: claim.category };
    });
  }

  private claimOf(token: string): UnsubscribeClaim {
    const claim = verifyUnsubscribeToken(this.secret, token);
    if (!claim) throw invalidLink();
    return claim;
  }
}
