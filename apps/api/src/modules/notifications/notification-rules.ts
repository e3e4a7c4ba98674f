import type { NotificationCode, NotificationNotice } from '@hm/contracts';

/** The people of a booking, and who did what a notification tells of. */
export interface NoticeParties {
  /** The booking's owner (the customer). */
  ownerId: string;
  /** The assigned professional, if any. */
  professionalId: string | null;
  /** Whoever made the change: never notified of it. */
  actorId: string;
}

/**
 * Who finds each event in their notification centre: the "Centre" column of the events ×
 * recipients table in docs/notifications.md. The one place this is decided.
 */
export const CENTRE_RECIPIENTS: Readonly<Record<NotificationCode, { customer: boolean; professional: boolean }>> = {
  pro_assigned: { customer: true, professional: false },
  en_route: { customer: true, professional: false },
  arrival_updated: { customer: true, professional: false },
  job_started: { customer: true, professional: false },
  job_completed: { customer: true, professional: false },
  details_updated: { customer: true, professional: true },
  booking_cancelled: { customer: true, professional: true },
  message_received: { customer: true, professional: true },
  review_received: { customer: false, professional: true },
};

/** The users who get `notice` in their centre: the row's recipients, less the one who acted. */
export function centreRecipients(notice: NotificationNotice, parties: NoticeParties): string[] {
  const row = CENTRE_RECIPIENTS[notice.code];
  const recipients = new Set<string>();
  if (row.customer) recipients.add(parties.ownerId);
  if (row.professional && parties.professionalId) recipients.add(parties.professionalId);
  recipients.delete(parties.actorId);
  return [...recipients];
}
