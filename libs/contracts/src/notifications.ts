// The notification centre (the bell in the header; docs/notifications.md). A notification is stored
// as a code with parameters, like a booking's notes, so each reader sees it in their screen's language.
import type { EditableBookingField } from './reservations.js';

/** Who wrote a message, as its reader is told: the customer, the professional, or HomeMate (an operator). */
export type MessageAuthor = 'customer' | 'professional' | 'operator';

/** What happened, with what the text needs. */
export type NotificationNotice =
  | { code: 'pro_assigned'; professionalName: string }
  | { code: 'en_route'; professionalName: string; estimatedArrival: string | null }
  | { code: 'arrival_updated'; professionalName: string; estimatedArrival: string }
  | { code: 'job_started' }
  | { code: 'job_completed' }
  | { code: 'details_updated'; fields: EditableBookingField[] }
  | { code: 'booking_cancelled'; by: 'customer' | 'admin' }
  | { code: 'message_received'; from: MessageAuthor; senderName: string }
  | { code: 'review_received'; rating: number };
export type NotificationCode = NotificationNotice['code'];

export interface NotificationView {
  id: string;
  notice: NotificationNotice;
  /** The booking it is about: the link opens it (the reservation page, or the pro app for a review). */
  bookingNumber: string | null;
  createdAt: string;
  /** null while unread. */
  readAt: string | null;
}

/** GET /api/notifications: newest first. */
export interface NotificationPageView {
  items: NotificationView[];
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: string | null;
  /** All the caller's unread notifications, not only this page's. */
  unreadCount: number;
}

export interface NotificationListQuery {
  cursor?: string;
}

/** Answer to marking one or all as read. */
export interface NotificationReadView {
  unreadCount: number;
}

export const NOTIFICATION_ROUTES = {
  list: 'notifications', // GET ?cursor -> NotificationPageView
  read: (id: string) => `notifications/${encodeURIComponent(id)}/read`, // POST -> NotificationReadView (404 NOTIFICATION_NOT_FOUND)
  readAll: 'notifications/read-all', // POST -> NotificationReadView
} as const;

/** `notification:new`: a notification for the socket's user, after the change that made it committed. */
export interface NotificationNewPayload {
  notification: NotificationView;
  unreadCount: number;
}

/** `notification:read`: one (`id`) or all (`id` null) of the user's notifications were read, maybe in another tab. */
export interface NotificationReadPayload {
  id: string | null;
  readAt: string;
  unreadCount: number;
}
