import type { EntityManager } from '@mikro-orm/postgresql';
import type { NotificationNotice, NotificationView } from '@hm/contracts';
import { Booking, Notification, User } from '@hm/db';
import { randomUUID } from 'node:crypto';
import { centreRecipients, type NoticeParties } from './notification-rules.js';

/** A notification written in a transaction, to announce on its user's sockets once that commits. */
export interface WrittenNotification {
  userId: string;
  view: NotificationView;
}

/**
 * Writes `notice` into the centre of everyone the rule names (notification-rules.ts), inside the
 * caller's transaction: a change that rolls back leaves no notification behind.
 */
export function addNotifications(
  tx: EntityManager,
  notice: NotificationNotice,
  parties: NoticeParties,
  booking: { id: string; bookingNumber: string },
  at: Date,
): WrittenNotification[] {
  const { code, ...params } = notice;
  return centreRecipients(notice, parties).map((userId) => {
    const id = randomUUID();
    tx.create(Notification, {
      id,
      user: tx.getReference(User, userId),
      code,
      params,
      booking: tx.getReference(Booking, booking.id),
      createdAt: at,
      readAt: null,
    });
    return { userId, view: { id, notice, bookingNumber: booking.bookingNumber, createdAt: at.toISOString(), readAt: null } };
  });
}
