import { defineEntity, p } from '@mikro-orm/core';
import { User } from './user.entity.js';
import { createdAtColumn } from './columns.js';

export const OAUTH_IDENTITY_PROVIDERS = ['google', 'facebook', 'github'] as const;
export type OAuthIdentityProvider = (typeof OAUTH_IDENTITY_PROVIDERS)[number];

// A sign-in method at an OAuth provider, linked to one user. (provider, subject) is the
// provider's own stable id for the person; the e-mail is only what the provider said at link time.
const OAuthIdentitySchema = defineEntity({
  name: 'OAuthIdentity',
  tableName: 'oauth_identities',
  uniques: [{ name: 'oauth_identities_provider_subject_unique', properties: ['provider', 'subject'] }],
  indexes: [{ name: 'oauth_identities_user_id_index', properties: ['user'] }],
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    provider: p.enum(OAUTH_IDENTITY_PROVIDERS).columnType('text'),
    subject: p.text(),
    email: p.text().nullable(),
    createdAt: createdAtColumn(),
  },
});

export class OAuthIdentity extends OAuthIdentitySchema.class {}
OAuthIdentitySchema.setClass(OAuthIdentity);

export { OAuthIdentitySchema };
