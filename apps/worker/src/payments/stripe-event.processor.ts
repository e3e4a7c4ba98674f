import { addMoneyEvent, createStripe, type Stripe } from '@hm/bookings';
import { StripeEvent } from '@hm/db';
import { LockMode, MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import type { WorkerConfig } from '../config/worker-config.js';
import { WORKER_CONFIG } from '../infrastructure/tokens.js';
import { JobHandler, type JobOf } from '../jobs/job-handler.decorator.js';

export type StripeEventOutcome = 'applied' | 'ignored' | 'already_processed';

/**
 * Applies a Stripe webhook event stored once by the API (docs/payments-by-card.md "Webhooks"). The
 * event row is locked and marked processed in the same transaction as its effect, so a retried job
 * or a second copy of the worker changes nothing twice. Today: a card saved through Checkout (setup
 * mode) becomes the booking's card; charging it is not built yet, so other events are only marked.
 */
@Injectable()
export class StripeEventProcessor {
  private readonly stripe: Stripe | null;

  constructor(
    private readonly orm: MikroORM,
    @Inject(WORKER_CONFIG) config: WorkerConfig,
    @InjectPinoLogger(StripeEventProcessor.name) private readonly logger: PinoLogger,
  ) {
    this.stripe = config.stripe ? createStripe(config.stripe) : null;
  }

  @JobHandler('payments', 'stripeEvent')
  async apply(job: JobOf<'payments', 'stripeEvent'>): Promise<{ outcome: StripeEventOutcome }> {
    const { eventId } = job.data;
    const em = this.orm.em.fork();
    const pending = await em.findOne(StripeEvent, { id: eventId });
    if (!pending || pending.processedAt) return { outcome: 'already_processed' };
    // Stripe is read before the transaction, so no row lock waits on the network.
    const card = pending.type === 'checkout.session.completed' ? await this.savedCardOf(pending.payload) : null;
    return em.transactional(async (tx) => {
      const event = await tx.findOne(StripeEvent, { id: eventId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!event || event.processedAt) return { outcome: 'already_processed' as const };
      const now = new Date();
      event.processedAt = now;
      if (!card) {
        this.logger.debug({ eventId, type: event.type }, 'stripe event recorded, nothing to apply');
        return { outcome: 'ignored' as const };
      }
      await saveCard(tx, card, now);
      return { outcome: 'applied' as const };
    });
  }

  /** The card of a completed setup-mode session, read from Stripe (brand and last four digits only). */
  private async savedCardOf(payload: Record<string, unknown>): Promise<SavedCard | null> {
    const session = (payload.data as { object: Stripe.Checkout.Session }).object;
    const bookingId = session.metadata?.booking_id;
    if (session.mode !== 'setup' || !bookingId || typeof session.setup_intent !== 'string' || !this.stripe) return null;
    const intent = await this.stripe.setupIntents.retrieve(session.setup_intent, { expand: ['payment_method'] });
    const method = intent.payment_method as Stripe.PaymentMethod | null;
    if (intent.status !== 'succeeded' || !method?.card || typeof session.customer !== 'string') return null;
    return { bookingId, customerId: session.customer, paymentMethodId: method.id, brand: method.card.brand, last4: method.card.last4 };
  }
}

interface SavedCard {
  bookingId: string;
  customerId: string;
  paymentMethodId: string;
  brand: string;
  last4: string;
}

/** The booking's card: the last one saved replaces an earlier one; the money history records it. */
async function saveCard(tx: EntityManager, card: SavedCard, at: Date): Promise<void> {
  const saved = await tx.getConnection().execute<{ booking_id: string }[]>(
    `insert into booking_cards (booking_id, customer_id, payment_method_id, brand, last4, saved_at)
       select b.id, ?, ?, ?, ?, ? from bookings b where b.id = ?
       on conflict (booking_id) do update set customer_id = excluded.customer_id, payment_method_id = excluded.payment_method_id,
         brand = excluded.brand, last4 = excluded.last4, saved_at = excluded.saved_at
       returning booking_id`,
    [card.customerId, card.paymentMethodId, card.brand, card.last4, at, card.bookingId],
    'all',
    tx.getTransactionContext(),
  );
  if (saved.length > 0) addMoneyEvent(tx, card.bookingId, { kind: 'card_saved', actorId: null, at });
}
