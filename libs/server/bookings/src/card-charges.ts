import type { EntityManager } from '@mikro-orm/postgresql';
import { BookingCard } from '@hm/db';
import { enqueueViaOutbox } from '@hm/queue';

/**
 * Queues the charge of the booking's saved card, in the caller's transaction, when it has one
 * (docs/payments-by-card.md "Charging"): the final price was agreed (`job`), or the customer tipped
 * after it (`tip`). The worker reads everything again and charges only what is still due.
 */
export async function queueCardCharge(tx: EntityManager, bookingId: string, kind: 'job' | 'tip'): Promise<boolean> {
  if ((await tx.count(BookingCard, { booking: bookingId })) === 0) return false;
  enqueueViaOutbox(tx, 'payments', 'charge', { bookingId, kind });
  return true;
}
