import { addMoneyEvent, addSystemMessage, queueCardCharge, type Stripe } from '@hm/bookings';
import type { Language } from '@hm/contracts';
import { Booking, BookingInvoice, BookingLateFee, BookingPayment, StripeEvent } from '@hm/db';
import { LockMode, MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { WorkerConfig } from '../config/worker-config.js';
import { WORKER_CONFIG } from '../infrastructure/tokens.js';
import { JobHandler, type JobOf } from '../jobs/job-handler.decorator.js';
import { chargesSucceeded, partiesOf, type ChargeStep } from './card-charges.js';
import { refundSucceeded } from './card-refunds.js';
import { PaymentsAnnouncer } from './payments-announcer.js';
import { InjectStripe, paymentSettingsOf, type PaymentSettings } from './payments-settings.js';

export type StripeEventOutcome = 'applied' | 'ignored' | 'already_processed';

const CHARGE_SUCCEEDED = 'payment_intent.succeeded';
/** At most this many charge successes are applied in one transaction (its locks and its flush stay small). */
export const CHARGE_SUCCESS_BATCH = 50;

/** The charge a `payment_intent.succeeded` event is about (its metadata), or null for any other event. */
function chargeSuccessOf(event: StripeEvent): { chargeId: string; paymentIntentId: string } | null {
  if (event.type !== CHARGE_SUCCEEDED) return null;
  const object = (event.payload.data as { object: Record<string, unknown> }).object;
  const chargeId = (object.metadata as Record<string, string> | undefined)?.charge_id;
  return chargeId ? { chargeId, paymentIntentId: object.id as string } : null;
}

/**
 * Applies a Stripe webhook event stored once by the API (docs/payments-by-card.md "Webhooks"). The
 * event row is locked and marked processed in the same transaction as its effect, so a retried job
 * or a second copy of the worker changes nothing twice; each effect is also written so that a late,
 * duplicated or out-of-order event finds it done (a charge already succeeded, a card already saved).
 */
@Injectable()
export class StripeEventProcessor {
  private readonly settings: PaymentSettings;

  constructor(
    private readonly orm: MikroORM,
    private readonly announcer: PaymentsAnnouncer,
    @InjectStripe() private readonly stripe: Stripe | null,
    @Inject(WORKER_CONFIG) config: WorkerConfig,
  ) {
    this.settings = paymentSettingsOf(config);
  }

  @JobHandler('payments', 'stripeEvent')
  async apply(job: JobOf<'payments', 'stripeEvent'>): Promise<{ outcome: StripeEventOutcome }> {
    const { eventId } = job.data;
    const em = this.orm.em.fork();
    const pending = await em.findOne(StripeEvent, { id: eventId });
    if (!pending || pending.processedAt) return { outcome: 'already_processed' };
    // A retried job applies its own event alone, so one event that fails cannot hold others back.
    if (chargeSuccessOf(pending)) return { outcome: await this.applyChargeSuccesses(em, eventId, job.attemptsMade === 0) };
    // Stripe is read before the transaction, so no row lock waits on the network.
    const card = pending.type === 'checkout.session.completed' ? await this.savedCardOf(pending.payload) : null;
    let step: ChargeStep | null = null;
    const outcome = await em.transactional(async (tx): Promise<StripeEventOutcome> => {
      const event = await tx.findOne(StripeEvent, { id: eventId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!event || event.processedAt) return 'already_processed';
      event.processedAt = new Date();
      const object = (event.payload.data as { object: Record<string, unknown> }).object;
      if (card) {
        step = await saveCard(tx, card, event.processedAt);
        return 'applied';
      }
      const refundId = (object.metadata as Record<string, string> | undefined)?.refund_id;
      if ((event.type === 'refund.created' || event.type === 'refund.updated') && refundId && object.status === 'succeeded') {
        step = await refundSucceeded(tx, refundId, object.id as string, this.settings.receipts.publicUrl);
        return 'applied';
      }
      // The rest (a failed attempt: the charge job already sent the payment link; charge.*) is kept, not applied.
      return 'ignored';
    });
    await this.announcer.announce(step);
    return { outcome };
  }

  /**
   * A charge's success, with the others waiting when `withOthers` (a burst of webhooks): up to
   * CHARGE_SUCCESS_BATCH events not locked by another copy, applied and marked processed in one
   * transaction; their own jobs then find them processed.
   */
  private async applyChargeSuccesses(em: EntityManager, eventId: string, withOthers: boolean): Promise<StripeEventOutcome> {
    let steps: ChargeStep[] = [];
    const outcome = await em.transactional(async (tx): Promise<StripeEventOutcome> => {
      const own = await tx.findOne(StripeEvent, { id: eventId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!own || own.processedAt) return 'already_processed';
      const others = withOthers
        ? await tx.find(
            StripeEvent,
            { type: CHARGE_SUCCEEDED, processedAt: null, id: { $ne: eventId } },
            { lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE, orderBy: { receivedAt: 'asc' }, limit: CHARGE_SUCCESS_BATCH - 1 },
          )
        : [];
      const events = [own, ...others];
      const now = new Date();
      for (const event of events) event.processedAt = now;
      const succeeded = events.map(chargeSuccessOf).filter((success) => success !== null);
      steps = await chargesSucceeded(tx, succeeded, this.settings);
      return 'applied';
    });
    await this.announcer.announce(...steps);
    return outcome;
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

/**
 * The booking's card (the last one saved replaces an earlier one), told in the thread; when the
 * final price is already agreed and not paid, its charge is queued, and so are accepted late-change fees.
 */
async function saveCard(tx: EntityManager, card: SavedCard, at: Date): Promise<ChargeStep | null> {
  const booking = await tx.findOne(Booking, { id: card.bookingId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!booking) return null;
  await tx.getConnection().execute(
    `insert into booking_cards (booking_id, customer_id, payment_method_id, brand, last4, saved_at) values (?, ?, ?, ?, ?, ?)
       on conflict (booking_id) do update set customer_id = excluded.customer_id, payment_method_id = excluded.payment_method_id,
         brand = excluded.brand, last4 = excluded.last4, saved_at = excluded.saved_at`,
    [booking.id, card.customerId, card.paymentMethodId, card.brand, card.last4, at],
    'all',
    tx.getTransactionContext(),
  );
  addMoneyEvent(tx, booking.id, { kind: 'card_saved', actorId: null, at });
  booking.updatedAt = at;
  const message = addSystemMessage(
    tx,
    booking as { id: string; locale: Language },
    { code: 'card_saved', brand: card.brand, last4: card.last4 },
    at,
  );
  const invoice = await tx.findOne(BookingInvoice, { booking: booking.id });
  if (invoice?.status === 'agreed' && (await tx.count(BookingPayment, { booking: booking.id })) === 0)
    await queueCardCharge(tx, booking.id, 'job');
  // A late-change fee accepted before the card was saved is charged now (once: the charge's row).
  for (const fee of await tx.find(BookingLateFee, { booking: booking.id })) await queueCardCharge(tx, booking.id, fee.kind);
  await tx.flush();
  return { booking: partiesOf(booking), message };
}
