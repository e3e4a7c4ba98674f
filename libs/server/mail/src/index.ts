export { createMailer, type Mailer, type MailerOptions } from './mailer.js';
export {
  renderMail,
  MailTemplateError,
  type MailAccount,
  type MailTemplateId,
  type MailTemplateData,
  type RenderedMail,
} from './render-mail.js';
export {
  signUnsubscribeToken,
  verifyUnsubscribeToken,
  unsubscribeLinks,
  listUnsubscribeHeaders,
  type UnsubscribeClaim,
  type UnsubscribeLinks,
  type UnsubscribeSigner,
} from './unsubscribe-token.js';
export type { MailMessage, MailLocale, MailAttachment, TemplatedMail } from './mail-message.js';
export {
  bookingConfirmationMail,
  bookingCalendarFile,
  formatBookingWhen,
  formatBookingAddress,
  BOOKING_CALENDAR_DURATION_MINUTES,
  type BookingConfirmationInput,
} from './booking-confirmation.js';
export { buildIcs, escapeIcsText, foldIcsLine, formatIcsUtc, type IcsEvent, type IcsOptions } from './ics.js';
export {
  bookingCancelledMail,
  bookingReminderMail,
  bookingProAssignedMail,
  bookingEnRouteMail,
  bookingArrivalUpdatedMail,
  bookingCompletedMail,
  thankYouCodeMail,
  finalPriceToApproveMail,
  finalPriceDisputedMail,
  receiptMail,
  cardPaymentNeededMail,
  refundMadeMail,
  bookingStartedMail,
  bookingUpdatedMail,
  formatChangedFields,
  type BookingCalendarContext,
  type BookingNotificationInput,
  type BookingVisit,
} from './booking-notifications.js';
export {
  MAIL_CATEGORIES,
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_SWITCHES,
  wantsMail,
  notificationPreferencesOf,
  type NotificationSwitchProperty,
} from './mail-categories.js';
export { proJobUpdatedMail, proJobCancelledMail, proReviewReceivedMail, type ProJobNotificationInput } from './pro-job-notifications.js';
export { unreadMessagesMail, type UnreadMessage, type UnreadMessagesInput } from './message-notifications.js';
export { reminderDelayMs, REMINDER_LEAD_MS, MAX_REMINDER_DELAY_MS } from './booking-reminder.js';
export {
  supportContactMail,
  supportFaqQuestionMail,
  supportAcknowledgementMail,
  supportReplyMail,
  type SupportReplyInput,
  SUPPORT_MAIL_LOCALE,
  type SupportAcknowledgementInput,
  type SupportContactInput,
  type SupportFaqQuestionInput,
} from './support-notification.js';
export { mailSamples, renderSampleMail, MAIL_TEMPLATE_IDS, SAMPLE_USER_ID } from './mail-samples.js';
export { serviceAreaOpenedMail, type ServiceAreaOpenedInput } from './service-area-notification.js';
export { contentModerationMail, type ContentModerationInput } from './content-moderation-notification.js';
export { credentialExpiryMail, credentialReviewedMail, type CredentialMailInput } from './credential-notification.js';
