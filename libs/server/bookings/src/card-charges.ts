import type { EntityManager } from '@mikro-orm/postgresql';
import { BookingCard } from '@hm/db';
import { enqueueViaOutbox, type CardChargeJob } from '@hm/queue';

/**
 * Queues the charge of the booking's saved card, in the caller's transaction, when it has one
 * (docs/payments-by-card.md "Charging"): the final price was agreed (`job`), the customer tipped
 * after it (`tip`), or accepted a late-change fee (its kind). The worker reads everything again and
 * charges only what is still due.
 */
export async function queueCardCharge(tx: EntityManager, bookingId: string, kind: CardChargeJob['kind']): Promise<boolean> {
  if ((await tx.count(BookingCard, { booking: bookingId })) === 0) return false;
  enqueueViaOutbox(tx, 'payments', 'charge', { bookingId, kind });
  return true;
}
