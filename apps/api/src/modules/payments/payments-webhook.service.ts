import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { EntityManager } from '@mikro-orm/postgresql';
import { ApiErrorCode } from '@hm/contracts';
import type { Stripe } from '@hm/bookings';
import { enqueueViaOutbox } from '@hm/queue';
import type { AppConfig } from '../../config/app-config.js';
import { DomainException } from '../../common/errors/domain.exception.js';
import { OutboxWaker } from '../queue/outbox-waker.js';
import { InjectStripe } from './stripe.provider.js';

/**
 * Verifies a webhook's signature on its raw body with the SDK, stores the event once (its id is the
 * key: a duplicate delivery inserts nothing and queues nothing) and hands it to the worker through
 * the outbox, in one transaction: Stripe's delivery is answered 200 only once both are written. The
 * API relays the event's job itself right after (OutboxWaker.relay).
 */
@Injectable()
export class PaymentsWebhookService {
  constructor(
    private readonly em: EntityManager,
    private readonly config: ConfigService<AppConfig, true>,
    @InjectStripe() private readonly stripe: Stripe | null,
    private readonly outbox: OutboxWaker,
  ) {}

  async receive(rawBody: Buffer, signature: string): Promise<void> {
    const settings = this.config.get('money', { infer: true }).stripe;
    if (!this.stripe || !settings) throw new DomainException(ApiErrorCode.NOT_FOUND, 'Card payments are not configured.');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
    } catch {
      throw new DomainException(ApiErrorCode.INVALID_WEBHOOK_SIGNATURE, 'The Stripe-Signature header does not match the body.');
    }
    const queued = await this.em.fork().transactional(async (tx) => {
      const inserted = await tx
        .getConnection()
        .execute<{ id: string }[]>(
          'insert into stripe_events (id, type, payload) values (?, ?, ?) on conflict (id) do nothing returning id',
          [event.id, event.type, JSON.stringify(event)],
          'all',
          tx.getTransactionContext(),
        );
      if (inserted.length > 0) enqueueViaOutbox(tx, 'payments', 'stripeEvent', { eventId: event.id });
      return inserted.length > 0;
    });
    // The event's job is timed from its arrival: on its way to BullMQ from here, not at a worker's next relay.
    if (queued) this.outbox.relay();
  }
}
