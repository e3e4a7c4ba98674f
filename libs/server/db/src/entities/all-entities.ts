import { StripeCustomerSchema, BookingCardSchema, CardChargeSchema, CardRefundSchema, StripeEventSchema } from './card-payment.entity.js';
import { AuthSessionSchema } from './auth-session.entity.js';
import { OAuthIdentitySchema } from './oauth-identity.entity.js';
import { OutboxMessageSchema } from './outbox-message.entity.js';
import { OperatorActionSchema } from './operator-action.entity.js';
import { SupportThreadEntrySchema } from './support-thread-entry.entity.js';
import { PasswordResetTokenSchema } from './password-reset-token.entity.js';
import { UserSchema } from './user.entity.js';
import { BookingSchema } from './booking.entity.js';
import { BookingTimelineEventSchema } from './booking-timeline-event.entity.js';
import { BookingMessageSchema } from './booking-message.entity.js';
import { BookingMessageReadSchema } from './booking-message-read.entity.js';
import { BookingMessageTranslationSchema } from './booking-message-translation.entity.js';
import { IdempotencyKeySchema } from './idempotency-key.entity.js';
import { BookingReviewSchema } from './booking-review.entity.js';
import { BookingLateFeeSchema } from './booking-late-fee.entity.js';
import { EmailCaptureSchema } from './email-capture.entity.js';
import { ContactMessageSchema } from './contact-message.entity.js';
import { FaqQuestionSchema } from './faq-question.entity.js';
import { ChatConversationSchema } from './chat-conversation.entity.js';
import { ChatMessageSchema } from './chat-message.entity.js';
import { BlogPostSchema } from './blog-post.entity.js';
import { BlogPostLikeSchema, BlogPostSaveSchema, BlogPostViewSchema } from './blog-post-reaction.entity.js';
import { BlogCommentSchema } from './blog-comment.entity.js';
import { BlogCategoryStatSchema, BlogTagStatSchema } from './blog-stats.entity.js';
import { ProfessionalSchema } from './professional.entity.js';
import { ProCredentialReminderSchema, ProCredentialSchema } from './pro-credential.entity.js';
import { ProfessionalInvitationSchema } from './professional-invitation.entity.js';
import { NotificationSchema } from './notification.entity.js';
import { ProDayOffSchema, ProScheduleSchema, ProWorkingHoursSchema } from './pro-schedule.entity.js';
import { ServiceAreaWaitlistEntrySchema } from './service-area-waitlist-entry.entity.js';
import { TradeDayCapacitySchema } from './trade-day-capacity.entity.js';
import { BookingInvoiceSchema } from './booking-invoice.entity.js';
import { BookingMoneyEventSchema } from './booking-money-event.entity.js';
import { BookingPaymentSchema } from './booking-payment.entity.js';
import { BookingTipSchema } from './booking-tip.entity.js';
import { ReceiptCounterSchema, ReceiptSchema } from './receipt.entity.js';
import { OfferClaimSchema } from './offer-claim.entity.js';
import { OfferCodeSchema } from './offer-code.entity.js';

// Every entity the ORM knows; a new entity is added here and gets a migration.
export const ENTITIES = [
  UserSchema,
  OutboxMessageSchema,
  OAuthIdentitySchema,
  AuthSessionSchema,
  PasswordResetTokenSchema,
  BookingSchema,
  BookingTimelineEventSchema,
  BookingMessageSchema,
  BookingMessageReadSchema,
  BookingMessageTranslationSchema,
  IdempotencyKeySchema,
  BookingReviewSchema,
  BookingLateFeeSchema,
  EmailCaptureSchema,
  ContactMessageSchema,
  FaqQuestionSchema,
  ChatConversationSchema,
  ChatMessageSchema,
  BlogPostSchema,
  BlogPostLikeSchema,
  BlogPostSaveSchema,
  BlogPostViewSchema,
  BlogCommentSchema,
  BlogCategoryStatSchema,
  BlogTagStatSchema,
  ProfessionalSchema,
  ProCredentialSchema,
  ProCredentialReminderSchema,
  ProfessionalInvitationSchema,
  NotificationSchema,
  ProScheduleSchema,
  ProWorkingHoursSchema,
  ProDayOffSchema,
  ServiceAreaWaitlistEntrySchema,
  TradeDayCapacitySchema,
  OfferCodeSchema,
  OfferClaimSchema,
  BookingInvoiceSchema,
  BookingMoneyEventSchema,
  OperatorActionSchema,
  SupportThreadEntrySchema,
  BookingPaymentSchema,
  BookingTipSchema,
  ReceiptSchema,
  ReceiptCounterSchema,
  StripeCustomerSchema,
  BookingCardSchema,
  CardChargeSchema,
  CardRefundSchema,
  StripeEventSchema,
];
