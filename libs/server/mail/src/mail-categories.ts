import type { NotificationCategory, NotificationPreferences } from '@hm/contracts';
import type { MailTemplateId } from './render-mail.js';

/**
 * The category of each e-mail (docs/notifications.md): 'always' for what a person must get
 * whatever their preferences (an account, money, security, a cancellation, an answer to what they
 * sent), else the NotificationPreferences switch that allows it.
 */
export const MAIL_CATEGORIES: Readonly<Record<MailTemplateId, NotificationCategory | 'always'>> = {
  test: 'always',
  welcome: 'always',
  resetPassword: 'always',
  bookingConfirmation: 'always',
  bookingCancelled: 'always',
  bookingUpdated: 'bookingUpdates',
  bookingReminder: 'bookingUpdates',
  bookingProAssigned: 'bookingUpdates',
  bookingEnRoute: 'bookingUpdates',
  bookingArrivalUpdated: 'bookingUpdates',
  bookingStarted: 'bookingUpdates',
  bookingCompleted: 'bookingUpdates',
  // The code applies by itself and the reservation shows it; the e-mail is a word of thanks.
  thankYouCode: 'tipsAndOffers',
  finalPriceToApprove: 'always',
  receipt: 'always',
  receiptReissued: 'always',
  cardPaymentNeeded: 'always',
  refundMade: 'always',
  finalPriceDisputed: 'always',
  proJobUpdated: 'bookingUpdates',
  proJobCancelled: 'always',
  proReviewReceived: 'bookingUpdates',
  unreadMessage: 'messages',
  unreadMessages: 'messages',
  supportContactMessage: 'always',
  supportFaqQuestion: 'always',
  contactReceived: 'always',
  faqQuestionReceived: 'always',
  supportReply: 'always',
  proApplicationReceived: 'always',
  proInvitation: 'always',
  proRejected: 'always',
  // The one answer to what the person asked for on the booking wizard, then never again.
  serviceAreaOpened: 'always',
  // What an operator did to what the person published: they must know, whatever their switches.
  contentHidden: 'always',
  contentRestored: 'always',
  // A pro's licence or insurance decides which jobs they get: they must know (docs/verified-trades.md).
  credentialVerified: 'always',
  credentialRejected: 'always',
  credentialExpiring: 'always',
  credentialExpired: 'always',
};

/** Whether a person with these preferences gets this e-mail. */
export function wantsMail(template: MailTemplateId, preferences: NotificationPreferences): boolean {
  const category = MAIL_CATEGORIES[template];
  return category === 'always' || preferences[category];
}

/**
 * Where each category's switch is stored: the User property (users.notify_* column). Typed as a
 * Record over NotificationCategory, so a new category does not compile until it has a column.
 */
export const NOTIFICATION_SWITCHES = {
  bookingUpdates: 'notifyBookingUpdates',
  messages: 'notifyMessages',
  tipsAndOffers: 'notifyTipsAndOffers',
} as const satisfies Record<NotificationCategory, string>;

export type NotificationSwitchProperty = (typeof NOTIFICATION_SWITCHES)[NotificationCategory];

/** The categories, in the order of NOTIFICATION_SWITCHES. */
export const NOTIFICATION_CATEGORIES = Object.keys(NOTIFICATION_SWITCHES) as NotificationCategory[];

/** A user's preferences from their stored switches (the users table's notify_* columns). */
export function notificationPreferencesOf(user: Readonly<Record<NotificationSwitchProperty, boolean>>): NotificationPreferences {
  return Object.fromEntries(
    NOTIFICATION_CATEGORIES.map((category) => [category, user[NOTIFICATION_SWITCHES[category]]]),
  ) as unknown as NotificationPreferences;
}
