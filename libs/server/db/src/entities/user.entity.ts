import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn, updatedAtColumn } from './columns.js';

export const USER_ROLES = ['customer', 'professional', 'support', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const USER_LOCALES = ['fr', 'en'] as const;
export type UserLocale = (typeof USER_LOCALES)[number];

// Columns mirror Migration0001Initial and Migration0002Accounts; the migration is the source of truth for the schema
// (checks, the case-insensitive e-mail index), this schema only maps it.
const UserSchema = defineEntity({
  name: 'User',
  tableName: 'users',
  uniques: [
    {
      name: 'users_email_lower_unique',
      expression: 'create unique index "users_email_lower_unique" on "users" (lower("email"))',
    },
  ],
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    firstName: p.text(),
    lastName: p.text(),
    email: p.text(),
    phone: p.text().nullable(),
    address: p.text().nullable(),
    city: p.text().nullable(),
    postalCode: p.text().nullable(),
    role: p.enum(USER_ROLES).columnType('text').default('customer'),
    // Never serialised: a password hash must not leak through toObject()/JSON.
    passwordHash: p.text().nullable().hidden(),
    locale: p.enum(USER_LOCALES).columnType('text').default('fr'),
    /** NotificationPreferences.bookingUpdates (docs/notifications.md); every switch is on at sign-up. */
    notifyBookingUpdates: p.boolean().default(true),
    /** NotificationPreferences.messages. */
    notifyMessages: p.boolean().default(true),
    /** NotificationPreferences.tipsAndOffers. */
    notifyTipsAndOffers: p.boolean().default(true),
    /** When the address was proven to belong to the user (an OAuth provider vouching for it); null if never. */
    emailVerifiedAt: p.datetime().columnType('timestamptz').nullable(),
    /** Set by an operator (docs/operations.md "People"): the account cannot sign in; null when enabled. */
    disabledAt: p.datetime().columnType('timestamptz').nullable(),
    disabledReason: p.text().nullable(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
});

export class User extends UserSchema.class {}
UserSchema.setClass(User);

export { UserSchema };
