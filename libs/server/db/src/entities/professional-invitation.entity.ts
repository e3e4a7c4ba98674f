import { defineEntity, p } from '@mikro-orm/core';
import { Professional } from './professional.entity.js';
import { createdAtColumn } from './columns.js';

// A single-use link to set a password after approval. Only the SHA-256 of the token is stored.
const ProfessionalInvitationSchema = defineEntity({
  name: 'ProfessionalInvitation',
  tableName: 'professional_invitations',
  indexes: [{ name: 'professional_invitations_professional_id_index', properties: ['professional'] }],
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    professional: () => p.manyToOne(Professional).deleteRule('cascade'),
    // Null until the worker mails the link (account-links.ts).
    tokenHash: p.text().nullable().unique('professional_invitations_token_hash_unique'),
    expiresAt: p.datetime().columnType('timestamptz'),
    usedAt: p.datetime().columnType('timestamptz').nullable(),
    createdAt: createdAtColumn(),
  },
});

export class ProfessionalInvitation extends ProfessionalInvitationSchema.class {}
ProfessionalInvitationSchema.setClass(ProfessionalInvitation);

export { ProfessionalInvitationSchema };
