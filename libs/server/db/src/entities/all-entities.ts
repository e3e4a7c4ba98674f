import { AuthSessionSchema } from './auth-session.entity.js';
import { OAuthIdentitySchema } from './oauth-identity.entity.js';
import { OutboxMessageSchema } from './outbox-message.entity.js';
import { PasswordResetTokenSchema } from './password-reset-token.entity.js';
import { UserSchema } from './user.entity.js';
import { BookingSchema } from './booking.entity.js';
import { BookingTimelineEventSchema } from './booking-timeline-event.entity.js';
import { BookingMessageSchema } from './booking-message.entity.js';
import { IdempotencyKeySchema } from './idempotency-key.entity.js';

// Every entity the ORM knows; a new entity is added here and gets a migration.
export const ENTITIES = [UserSchema, OutboxMessageSchema, OAuthIdentitySchema, AuthSessionSchema, PasswordResetTokenSchema,
  BookingSchema, BookingTimelineEventSchema, BookingMessageSchema, IdempotencyKeySchema];
