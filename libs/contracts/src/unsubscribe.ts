import type { NotificationCategory } from './auth.js';

/**
 * The unsubscribe link of a switchable e-mail (docs/notifications.md), relative to /api, with
 * `?token=`: GET says which e-mails the token stops and changes nothing (link scanners fetch it);
 * POST turns them off (RFC 8058 one-click: mail clients post `List-Unsubscribe=One-Click`).
 * Both answer 400 INVALID_UNSUBSCRIBE_LINK for a forged, altered or unknown token.
 */
export const UNSUBSCRIBE_ROUTE = 'notifications/unsubscribe';

export interface UnsubscribeView {
  category: NotificationCategory;
}
