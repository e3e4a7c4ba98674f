export { createOrmOptions, type OrmConfig } from './orm-options.js';
export { migrateUp } from './migrate.js';
export { pendingMigrations, type SqlRunner } from './migration-state.js';
export { seed } from './seed/seed.js';
export { DEMO_USERS, type DemoUser } from './seed/demo-users.js';
export { verifiedCredentialsSql } from './seed/verified-credentials.js';
export type { SeedAdmin } from './config/db-config.js';
export type { SeedOptions } from './seed/seed.js';
export { User, UserSchema, USER_ROLES, USER_LOCALES, type UserRole, type UserLocale } from './entities/user.entity.js';
export { OutboxMessage, OutboxMessageSchema } from './entities/outbox-message.entity.js';
export { NotifyListener, OUTBOX_CHANNEL, type NotifyListenerOptions } from './notify-listener.js';
export {
  OAuthIdentity,
  OAuthIdentitySchema,
  OAUTH_IDENTITY_PROVIDERS,
  type OAuthIdentityProvider,
} from './entities/oauth-identity.entity.js';
export { AuthSession, AuthSessionSchema } from './entities/auth-session.entity.js';
export { PasswordResetToken, PasswordResetTokenSchema } from './entities/password-reset-token.entity.js';
export { ENTITIES } from './entities/all-entities.js';
export { Booking, BookingSchema, BOOKING_PRICE_KINDS } from './entities/booking.entity.js';
export { BookingTimelineEvent, BookingTimelineEventSchema } from './entities/booking-timeline-event.entity.js';
export {
  BookingMessage,
  BookingMessageSchema,
  BOOKING_MESSAGE_SENDER_TYPES,
  BOOKING_MESSAGE_MAX_LENGTH,
  type BookingMessageSenderType,
} from './entities/booking-message.entity.js';
export { BookingMessageRead, BookingMessageReadSchema } from './entities/booking-message-read.entity.js';
export {
  BookingMessageTranslation,
  BookingMessageTranslationSchema,
  MESSAGE_TRANSLATION_STATUSES,
  type MessageTranslationStatus,
} from './entities/booking-message-translation.entity.js';
export { IdempotencyKey, IdempotencyKeySchema } from './entities/idempotency-key.entity.js';
export { BookingReview, BookingReviewSchema, BOOKING_REVIEW_COMMENT_MAX_LENGTH } from './entities/booking-review.entity.js';
export { BookingLateFee, BookingLateFeeSchema } from './entities/booking-late-fee.entity.js';
export { EmailCapture, EmailCaptureSchema, EMAIL_CAPTURE_STATUSES } from './entities/email-capture.entity.js';
export { ContactMessage, ContactMessageSchema } from './entities/contact-message.entity.js';
export { SUPPORT_REQUEST_STATUSES, type SupportRequestStatus } from './entities/support-request-columns.js';
export { FaqQuestion, FaqQuestionSchema } from './entities/faq-question.entity.js';
export { ChatConversation, ChatConversationSchema } from './entities/chat-conversation.entity.js';
export { ChatMessage, ChatMessageSchema, suggestionColumns, toChatMessageView } from './entities/chat-message.entity.js';
export { BlogPost, BlogPostSchema } from './entities/blog-post.entity.js';
export { BlogPostLike, BlogPostSave, BlogPostView } from './entities/blog-post-reaction.entity.js';
export { BlogComment, BlogCommentSchema } from './entities/blog-comment.entity.js';
export { BlogCategoryStat, BlogTagStat } from './entities/blog-stats.entity.js';
export { Professional, ProfessionalSchema } from './entities/professional.entity.js';
export {
  ProCredential,
  ProCredentialReminder,
  ProCredentialReminderSchema,
  ProCredentialSchema,
} from './entities/pro-credential.entity.js';
export { ProfessionalInvitation, ProfessionalInvitationSchema } from './entities/professional-invitation.entity.js';
export { Notification, NotificationSchema } from './entities/notification.entity.js';
export { ProSchedule, ProWorkingHours, ProDayOff } from './entities/pro-schedule.entity.js';
export { ServiceAreaWaitlistEntry, ServiceAreaWaitlistEntrySchema } from './entities/service-area-waitlist-entry.entity.js';
export { TradeDayCapacity, TradeDayCapacitySchema } from './entities/trade-day-capacity.entity.js';
export { OfferClaim, OfferClaimSchema } from './entities/offer-claim.entity.js';
export { BookingInvoice, BookingInvoiceSchema } from './entities/booking-invoice.entity.js';
export { BookingPayment, BookingPaymentSchema } from './entities/booking-payment.entity.js';
export { BookingTip, BookingTipSchema } from './entities/booking-tip.entity.js';
export { Receipt, ReceiptSchema, ReceiptCounter, ReceiptCounterSchema } from './entities/receipt.entity.js';
export {
  BookingCard,
  CardCharge,
  CardRefund,
  StripeCustomer,
  StripeEvent,
  CARD_CHARGE_KINDS,
  CARD_CHARGE_STATUSES,
  CARD_REFUND_STATUSES,
  type CardChargeKind,
  type CardChargeStatus,
  type CardRefundStatus,
} from './entities/card-payment.entity.js';
export {
  BOOKING_MONEY_EVENT_KINDS,
  BookingMoneyEvent,
  BookingMoneyEventSchema,
  type BookingMoneyEventKind,
} from './entities/booking-money-event.entity.js';
export { OfferCode, OfferCodeSchema } from './entities/offer-code.entity.js';
export { OperatorAction, OperatorActionSchema } from './entities/operator-action.entity.js';
export { SUPPORT_THREAD_ENTRY_KINDS, SupportThreadEntry, SupportThreadEntrySchema } from './entities/support-thread-entry.entity.js';
export { BOOKING_INSERT_COLUMNS, bookingInsertStatement } from './sql/booking-insert.js';
export { ACTIVE_PRO_SQL, coversPostalCodeSql, pgArray } from './sql/active-pros.js';
export { qualifiedForJobSql, qualifiedProIdsSql, validCredentialSql } from './sql/trade-credentials.js';
export { CUSTOMER_AT_BOOKING_SQL, type CustomerAtBookingRow } from './sql/customer-at-booking.js';
export {
  candidatesStatement,
  newBookingReadsStatement,
  oneProStatement,
  tradeProsStatement,
  type ProCandidateRow,
} from './sql/pro-candidates.js';
export { bindNamed, withNamedParameters } from './sql/named-parameters.js';
export { newOpaqueToken, hashOpaqueToken, isOpaqueToken } from './opaque-token.js';
export { issueAccountLink, type AccountLinkKind, type IssuedAccountLink } from './account-links.js';
export { captureEmail } from './email-captures.js';
