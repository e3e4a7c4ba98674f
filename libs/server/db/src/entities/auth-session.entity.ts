import { defineEntity, p } from '@mikro-orm/core';
import { User } from './user.entity.js';
import { createdAtColumn } from './columns.js';

// One refresh token of a sign-in. Rotating a token closes its row (rotated_at, replaced_by) and
// opens a new one in the same family; the family is the sign-in as the user sees it, and
// revoking it (sign-out, reuse of a rotated token, password change) revokes every row at once.
// Only a SHA-256 of the token is stored: a database leak does not hand out sessions.
const AuthSessionSchema = defineEntity({
  name: 'AuthSession',
  tableName: 'auth_sessions',
  indexes: [
    { name: 'auth_sessions_user_id_index', properties: ['user'] },
    { name: 'auth_sessions_family_id_index', properties: ['familyId'] },
  ],
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    familyId: p.uuid(),
    tokenHash: p.text().unique('auth_sessions_token_hash_unique'),
    rememberMe: p.boolean(),
    expiresAt: p.datetime().columnType('timestamptz'),
    createdAt: createdAtColumn(),
    rotatedAt: p.datetime().columnType('timestamptz').nullable(),
    revokedAt: p.datetime().columnType('timestamptz').nullable(),
    replacedBy: p.uuid().nullable(),
    userAgent: p.text().nullable(),
    ip: p.text().nullable(),
  },
});

export class AuthSession extends AuthSessionSchema.class {}
AuthSessionSchema.setClass(AuthSession);

export { AuthSessionSchema };
