export { createOrmOptions, type OrmConfig } from './orm-options.js';
export { migrateUp } from './migrate.js';
export { seed } from './seed/seed.js';
export { DEMO_USERS, type DemoUser } from './seed/demo-users.js';
export { parseDatabaseUrl, parseSeedAdmin, InvalidConfigError, type SeedAdmin } from './config/db-config.js';
export type { SeedOptions } from './seed/seed.js';
export { User, UserSchema, USER_ROLES, USER_LOCALES, type UserRole, type UserLocale } from './entities/user.entity.js';
export { OutboxMessage, OutboxMessageSchema } from './entities/outbox-message.entity.js';
export { OAuthIdentity, OAuthIdentitySchema, OAUTH_IDENTITY_PROVIDERS, type OAuthIdentityProvider } from './entities/oauth-identity.entity.js';
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
export { IdempotencyKey, IdempotencyKeySchema } from './entities/idempotency-key.entity.js';
