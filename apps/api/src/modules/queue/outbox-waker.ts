import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { OUTBOX_CHANNEL } from '@hm/db';

/** Wakes within this long after the first commit asking; the others meanwhile ride on the same wake. */
export const OUTBOX_WAKE_DELAY_MS = 20;

/**
 * Wakes the outbox relays after a commit whose outbox rows do not wake them themselves (a booking
 * message's translation job, Migration0036MessageTranslations): one NOTIFY in a statement of its
 * own, at most one per OUTBOX_WAKE_DELAY_MS in this process, so the messages' transactions never
 * send one (PostgreSQL serialises the commits of transactions that did). A wake that fails is only
 * logged: the relays' poll finds the rows anyway.
 */
@Injectable()
export class OutboxWaker implements OnModuleDestroy {
  private readonly logger = new Logger(OutboxWaker.name);
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly em: EntityManager) {}

  /** Call after the commit. */
  wake(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.em
        .fork()
        .execute('select pg_notify(?, ?)', [OUTBOX_CHANNEL, ''])
        .catch((error: Error) => this.logger.warn(`could not wake the outbox relays: ${error.message}`));
    }, OUTBOX_WAKE_DELAY_MS);
  }

  onModuleDestroy(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
