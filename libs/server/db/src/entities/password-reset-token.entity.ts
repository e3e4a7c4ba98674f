import { defineEntity, p } from '@mikro-orm/core';
import { User } from './user.entity.js';
import { createdAtColumn } from './columns.js';

// A single-use "forgot password" link. Only the SHA-256 of the token is stored.
const PasswordResetTokenSchema = defineEntity({
  name: 'PasswordResetToken',
  tableName: 'password_reset_tokens',
  indexes: [{ name: 'password_reset_tokens_user_id_index', properties: ['user'] }],
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    // Null until the worker mails the link (account-links.ts).
    tokenHash: p.text().nullable().unique('password_reset_tokens_token_hash_unique'),
    expiresAt: p.datetime().columnType('timestamptz'),
    usedAt: p.datetime().columnType('timestamptz').nullable(),
    createdAt: createdAtColumn(),
  },
});

export class PasswordResetToken extends PasswordResetTokenSchema.class {}
PasswordResetTokenSchema.setClass(PasswordResetToken);

export { PasswordResetTokenSchema };
